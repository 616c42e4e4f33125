import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { ProgressTab } from "./progress-tab";
import { QuestionBankTab } from "./question-bank-tab";
import type { SubsectionProgress } from "./read-practice-catalogue.server";
import type { ProgressView } from "./read-progress.server";
import type { PracticeSubject } from "./practice-subject";

export const practiceTabs = ["bank", "mock", "progress"] as const;
export type PracticeTab = (typeof practiceTabs)[number];

export interface SatPracticePageProps {
  tab: PracticeTab;
  catalogue: SubsectionProgress[];
  /** The Mock Exams tab and the mock results shown under Progress Tracking (composed by the route). */
  mockTab?: ReactNode;
  mockResults?: ReactNode;
  progress: ProgressView | null;
  subject: PracticeSubject | null;
  timeZone: string;
}

/** /sat-practice: Question Bank, Mock Exams and Progress Tracking, one tab at a time (the tab is in the URL). */
export function SatPracticePage({ tab, catalogue, mockTab, mockResults, progress, subject, timeZone }: SatPracticePageProps) {
  const { t } = useTranslation("sat-practice");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold text-brand-950">{t("heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <nav aria-label={t("tabs.label")} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {practiceTabs.map((name) => (
            <li key={name}>
              <Link
                to={name === "bank" ? "/sat-practice" : `/sat-practice?tab=${name}`}
                aria-current={tab === name ? "page" : undefined}
                className="inline-flex h-11 items-center rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-brand-700 focus-visible:focus-ring aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
              >
                {t(`tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {tab === "bank" ? <QuestionBankTab catalogue={catalogue} /> : null}
        {tab === "mock" ? mockTab : null}
        {tab === "progress" && progress ? <ProgressTab progress={progress} subject={subject} timeZone={timeZone} /> : null}
        {tab === "progress" ? mockResults : null}
      </div>
    </div>
  );
}
