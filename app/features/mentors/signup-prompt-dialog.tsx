import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";

/** Spec §9: the sign-up prompt appears after a visitor has browsed for this long. */
export const SIGNUP_PROMPT_DELAY_MS = 30_000;

/** A dismissible invitation to sign up, shown once per visit after the delay. */
export function SignupPromptDialog() {
  const { t } = useTranslation("mentors");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), SIGNUP_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
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
