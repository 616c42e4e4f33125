import { useTranslation } from "~/lib/i18n-react";

const STATS = ["mentors", "success", "universities", "students", "support"] as const;

/** The marketing claims: 100+ mentors online, 97% success rate, 50+ universities, 10K+ students, 24/7 support. */
export function StatsBand() {
  const { t } = useTranslation("home");
  return (
    <section aria-label={t("stats.label")} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {STATS.map((key) => (
            <div key={key} className="flex flex-col-reverse items-center rounded-2xl bg-brand-50 px-4 py-6 text-center last:col-span-2 sm:last:col-span-1">
              <dt className="mt-1 text-sm font-medium text-slate-700">{t(`stats.${key}.label`)}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{t(`stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
