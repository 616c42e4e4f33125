import { useTranslation } from "~/lib/i18n-react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { intlLocale } from "~/lib/i18n";
import { formatUsd } from "~/ui/format-price";
import type { RevenueWeek } from "./get-admin-overview.server";
import { weekLabel } from "./week-label";

/** Weekly gross paid and commission as bars. Loaded lazily in the browser only (see AdminOverviewPage). */
export default function WeeklyRevenueChart({ weeks }: { weeks: RevenueWeek[] }) {
  const { t, i18n } = useTranslation("admin-office");
  const locale = intlLocale(i18n.language);
  const data = weeks.map((week) => ({ label: weekLabel(week.weekStart, locale), gross: week.grossCents / 100, commission: week.commissionCents / 100 }));
  const dollars = (value: unknown) => formatUsd(Math.round(Number(value) * 100));
  return (
    // The table under the chart carries the figures for assistive technology.
    <div role="img" aria-label={t("overview.weeklyChartLabel")} className="mt-4 h-72" data-testid="weekly-revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis tickFormatter={dollars} tick={{ fill: "#334155", fontSize: 12 }} width={80} />
          <Tooltip formatter={dollars} />
          <Legend />
          <Bar dataKey="gross" name={t("overview.gross")} fill="#1d4ed8" />
          <Bar dataKey="commission" name={t("overview.commission")} fill="#f59e0b" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
