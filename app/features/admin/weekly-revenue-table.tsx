import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { formatUsd } from "~/ui/format-price";
import type { RevenueWeek } from "./get-admin-overview.server";
import { weekLabel } from "./week-label";

/** The chart's figures as a table: what a screen reader (and the server render) gets. */
export function WeeklyRevenueTable({ weeks }: { weeks: RevenueWeek[] }) {
  const { t, i18n } = useTranslation("admin-office");
  const locale = intlLocale(i18n.language);
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="weekly-revenue-table">
        <caption className="bg-slate-50 px-4 py-2 text-left font-medium text-slate-700">{t("overview.weeklyTableCaption")}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t("overview.week")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {t("overview.gross")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {t("overview.commission")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
                <time dateTime={week.weekStart}>{weekLabel(week.weekStart, locale)}</time>
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{formatUsd(week.grossCents)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatUsd(week.commissionCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
