import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { PLATFORM_COMMISSION_PERCENT } from "~/features/booking/pricing";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";

/** The 'User Onboarding' modal (spec §4): what connecting a payout account gives, and the way there. */
export default function PayoutOnboardingDialog({ onboardingUrl, open, onOpenChange, onCloseAutoFocus }: { onboardingUrl: string } & OnUseDialogProps) {
  const { t } = useTranslation("payouts");
  const commission = PLATFORM_COMMISSION_PERCENT;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel aria-describedby="payout-onboarding-intro" className="max-w-md p-6" data-testid="payout-onboarding" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-bold text-brand-950">{t("onboarding.title")}</Dialog.Title>
          <DialogCloseButton label={t("onboarding.close")} className="-mt-1 -mr-2" />
        </div>
        <Dialog.Description id="payout-onboarding-intro" className="mt-2 text-slate-700">
          {t("onboarding.intro")}
        </Dialog.Description>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>{t("onboarding.point1", { share: 100 - commission })}</li>
          <li>{t("onboarding.point2", { commission })}</li>
          <li>{t("onboarding.point3")}</li>
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Dialog.Close className={buttonClassName({ variant: "outline" })}>{t("onboarding.later")}</Dialog.Close>
          {/* A full page load: in Stripe mode the address sends the browser on to Stripe. */}
          <Link to={onboardingUrl} reloadDocument className={buttonClassName()}>
            {t("onboarding.connect")}
          </Link>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
