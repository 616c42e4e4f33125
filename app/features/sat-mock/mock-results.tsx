import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import type { MockAttemptSummary } from "./list-mock-attempts.server";

/** Past mock exams on the Progress Tracking tab, newest first, each with its report. */
export function MockResults({ attempts, timeZone }: { attempts: MockAttemptSummary[]; timeZone: string }) {
  const { t, i18n } = useTranslation("sat-mock");
  const finished = attempts.filter((a) => a.status === "finished" && a.score);
  const format = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
  return (
    <section aria-labelledby="mock-results-heading" className="mt-10">
      <h2 id="mock-results-heading" className="text-xl font-bold text-brand-950">
        {t("results.heading")}
      </h2>
      {finished.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("results.empty")}</p>
      ) : (
        <table className="mt-4 w-full border border-slate-200 text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">{t("results.test")}</th>
              <th scope="col" className="px-3 py-2">{t("results.date")}</th>
              <th scope="col" className="px-3 py-2">{t("results.total")}</th>
              <th scope="col" className="px-3 py-2">{t("results.sections")}</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">{t("results.report")}</span></th>
            </tr>
          </thead>
          <tbody>
            {finished.map((a) => (
              <tr key={a.attemptId} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium">{t("tab.testName", { number: a.testNumber })}</th>
                <td className="px-3 py-2">{format.format(new Date(a.finishedAt!))}</td>
                <td className="px-3 py-2">{t("report.range", { low: a.score!.total.low, high: a.score!.total.high })}</td>
                <td className="px-3 py-2">{t("results.sectionScores", { english: a.score!.english.score, math: a.score!.math.score })}</td>
                <td className="px-3 py-2">
                  <Link to={`/sat-practice/exam-report/${a.attemptId}`} className="font-semibold text-brand-700 underline" aria-label={t("results.reportLabel", { number: a.testNumber, date: format.format(new Date(a.finishedAt!)) })}>
                    {t("results.report")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
