import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogOnUse } from "~/ui/dialog-on-use";

const loadDialog = () => import("./payout-onboarding-dialog");
const PayoutOnboardingDialog = lazy(loadDialog);

/**
 * The 'User Onboarding' modal (spec §4): opens on every visit until the payout account is
 * connected. 'Not now' closes it for this visit; the button stays on the Earnings tile.
 */
export function PayoutOnboarding({ onboardingUrl }: { onboardingUrl: string }) {
  const { t } = useTranslation("payouts");
  return (
    <DialogOnUse dialog={PayoutOnboardingDialog} preload={loadDialog} props={{ onboardingUrl }} initiallyOpen className={buttonClassName({ size: "sm", className: "mt-3" })}>
      {t("onboarding.open")}
    </DialogOnUse>
  );
}
