import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink, buttonClassName, textLinkClassName } from "~/ui/button-link";
import { Link } from "react-router";
import { formatDuration, percentOf } from "./format-duration";
import { PRACTICE_DEFAULTS } from "./practice-limits";
import { isReviewSubsection, practicePath } from "./practice-subject";
import type { PracticeResultView } from "./read-practice-result.server";
import { accuracyBand } from "./session-time";

/** /sat-practice/summary: the saved result, the spec's message by accuracy, and where to go next. */
export function SummaryPage({ result }: { result: PracticeResultView }) {
  const { t } = useTranslation("sat-practice");
  const percent = percentOf(result.correct, result.total);
  const missed = result.total - result.correct;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold text-brand-950">{t("summary.heading")}</h1>
      <p className="mt-1 text-slate-600">{t(`subsections.${result.topic}.name`)}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="practice-summary">
        <p className="text-3xl font-bold text-slate-900">{t("summary.score", { correct: result.correct, total: result.total })}</p>
        <p className="mt-1 text-lg text-slate-700">{t("summary.accuracy", { percent })}</p>
        <p className="mt-1 text-slate-700">{t("summary.timeSpent", { time: formatDuration(result.timeSpentSeconds) })}</p>
        <p className="mt-4 text-xl font-semibold text-brand-700">{t(`summary.messages.${accuracyBand(result.correct, result.total)}`)}</p>
        {missed > 0 && !isReviewSubsection(result.topic) ? <p className="mt-2 text-sm text-slate-600">{t("summary.missedNote", { count: missed })}</p> : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <ButtonLink to="/sat-practice" variant="outline">
          {t("summary.backToMenu")}
        </ButtonLink>
        {isReviewSubsection(result.topic) ? null : (
          <Form method="post" action={practicePath(result.topic)}>
            <input type="hidden" name="intent" value="start" />
            <input type="hidden" name="count" value={String(Math.min(result.total, 45))} />
            <input type="hidden" name="secondsPerQuestion" value={String(PRACTICE_DEFAULTS.secondsPerQuestion)} />
            <input type="hidden" name="totalSeconds" value={String(PRACTICE_DEFAULTS.totalSeconds)} />
            <button type="submit" className={buttonClassName({ variant: "primary" })}>
              {t("summary.tryAgain")}
            </button>
          </Form>
        )}
        <Link to="/sat-practice?tab=progress" className={textLinkClassName}>
          {t("summary.progress")}
        </Link>
      </div>
    </div>
  );
}
