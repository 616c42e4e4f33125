import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { intlLocale } from "~/lib/i18n";
import { useLiveData } from "~/lib/use-live-data";
import { numberFormat } from "~/lib/intl-formats";
import { textLinkClassName } from "~/ui/button-link";
import { formatUsd } from "~/ui/format-price";
import { WhenVisible } from "~/ui/when-visible";
import type { AdminOverview } from "./get-admin-overview.server";
import { WeeklyRevenueTable } from "./weekly-revenue-table";

/** How often the open Overview reloads its figures. */
export const OVERVIEW_REFRESH_MS = 30_000;

// The chart library is large: only this tab loads it, in the browser, when the chart scrolls into view (the table serves the rest).
const WeeklyRevenueChart = lazy(() => import("./weekly-revenue-chart"));

export function AdminOverviewPage({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation("admin-office");
  useLiveData({ polling: true, intervalMs: OVERVIEW_REFRESH_MS });
  const number = numberFormat(intlLocale(i18n.language), {});
  const { counts, revenue, weeks } = overview;

  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-counts">
        <h2 id="overview-counts" className="text-xl font-semibold text-slate-900">
          {t("overview.countsHeading")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <Figure label={t("overview.students")} value={number.format(counts.students)} testId="count-students" />
          <Figure label={t("overview.mentors")} value={number.format(counts.mentors)} testId="count-mentors" />
          <Figure
            label={t("overview.meetings")}
            value={number.format(counts.meetings)}
            hint={t("overview.upcoming", { count: counts.upcomingMeetings })}
            testId="count-meetings"
          />
        </dl>
      </section>

      <section aria-labelledby="overview-revenue">
        <h2 id="overview-revenue" className="text-xl font-semibold text-slate-900">
          {t("overview.revenueHeading")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label={t("overview.gross")} value={formatUsd(revenue.grossCents)} hint={t("overview.grossHint")} testId="revenue-gross" />
          <Figure label={t("overview.commission")} value={formatUsd(revenue.commissionCents)} hint={t("overview.commissionHint")} testId="revenue-commission" />
          <Figure
            label={t("overview.refunded")}
            value={formatUsd(revenue.refundedCents)}
            hint={t("overview.refundedHint", { count: revenue.refundedPayments })}
            testId="revenue-refunded"
          />
          <Figure label={t("overview.refundsDue")} value={formatUsd(revenue.refundsDueCents)} hint={t("overview.refundsDueHint")} testId="revenue-refunds-due" />
          <Figure
            label={t("overview.refundsRequested")}
            value={formatUsd(revenue.refundsRequestedCents)}
            hint={
              <Link to="/admin/refunds" className={textLinkClassName}>
                {t("overview.refundsRequestedHint", { count: revenue.refundsRequested })}
              </Link>
            }
            testId="revenue-refunds-requested"
          />
          <Figure label={t("overview.payoutsOwed")} value={formatUsd(revenue.payoutsOwedCents)} hint={t("overview.payoutsOwedHint")} testId="revenue-payouts-owed" />
          <Figure label={t("overview.payoutsPaid")} value={formatUsd(revenue.payoutsPaidCents)} hint={t("overview.payoutsPaidHint")} testId="revenue-payouts-paid" />
          <Figure
            label={t("overview.mockSales")}
            value={formatUsd(revenue.mockSalesCents)}
            hint={t("overview.mockSalesHint", { count: revenue.mockSales })}
            testId="revenue-mock"
          />
        </dl>
      </section>

      <section aria-labelledby="overview-weekly">
        <h2 id="overview-weekly" className="text-xl font-semibold text-slate-900">
          {t("overview.weeklyHeading")}
        </h2>
        <WhenVisible className="mt-4 h-72">
          <Suspense fallback={null}>
            <WeeklyRevenueChart weeks={weeks} />
          </Suspense>
        </WhenVisible>
        <WeeklyRevenueTable weeks={weeks} />
        <p className="mt-3 text-sm text-slate-600">{t("overview.liveNote")}</p>
      </section>
    </div>
  );
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-sm text-slate-600">{hint}</dd>}
    </div>
  );
}
