import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";

/** The invitation to sign up (signup-prompt.tsx decides when; this module loads then). */
export function SignupPromptDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation("mentors");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel data-testid="signup-prompt" className="max-w-md p-6 text-center sm:p-8">
        <DialogCloseButton label={t("prompt.close")} className="absolute top-3 right-3" />
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Sparkles className="size-7" aria-hidden="true" />
        </span>
        <Dialog.Title className="mt-4 text-2xl font-bold text-brand-950">{t("prompt.title")}</Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-600">{t("prompt.body")}</Dialog.Description>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/signup" variant="primary" size="lg">
            {t("prompt.signup")}
          </ButtonLink>
          <ButtonLink to="/login" variant="outline" size="lg">
            {t("prompt.login")}
          </ButtonLink>
        </div>
        <Dialog.Close className={buttonClassName({ variant: "ghost", size: "sm", className: "mt-4" })}>{t("prompt.later")}</Dialog.Close>
      </DialogPanel>
    </Dialog.Root>
  );
}
