import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";

/** The resource route every dashboard posts a meeting change to (routes/resources.meetings.ts). */
export const MEETINGS_ACTION = "/resources/meetings";

type CancelAnswer = { ok: true } | { error: string; message?: string; fields?: Record<string, string> };

export interface CancelSessionProps {
  meetingId: string;
  studentName: string;
  /** The session's date and Eastern time as text, for the button's name and the dialog. */
  when: string;
  /** The longest reason the server takes (meeting-lifecycle's CANCEL_REASON_MAX, sent by the loader so no schema ships here). */
  reasonMax: number;
  /** After the server cancelled it: the page's data reloads by itself (a fetcher's action revalidates). */
  onCancelled: () => void;
}

/**
 * "Cancel session" and its confirmation. The dialog says what follows (the student's full
 * refund, the cancellation recorded against the mentor) before anything is posted; the server's
 * refusal (too late, already changed) shows in the dialog as an alert. Radix keeps focus inside
 * and gives it back on close.
 */
export function CancelSessionButton({ meetingId, studentName, when, reasonMax, onCancelled }: CancelSessionProps) {
  const { t } = useTranslation("meeting-changes");
  const fetcher = useFetcher<CancelAnswer>();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const busy = fetcher.state !== "idle";
  // The page does not reload after this post (the route's shouldRevalidate): the announcement does.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = answer && "error" in answer ? answer : null;
  const done = answer !== undefined && "ok" in answer;

  useEffect(() => {
    if (done) onCancelled();
  }, [done, onCancelled]);

  return (
    // Closed by the server's yes; the page's data then reloads without this meeting or request.
    <Dialog.Root open={open && !done} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClassName({ variant: "outline", size: "sm", className: "shrink-0" })} aria-label={t("mentor.cancel.openFor", { name: studentName, when })}>
        {t("mentor.cancel.open")}
      </Dialog.Trigger>
      <DialogPanel role="alertdialog" className="max-w-lg" data-testid="cancel-session-dialog">
        <DialogHeader title={t("mentor.cancel.title")} description={t("mentor.cancel.body", { name: studentName, when })} closeLabel={t("mentor.cancel.keep")} />
        <fetcher.Form method="post" action={MEETINGS_ACTION} className="space-y-4 px-6 py-5">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="meetingId" value={meetingId} />
          <Textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={reasonMax}
            label={t("mentor.cancel.reason")}
            hint={t("mentor.cancel.reasonHint")}
            error={refused?.fields?.reason ?? null}
          />
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
