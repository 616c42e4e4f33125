import { useTranslation } from "~/lib/i18n-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/sat-practice.review.$subject";
import { handlePracticeAction } from "~/features/sat-practice/handle-practice-action.server";
import { PracticeSessionPage } from "~/features/sat-practice/practice-session-page";
import { keepQuestionAfterAnswer } from "~/features/sat-practice/practice-revalidation";
import { REVIEW_SIZE, REVIEW_SUBSECTIONS, type PracticeSubject } from "~/features/sat-practice/practice-subject";
import { readPracticeSession } from "~/features/sat-practice/read-practice-session.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";
import "katex/dist/katex.min.css";
import "~/features/sat-practice/sat-practice.css";

function subjectOf(params: Route.LoaderArgs["params"]): PracticeSubject {
  if (params.subject !== "math" && params.subject !== "english") throw data(null, { status: 404 });
  return params.subject;
}

// Students only; the error log's due questions of one subject.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const subject = subjectOf(args.params);
  const { db, clock } = getServices(args.context);
  const subsectionId = REVIEW_SUBSECTIONS[subject];
  const view = await readPracticeSession(db, { userId: user.id, subsectionId, now: clock.now() });
  return { subsectionId, view, strings: pageStrings(args.context.get(localeContext), "sat-practice") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "student");
  const subject = subjectOf(args.params);
  const { db, logger, clock } = getServices(args.context);
  return handlePracticeAction(args.request, { db, logger, user, now: clock.now(), target: { review: subject } });
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepQuestionAfterAnswer(args);
}

export default function ReviewPractice({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-practice");
  return (
    <>
      <PageMeta title={t(`subsections.${loaderData.subsectionId}.name`)} description={t(`subsections.${loaderData.subsectionId}.description`)} path="/sat-practice" noindex />
      <PracticeSessionPage subsectionId={loaderData.subsectionId} review available={REVIEW_SIZE} view={loaderData.view} />
    </>
  );
}
