import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sat-practice.exam-report.$attemptId";
import { MockReportPage } from "~/features/sat-mock/mock-report-page";
import { readMockReport } from "~/features/sat-mock/read-mock-report.server";
import { listAttemptShares, listBookedMentors, shareMockAttempt } from "~/features/sat-mock/share-mock-attempt.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { readFormDataWithin } from "~/lib/read-body.server";
import { US_EASTERN } from "~/lib/time-zone";
import { PageMeta } from "~/ui/page-meta";
import "katex/dist/katex.min.css";
import "~/features/sat-practice/sat-practice.css";

const attemptIdSchema = z.uuid();
const shareSchema = z.object({
  intent: z.literal("share"),
  mentorId: z.string().min(1).max(100),
  shared: z.enum(["true", "false"]).transform((v) => v === "true"),
});

function attemptIdOf(params: Route.LoaderArgs["params"]): string {
  const parsed = attemptIdSchema.safeParse(params.attemptId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

// The student who took it, or a mentor they shared it with; anyone else gets 404.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, ["student", "mentor"]);
  const attemptId = attemptIdOf(args.params);
  const { db } = getServices(args.context);
  const report = await readMockReport(db, { viewerId: user.id, attemptId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "mock_attempt_not_found") throw data(null, { status: 404 });
    throw error;
  });
  let shareTargets = null;
  if (report.isOwner) {
    const [mentors, shared] = await Promise.all([listBookedMentors(db, user.id), listAttemptShares(db, attemptId)]);
    shareTargets = mentors.map((m) => ({ id: m.id, name: m.name, shared: shared.includes(m.id) }));
  }
  return {
    report,
    shareTargets,
    timeZone: user.timeZone ?? US_EASTERN,
    strings: pageStrings(args.context.get(localeContext), "sat-mock", "sat-practice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "student");
  const attemptId = attemptIdOf(args.params);
  const { db } = getServices(args.context);
  const parsed = shareSchema.safeParse(Object.fromEntries(await readFormDataWithin(args.request, 2048)));
  if (!parsed.success) return data({ ok: false, error: errorMessageKey("invalid_request") }, { status: 400 });
  try {
    await shareMockAttempt(db, { studentId: user.id, attemptId, mentorId: parsed.data.mentorId, shared: parsed.data.shared });
    return { ok: true };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false, error: errorMessageKey(error.code) }, { status: error.status });
    throw error;
  }
}

export default function MockReport({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-mock");
  return (
    <>
      <PageMeta title={t("report.heading", { number: loaderData.report.testNumber })} description={t("meta.description")} path="/sat-practice" noindex />
      <MockReportPage report={loaderData.report} shareTargets={loaderData.shareTargets} timeZone={loaderData.timeZone} />
    </>
  );
}
