import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";

export interface SharedMockExam {
  attemptId: string;
  testNumber: number;
  studentName: string;
  finishedAt: string | null;
  total: number | null;
}

/** On the mentor dashboard: the mock exams students shared with this mentor, newest first. */
export function SharedMockExams({ exams, timeZone }: { exams: SharedMockExam[]; timeZone: string }) {
  const { t, i18n } = useTranslation("sat-mock");
  const format = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "short", day: "numeric", timeZone });
  return (
    <section aria-labelledby="shared-mock-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="shared-mock-heading" className="text-lg font-bold text-brand-950">
        {t("shared.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("shared.text")}</p>
      <ul className="mt-3 grid gap-2">
        {exams.map((e) => (
          <li key={e.attemptId} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
            <span>
              <span className="font-medium">{e.studentName}</span> · {t("tab.testName", { number: e.testNumber })}
              {e.finishedAt ? ` · ${format.format(new Date(e.finishedAt))}` : ""}
              {e.total ? ` · ${t("shared.total", { total: e.total })}` : ""}
            </span>
            <Link to={`/sat-practice/exam-report/${e.attemptId}`} className="text-sm font-semibold text-brand-700 underline" aria-label={t("shared.openLabel", { name: e.studentName, number: e.testNumber })}>
              {t("shared.open")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
