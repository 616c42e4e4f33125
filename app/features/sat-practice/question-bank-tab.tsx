import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { practicePath } from "./practice-subject";
import type { SubsectionProgress } from "./read-practice-catalogue.server";

/** The course catalogue: Mathematics and English, each subsection with its progress (spec §2). */
export function QuestionBankTab({ catalogue }: { catalogue: SubsectionProgress[] }) {
  const { t } = useTranslation("sat-practice");
  return (
    <section aria-labelledby="bank-heading">
      <h2 id="bank-heading" className="sr-only">
        {t("bank.heading")}
      </h2>
      {(["math", "english"] as const).map((section) => (
        <div key={section} className="mb-10">
          <h3 className="text-xl font-bold text-brand-950">{t(`subjects.${section}`)}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {catalogue
              .filter((s) => s.section === section)
              .map((s) => (
                <SubsectionCard key={s.id} subsection={s} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function SubsectionCard({ subsection }: { subsection: SubsectionProgress }) {
  const { t } = useTranslation("sat-practice");
  const name = t(`subsections.${subsection.id}.name`);
  const percent = subsection.total === 0 ? 0 : Math.round((subsection.completed / subsection.total) * 100);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`subsection-${subsection.id}`}>
      <h4 className="font-semibold text-brand-950">{t(`levels.${subsection.level}`)}</h4>
      <p className="mt-1 flex-1 text-sm text-slate-600">{t(`subsections.${subsection.id}.description`)}</p>
      <p className="mt-3 text-sm text-slate-700">{t("bank.questions", { total: subsection.total })}</p>
      <div
        role="progressbar"
        aria-label={t("bank.progressLabel", { name, completed: subsection.completed, total: subsection.total })}
        aria-valuemin={0}
        aria-valuemax={subsection.total}
        aria-valuenow={subsection.completed}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{t("bank.completed", { completed: subsection.completed, total: subsection.total })}</p>
      <ButtonLink
        to={practicePath(subsection.id)}
        variant={subsection.hasOpenSession ? "primary" : "outline"}
        size="sm"
        className="mt-4"
        aria-label={t(subsection.hasOpenSession ? "bank.continueLabel" : "bank.practiseLabel", { name })}
      >
        {t(subsection.hasOpenSession ? "bank.continue" : "bank.practise")}
      </ButtonLink>
    </li>
  );
}
