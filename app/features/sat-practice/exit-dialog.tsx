import * as Dialog from "@radix-ui/react-dialog";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/ui/button-link";
import { DialogPanel } from "~/ui/dialog-frame";

/** Leaving asks first, in the spec's words; confirming ends the session without a result. */
export function ExitDialog({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation("sat-practice");
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClassName({ variant: "outline", size: "sm" })}>{t("question.exit")}</Dialog.Trigger>
      <DialogPanel role="alertdialog" className="max-w-md p-6 sm:p-8">
        <Dialog.Title className="text-xl font-bold text-brand-950">{t("question.exitTitle")}</Dialog.Title>
        <Dialog.Description className="mt-3 text-slate-700">{t("question.exitText")}</Dialog.Description>
        <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="abandon" />
          <input type="hidden" name="sessionId" value={sessionId} />
          <Dialog.Close type="button" className={buttonClassName({ variant: "outline" })}>
            {t("question.exitCancel")}
          </Dialog.Close>
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {t("question.exitConfirm")}
          </button>
        </Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
