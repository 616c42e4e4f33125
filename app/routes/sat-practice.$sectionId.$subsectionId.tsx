import { useTranslation } from "~/lib/i18n-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/sat-practice.$sectionId.$subsectionId";
import { findSubsection } from "~content/sat/taxonomy";
import { handlePracticeAction } from "~/features/sat-practice/handle-practice-action.server";
import { PracticeSessionPage } from "~/features/sat-practice/practice-session-page";
import { keepQuestionAfterAnswer } from "~/features/sat-practice/practice-revalidation";
import { countSubsectionItems } from "~/features/sat-practice/read-practice-catalogue.server";
import { readPracticeSession } from "~/features/sat-practice/read-practice-session.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";
import "katex/dist/katex.min.css";
import "~/features/sat-practice/sat-practice.css";

function subsectionOf(params: Route.LoaderArgs["params"]) {
  const subsection = findSubsection(params.sectionId, params.subsectionId);
  if (!subsection) throw data(null, { status: 404 });
  return subsection;
}

// Students only; one subsection's practice: the start form, or the open session where it stands.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const subsection = subsectionOf(args.params);
  const { db, clock } = getServices(args.context);
  const view = await readPracticeSession(db, { userId: user.id, subsectionId: subsection.id, now: clock.now() });
  return {
    subsectionId: subsection.id,
    // Only the start form needs it; a session's every question reloads this loader.
    available: view ? view.total : await countSubsectionItems(db, subsection.id),
    view,
    strings: pageStrings(args.context.get(localeContext), "sat-practice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "student");
  const subsection = subsectionOf(args.params);
  const { db, logger, clock } = getServices(args.context);
  return handlePracticeAction(args.request, { db, logger, user, now: clock.now(), target: { subsectionId: subsection.id } });
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepQuestionAfterAnswer(args);
}

export default function SubsectionPractice({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-practice");
  return (
    <>
      <PageMeta title={t(`subsections.${loaderData.subsectionId}.name`)} description={t(`subsections.${loaderData.subsectionId}.description`)} path="/sat-practice" noindex />
      <PracticeSessionPage subsectionId={loaderData.subsectionId} review={false} available={loaderData.available} view={loaderData.view} />
    </>
  );
}
