import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import BarChart from "~/ui/bar-chart";
import { formatUsd } from "~/ui/format-price";
import type { RevenueWeek } from "./get-admin-overview.server";
import { weekLabel } from "./week-label";

const dollars = (value: number) => formatUsd(Math.round(value * 100));

/** Weekly gross paid and commission as bars. Loaded lazily in the browser only (see AdminOverviewPage). */
export default function WeeklyRevenueChart({ weeks }: { weeks: RevenueWeek[] }) {
  const { t, i18n } = useTranslation("admin-office");
  const locale = intlLocale(i18n.language);
  return (
    // The table under the chart carries the figures for assistive technology.
    <div role="img" aria-label={t("overview.weeklyChartLabel")} className="h-full" data-testid="weekly-revenue-chart">
      <BarChart
        labels={weeks.map((week) => weekLabel(week.weekStart, locale))}
        series={[
          { label: t("overview.gross"), values: weeks.map((week) => week.grossCents / 100), color: "#1d4ed8" },
          { label: t("overview.commission"), values: weeks.map((week) => week.commissionCents / 100), color: "#f59e0b" },
        ]}
        formatValue={dollars}
      />
    </div>
  );
}
