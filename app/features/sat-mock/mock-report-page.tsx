import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { CHOICE_LETTERS, QuestionPrompt } from "~/features/sat-practice/question-view";
import { buttonClassName } from "~/ui/button-link";
import type { ScoreEstimate } from "./mock-scoring";
import type { MockReport, ReportModule, ReportQuestion } from "./read-mock-report.server";

export interface ShareTarget {
  id: string;
  name: string;
  shared: boolean;
}

/** A finished attempt: the estimate, results per domain, time against the pace, every question reviewed. */
export function MockReportPage({ report, shareTargets, timeZone }: { report: MockReport; shareTargets: ShareTarget[] | null; timeZone: string }) {
  const { t, i18n } = useTranslation("sat-mock");
  const finished = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(new Date(report.finishedAt));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold text-brand-950">{t("report.heading", { number: report.testNumber })}</h1>
      <p className="mt-2 text-slate-700">{report.isOwner ? t("report.finished", { date: finished }) : t("report.sharedBy", { name: report.studentName, date: finished })}</p>

      <section aria-labelledby="scores-heading" className="mt-8">
        <h2 id="scores-heading" className="text-xl font-bold text-brand-950">{t("report.scoresHeading")}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <ScoreCard label={t("report.total")} estimate={report.score.total} min={400} max={1600} />
          <ScoreCard label={t("report.english")} estimate={report.score.english} min={200} max={800} />
          <ScoreCard label={t("report.math")} estimate={report.score.math} min={200} max={800} />
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("report.estimateNote")}</p>
      </section>

      <section aria-labelledby="domains-heading" className="mt-10">
        <h2 id="domains-heading" className="text-xl font-bold text-brand-950">{t("report.domainsHeading")}</h2>
        <table className="mt-4 w-full border border-slate-200 text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">{t("report.domain")}</th>
              <th scope="col" className="px-3 py-2">{t("report.correctOfAttempted")}</th>
              <th scope="col" className="px-3 py-2">{t("report.questions")}</th>
            </tr>
          </thead>
          <tbody>
            {report.domains.map((d) => (
              <tr key={d.domain} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium">{t(`domains.${d.domain}`)}</th>
                <td className="px-3 py-2">{t("report.ofAttempted", { correct: d.correct, attempted: d.attempted })}</td>
                <td className="px-3 py-2">{d.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="time-heading" className="mt-10">
        <h2 id="time-heading" className="text-xl font-bold text-brand-950">{t("report.timeHeading")}</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {report.modules.map((m) => (
            <li key={m.moduleIndex} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-brand-950">{t(`module.${m.moduleIndex}`)} · {t(`forms.${m.form}`)}</p>
              <p className="mt-1 text-sm text-slate-700">{t("report.pace", { average: averageSeconds(m), pace: m.paceSeconds })}</p>
              {m.submittedBy === "time" ? <p className="mt-1 text-sm text-amber-800">{t("report.endedByTime")}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      {shareTargets ? <ShareSection targets={shareTargets} /> : null}

      <section aria-labelledby="review-heading" className="mt-10">
        <h2 id="review-heading" className="text-xl font-bold text-brand-950">{t("report.reviewHeading")}</h2>
        {report.modules.map((m) => (
          <ModuleReview key={m.moduleIndex} module={m} />
        ))}
      </section>

      <div className="mt-10">
        <Link to={report.isOwner ? "/sat-practice?tab=progress" : "/mentor-dashboard"} className={buttonClassName({ variant: "outline" })}>
          {report.isOwner ? t("report.backToPractice") : t("report.backToDashboard")}
        </Link>
      </div>
    </div>
  );
}

function averageSeconds(m: ReportModule): number {
  return Math.round(m.questions.reduce((n, q) => n + q.secondsSpent, 0) / m.questions.length);
}

function ScoreCard({ label, estimate, min, max }: { label: string; estimate: ScoreEstimate; min: number; max: number }) {
  const { t } = useTranslation("sat-mock");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-brand-950">{t("report.range", { low: estimate.low, high: estimate.high })}</p>
      <p className="mt-1 text-sm text-slate-600">{t("report.estimate", { score: estimate.score, min, max })}</p>
    </div>
  );
}

function answerText(q: ReportQuestion, response: string | null): string {
  if (response === null) return "—";
  return q.type === "mcq" ? CHOICE_LETTERS[Number(response)] ?? response : response;
}

function ModuleReview({ module }: { module: ReportModule }) {
  const { t } = useTranslation("sat-mock");
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-brand-950">
        {t(`module.${module.moduleIndex}`)} · {t(`forms.${module.form}`)}
      </h3>
      <ol className="mt-3 grid gap-2">
        {module.questions.map((q) => (
          <li key={q.position}>
            <details className="rounded-xl border border-slate-200 p-3 open:bg-slate-50" data-testid={`review-${module.moduleIndex}-${q.position + 1}`}>
              <summary className="cursor-pointer text-sm">
                <span className="font-semibold">{t("report.questionNumber", { number: q.position + 1 })}</span>{" "}
                <span className={q.correct ? "text-emerald-700" : "text-red-700"}>{q.correct ? t("report.right") : q.response === null ? t("report.omitted") : t("report.wrong")}</span>
                {" · "}
                {t("report.yourAnswer", { answer: answerText(q, q.response) })} · {t("report.key", { answer: answerText(q, q.answer.key) })} · {t("report.seconds", { count: q.secondsSpent })}
                {q.secondsSpent > module.paceSeconds ? ` (${t("report.overPace")})` : ""} · {t(`domains.${q.domain}`)}
                {q.pilot ? ` · ${t("report.pilot")}` : ""}
              </summary>
              <div className="mt-3 grid gap-3">
                <QuestionPrompt question={q} />
                {q.type === "mcq" ? (
                  <ol className="grid gap-2">
                    {q.prompt.choicesHtml.map((html, i) => (
                      <li key={i} className={`rounded-lg border p-2 ${String(i) === q.answer.key ? "border-emerald-600 bg-emerald-50" : String(i) === q.response ? "border-red-600 bg-red-50" : "border-slate-200"}`}>
                        <span className="font-semibold">{CHOICE_LETTERS[i]}.</span> <span className="sat-text" dangerouslySetInnerHTML={{ __html: html }} />
                        {q.answer.choiceExplanationsHtml[i] ? <div className="sat-text mt-1 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: q.answer.choiceExplanationsHtml[i]! }} /> : null}
                      </li>
                    ))}
                  </ol>
                ) : null}
                <div>
                  <p className="text-sm font-semibold text-slate-700">{t("report.explanation")}</p>
                  <div className="sat-text text-sm text-slate-800" dangerouslySetInnerHTML={{ __html: q.answer.explanationHtml }} />
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ShareSection({ targets }: { targets: ShareTarget[] }) {
  const { t } = useTranslation("sat-mock");
  return (
    <section aria-labelledby="share-heading" className="mt-10 rounded-2xl border border-slate-200 p-5">
      <h2 id="share-heading" className="text-xl font-bold text-brand-950">{t("share.heading")}</h2>
      <p className="mt-2 text-slate-700">{t("share.text")}</p>
      {targets.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("share.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {targets.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-medium">{m.name}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="share" />
                <input type="hidden" name="mentorId" value={m.id} />
                <input type="hidden" name="shared" value={m.shared ? "false" : "true"} />
                <button type="submit" className={buttonClassName({ variant: m.shared ? "outline" : "primary", size: "sm" })}>
                  {m.shared ? t("share.stop", { name: m.name }) : t("share.share", { name: m.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
