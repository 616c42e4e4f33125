import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/lib/use-hydrated";
import { WhenVisible } from "~/ui/when-visible";
import { admissionRates, monthLabel } from "./admission-rates";

const AdmissionRatesChart = lazy(() => import("./admission-rates-chart"));

/** 'Admission Rates Comparison': the bar chart (browser only, drawn when scrolled to) and its table (always rendered). */
export function AdmissionRates() {
  const { t, i18n } = useTranslation("success-stories");
  const inBrowser = useHydrated();
  const data = admissionRates();
  const month = (m: number) => monthLabel(m, i18n.language);
  const labels = { traditional: t("chart.traditional"), withMentor: t("chart.withMentor"), month };

  return (
    <section aria-labelledby="admission-rates-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="admission-rates-title" className="text-2xl font-bold text-brand-950">
        {t("chart.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("chart.caption")}</p>
      <WhenVisible className="mt-6 h-80">
        <Suspense fallback={null}>
          <AdmissionRatesChart data={data} labels={labels} />
        </Suspense>
      </WhenVisible>
      <details className="mt-4" open={!inBrowser}>
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 focus-visible:focus-ring">{t("chart.showTable")}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="admission-rates-table">
            <caption className="sr-only">{t("chart.title")}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">{t("chart.month")}</th>
                <th scope="col" className="py-2 pr-4 font-semibold">{t("chart.traditional")}</th>
                <th scope="col" className="py-2 font-semibold">{t("chart.withMentor")}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((point) => (
                <tr key={point.month} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">{month(point.month)}</th>
                  <td className="py-1.5 pr-4 text-slate-700">{point.traditional}%</td>
                  <td className="py-1.5 font-semibold text-brand-700">{point.withMentor}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className="mt-4 text-sm text-slate-500">{t("chart.note")}</p>
    </section>
  );
}
