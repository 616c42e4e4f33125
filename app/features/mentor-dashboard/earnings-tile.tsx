import { Wallet } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { PLATFORM_COMMISSION_PERCENT } from "~/features/booking/pricing";
import { buttonClassName } from "~/ui/button-link";
import { formatUsd } from "~/ui/format-price";
import type { MentorEarnings } from "./get-mentor-earnings.server";
import { PayoutOnboarding } from "./payout-onboarding";
import { Tile } from "./tile";

/** The payout account as the dashboard shows it; null where payouts are not set up on this server. */
export interface PayoutStatus {
  connected: boolean;
  /** Where connecting starts (the local test onboarding page, or the way to Stripe's). */
  onboardingUrl: string;
  /** The payout provider's balance page (Stripe's Express dashboard); null in local mode. */
  balanceUrl: string | null;
}

/**
 * Total Earnings from our ledger, with how it is computed, and where the payouts are: pending,
 * available and paid. The split's copy is in the "meeting-changes" page namespace (the route loads it).
 */
export function EarningsTile({ earnings, payout }: { earnings: MentorEarnings; payout: PayoutStatus | null }) {
  const { t } = useTranslation("mentor-dashboard");
  const { t: tp } = useTranslation("payouts");
  const { t: tc } = useTranslation("meeting-changes");
  const commission = PLATFORM_COMMISSION_PERCENT;
  return (
    <Tile icon={<Wallet className="size-5" aria-hidden="true" />} title={t("tiles.earnings.title")} value={formatUsd(earnings.earnedCents)} testId="tile-earnings">
      <p>
        {earnings.sessions > 0
          ? t("tiles.earnings.explain", {
              count: earnings.sessions,
              share: 100 - commission,
              gross: formatUsd(earnings.grossCents),
              commission,
              fee: formatUsd(earnings.commissionCents),
            })
          : t("tiles.earnings.none", { commission })}
      </p>
      {payout ? (
        <>
          <ul className="mt-2 space-y-0.5" data-testid="payout-split">
            <li>{tc("mentor.earnings.pending", { amount: formatUsd(earnings.pendingCents) })}</li>
            <li>{tc("mentor.earnings.available", { amount: formatUsd(earnings.availableCents) })}</li>
            <li>{tc("mentor.earnings.paid", { amount: formatUsd(earnings.paidCents) })}</li>
          </ul>
          <p className={`mt-2 font-medium ${payout.connected ? "text-emerald-700" : "text-amber-800"}`} data-testid="payout-status">
            {tp(payout.connected ? "earnings.connected" : "earnings.notConnected")}
          </p>
          {payout.connected ? null : <PayoutOnboarding onboardingUrl={payout.onboardingUrl} />}
          {payout.connected && payout.balanceUrl ? (
            <a href={payout.balanceUrl} className={buttonClassName({ variant: "outline", size: "sm", className: "mt-3" })}>
              {tp("earnings.openBalance")}
            </a>
          ) : null}
        </>
      ) : earnings.upcomingCents > 0 ? (
        <p className="mt-1">{t("tiles.earnings.upcoming", { amount: formatUsd(earnings.upcomingCents) })}</p>
      ) : null}
      {earnings.refundedSessions > 0 ? (
        <p className="mt-2" data-testid="earnings-refunded">
          {tc("mentor.earnings.refunded", { count: earnings.refundedSessions, amount: formatUsd(earnings.refundedCents) })}
        </p>
      ) : null}
    </Tile>
  );
}
