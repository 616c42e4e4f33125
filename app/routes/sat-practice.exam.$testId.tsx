import { useTranslation } from "~/lib/i18n-react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/sat-practice.exam.$testId";
import { MOCK_TEST_COUNT } from "~content/sat/mock/blueprint";
import { handleMockAction, reportPath } from "~/features/sat-mock/handle-mock-action.server";
import { mockTestOpenTo } from "~/features/sat-mock/mock-access.server";
import { MockExamPage } from "~/features/sat-mock/mock-exam-page";
import { readMockExam } from "~/features/sat-mock/read-mock-exam.server";
import { referenceSheetHtml } from "~/features/sat-mock/reference-sheet.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";
import "katex/dist/katex.min.css";
import "~/features/sat-practice/sat-practice.css";

function testNumberOf(params: Route.LoaderArgs["params"]): number {
  const n = Number(params.testId);
  if (!Number.isInteger(n) || n < 1 || n > MOCK_TEST_COUNT || String(n) !== params.testId) throw data(null, { status: 404 });
  return n;
}

// Students only: the intro, the module under way, the break; a finished attempt goes to its report.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const testNumber = testNumberOf(args.params);
  const { db, clock } = getServices(args.context);
  if (!(await mockTestOpenTo(db, user.id, testNumber))) throw redirect("/sat-practice?tab=mock");
  const view = await readMockExam(db, { userId: user.id, testNumber, now: clock.now() });
  if (view.phase === "finished") throw redirect(reportPath(view.attemptId));
  return {
    testNumber,
    view,
    referenceSheet: referenceSheetHtml(),
    strings: pageStrings(args.context.get(localeContext), "sat-mock", "sat-practice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "student");
  const testNumber = testNumberOf(args.params);
  const { db, logger, clock } = getServices(args.context);
  return handleMockAction(args.request, { db, logger, userId: user.id, testNumber, now: clock.now() });
}

// Autosaves keep the page as it is; everything else reloads it from the server.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "answer" || intent === "flag" || intent === "eliminate" || intent === "visit") return false;
  return defaultShouldRevalidate;
}

export default function MockExam({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-mock");
  return (
    <>
      <PageMeta title={t("meta.title", { number: loaderData.testNumber })} description={t("meta.description")} path="/sat-practice" noindex />
      <MockExamPage testNumber={loaderData.testNumber} view={loaderData.view} referenceSheet={loaderData.referenceSheet} />
    </>
  );
}
