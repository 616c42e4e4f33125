import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PLATFORM_COMMISSION_PERCENT } from "~/features/booking/pricing";
import { formatUsd } from "~/ui/format-price";
import type { MentorEarnings } from "./get-mentor-earnings.server";
import { Tile } from "./tile";

/** Total Earnings from our ledger, with how it is computed (the payout account's balance is a separate issue). */
export function EarningsTile({ earnings }: { earnings: MentorEarnings }) {
  const { t } = useTranslation("mentor-dashboard");
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
      {earnings.upcomingCents > 0 ? <p className="mt-1">{t("tiles.earnings.upcoming", { amount: formatUsd(earnings.upcomingCents) })}</p> : null}
    </Tile>
  );
}
