import { Form, Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { zonedDateTimeFormat } from "~/lib/time-zone";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { formatDuration, percentOf } from "./format-duration";
import { PRACTICE_DEFAULTS } from "./practice-limits";
import type { PracticeSubject } from "./practice-subject";
import { practicePath, REVIEW_SUBSECTIONS } from "./practice-subject";
import type { ProgressView } from "./read-progress.server";

const filters: (PracticeSubject | null)[] = [null, "math", "english"];

/** Latest five results (optionally by subject), accuracy per skill, and the error log with what is due. */
export function ProgressTab({ progress, subject, timeZone }: { progress: ProgressView; subject: PracticeSubject | null; timeZone: string }) {
  const { t, i18n } = useTranslation("sat-practice");
  const dates = zonedDateTimeFormat(intlLocale(i18n.language), { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return (
    <div className="grid gap-10">
      <section aria-labelledby="results-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="results-heading" className="text-xl font-bold text-brand-950">
            {t("progress.latest")}
          </h2>
          <nav aria-label={t("progress.filterLabel")}>
            <ul className="flex gap-2">
              {filters.map((f) => (
                <li key={f ?? "all"}>
                  <Link
                    to={f ? `/sat-practice?tab=progress&subject=${f}` : "/sat-practice?tab=progress"}
                    aria-current={subject === f ? "page" : undefined}
                    className="inline-flex h-9 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:border-brand-400 focus-visible:focus-ring aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                  >
                    {f ? t(`subjects.${f}`) : t("progress.all")}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {progress.results.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 p-6 text-slate-700">{t("progress.empty")}</p>
        ) : (
          <ol className="mt-4 grid gap-3" data-testid="practice-results">
            {progress.results.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div>
                  <p className="font-semibold text-brand-950">{t(`subsections.${r.topic}.name`)}</p>
                  <p className="text-sm text-slate-600">
                    {t("progress.completedAt", { date: dates.format(new Date(r.completedAt)) })} · {t("progress.timeSpent", { time: formatDuration(r.timeSpentSeconds) })}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block font-semibold text-slate-900">{t("progress.score", { correct: r.correct, total: r.total })}</span>
                  <span className="text-sm text-slate-600">{t("progress.percent", { percent: percentOf(r.correct, r.total) })}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="skills-heading">
        <h2 id="skills-heading" className="text-xl font-bold text-brand-950">
          {t("progress.skillsHeading")}
        </h2>
        {progress.skills.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("progress.skillsEmpty")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-md text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">{t("progress.skill")}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t("progress.answered")}</th>
                  <th scope="col" className="py-2 font-medium">{t("progress.accuracy")}</th>
                </tr>
              </thead>
              <tbody>
                {progress.skills.map((s) => (
                  <tr key={s.skill} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                      {t(`skills.${s.skill}`)} <span className="text-slate-500">({t(`subjects.${s.subject}`)})</span>
                    </th>
                    <td className="py-2 pr-4 tabular-nums">{s.answered}</td>
                    <td className="py-2 tabular-nums">{t("progress.percent", { percent: percentOf(s.correct, s.answered) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="review-heading">
        <h2 id="review-heading" className="text-xl font-bold text-brand-950">
          {t("progress.reviewHeading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("progress.reviewIntro")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {(["math", "english"] as const).map((s) => (
            <ReviewButton key={s} subject={s} due={progress.dueNow[s]} />
          ))}
        </div>
        {progress.errorLog.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("progress.reviewEmpty")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-md text-left text-sm" data-testid="error-log">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">{t("progress.skill")}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t("progress.lapses")}</th>
                  <th scope="col" className="py-2 font-medium">{t("progress.nextReview")}</th>
                </tr>
              </thead>
              <tbody>
                {progress.errorLog.map((e) => (
                  <tr key={e.itemId} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                      {t(`skills.${e.skill}`)} <span className="text-slate-500">({t(`subsections.${e.subsectionId}.name`)})</span>
                    </th>
                    <td className="py-2 pr-4">{t("progress.lapsesCount", { count: e.misses })}</td>
                    <td className="py-2">{dates.format(new Date(e.due))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function ReviewButton({ subject, due }: { subject: PracticeSubject; due: number }) {
  const { t } = useTranslation("sat-practice");
  const label = `${t("progress.startReview", { subject: t(`subjects.${subject}`) })} · ${t("progress.dueNow", { count: due })}`;
  if (due === 0) {
    return (
      <Link to={practicePath(REVIEW_SUBSECTIONS[subject])} className={`${textLinkClassName} inline-flex h-11 items-center`}>
        {label}
      </Link>
    );
  }
  return (
    <Form method="post" action={practicePath(REVIEW_SUBSECTIONS[subject])}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="count" value={String(PRACTICE_DEFAULTS.count)} />
      <input type="hidden" name="secondsPerQuestion" value={String(PRACTICE_DEFAULTS.secondsPerQuestion)} />
      <input type="hidden" name="totalSeconds" value={String(PRACTICE_DEFAULTS.totalSeconds)} />
      <button type="submit" className={buttonClassName({ variant: "primary" })}>
        {label}
      </button>
    </Form>
  );
}
