import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";

export interface EmailSentActionData {
  ok: boolean;
  meetingId?: string;
  /** admin namespace key of the refusal. */
  error?: string;
}

/**
 * "Mark as sent" and its confirmation: the flag goes from false to true only after the admin
 * confirms, and never back (the server refuses that too). Radix gives the dialog its keyboard
 * behaviour: focus moves in, Tab stays inside, Escape closes, focus returns to the button. Once
 * saved, the page's data reloads and the row shows "Sent" instead of this button and its dialog.
 */
export function EmailSentButton({ meetingId, mentor, student, when }: { meetingId: string; mentor: string; student: string; when: string }) {
  const { t } = useTranslation("admin-office");
  const fetcher = useFetcher<EmailSentActionData>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClassName({ variant: "outline", size: "sm" })} aria-label={t("meetings.markSentFor", { mentor, student })}>
        {t("meetings.markSent")}
      </Dialog.Trigger>
      <DialogPanel className="max-w-md p-6">
        <Dialog.Title className="text-lg font-bold text-slate-900">{t("meetings.confirmTitle")}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700">{t("meetings.confirmBody", { mentor, student, when })}</Dialog.Description>
        <div className="mt-4">
          <FormAlert message={fetcher.data?.error ? t(fetcher.data.error) : null} />
        </div>
        <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="set-email-sent" />
          <input type="hidden" name="meetingId" value={meetingId} />
          <input type="hidden" name="emailSent" value="true" />
          <Dialog.Close type="button" className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {t("meetings.cancel")}
          </Dialog.Close>
          <button type="submit" className={buttonClassName({ size: "sm" })} disabled={busy}>
            {t("meetings.confirm")}
          </button>
        </fetcher.Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
