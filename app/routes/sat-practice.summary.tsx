import { useTranslation } from "~/lib/i18n-react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sat-practice.summary";
import { readPracticeResult } from "~/features/sat-practice/read-practice-result.server";
import { SummaryPage } from "~/features/sat-practice/summary-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Students only; a finished session's saved result. Without one of the student's own: back to /sat-practice (spec).
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const session = z.uuid().safeParse(new URL(args.request.url).searchParams.get("session"));
  if (!session.success) throw redirect("/sat-practice");
  const result = await readPracticeResult(getServices(args.context).db, { userId: user.id, sessionId: session.data });
  if (!result) throw redirect("/sat-practice");
  return { result, strings: pageStrings(args.context.get(localeContext), "sat-practice") };
}

export default function PracticeSummary({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-practice");
  return (
    <>
      <PageMeta title={t("summary.metaTitle")} description={t("meta.description")} path="/sat-practice/summary" noindex />
      <SummaryPage result={loaderData.result} />
    </>
  );
}
