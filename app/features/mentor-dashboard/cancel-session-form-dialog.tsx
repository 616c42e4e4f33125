import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { OnUseDialogProps } from "~/ui/dialog-on-use";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { MEETINGS_ACTION, type CancelSessionProps } from "./cancel-session-dialog";

type CancelAnswer = { ok: true } | { error: string; message?: string; fields?: Record<string, string> };

/**
 * The confirmation of a mentor's cancellation. It says what follows (the student's full refund,
 * the cancellation recorded against the mentor) before anything is posted; the server's refusal
 * (too late, already changed) shows in the dialog as an alert.
 */
export default function CancelSessionFormDialog({ meetingId, studentName, when, reasonMax, onCancelled, open, onOpenChange, onCloseAutoFocus }: CancelSessionProps & OnUseDialogProps) {
  const { t } = useTranslation("meeting-changes");
  const fetcher = useFetcher<CancelAnswer>();
  const reasonId = useId();
  const busy = fetcher.state !== "idle";
  // The page does not reload after this post (the route's shouldRevalidate): the announcement does.
  const answer = useFetcherAnswer(fetcher, (answer) => {
    if ("ok" in answer) onCancelled();
  });
  const refused = answer && "error" in answer ? answer : null;
  const done = answer !== undefined && "ok" in answer;

  return (
    // Closed by the server's yes; the page's data then reloads without this meeting or request, so
    // the focus stays where the announcement put it instead of going back to the departing button.
    <Dialog.Root open={open && !done} onOpenChange={onOpenChange}>
      <DialogPanel role="alertdialog" className="max-w-lg" data-testid="cancel-session-dialog" onCloseAutoFocus={(event) => (done ? event.preventDefault() : onCloseAutoFocus(event))}>
        <DialogHeader title={t("mentor.cancel.title")} description={t("mentor.cancel.body", { name: studentName, when })} closeLabel={t("mentor.cancel.keep")} />
        <fetcher.Form method="post" action={MEETINGS_ACTION} className="space-y-4 px-6 py-5">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="meetingId" value={meetingId} />
          <Textarea id={reasonId} name="reason" rows={3} maxLength={reasonMax} label={t("mentor.cancel.reason")} hint={t("mentor.cancel.reasonHint")} error={refused?.fields?.reason ?? null} />
          <FormAlert message={refused && !refused.fields?.reason ? (refused.message ?? t("mentor.cancel.failed")) : null} testId="cancel-session-error" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className={buttonClassName({ variant: "outline", size: "sm" })}>
              {t("mentor.cancel.keep")}
            </Dialog.Close>
            <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })} disabled={busy}>
              {busy ? t("mentor.cancel.confirming") : t("mentor.cancel.confirm")}
            </button>
          </div>
        </fetcher.Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
