import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClassName, ButtonLink } from "~/ui/button-link";

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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="signup-prompt"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none sm:p-8"
        >
          <Dialog.Close
            aria-label={t("prompt.close")}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
