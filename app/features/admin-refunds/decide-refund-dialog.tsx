import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { DECISION_NOTE_MAX } from "./decision-note";

/** What the Refunds tab's action answers; `error` is a full i18n key ("errors:…", "admin-refunds:…"). */
export interface RefundDecisionAnswer {
  ok: boolean;
  refundId?: string;
  decision?: "approve" | "decline";
  error?: string;
}

export interface DecideRefundProps {
  refundId: string;
  decision: "approve" | "decline";
  /** "Ana Lima, $60.00, Tue, Mar 3, 2026, 3:00 PM EST": who and what, for the button's name and the dialog. */
  summary: string;
  onDecided: (decision: "approve" | "decline") => void;
}

/**
 * Approve or Decline of one guarantee request, each behind its own confirmation (an alert dialog:
 * focus moves in, Tab stays inside, Escape closes). Declining takes an optional note for the
 * student. After the server's answer the page's data reloads and the request leaves the list.
 */
export function DecideRefundButton({ refundId, decision, summary, onDecided }: DecideRefundProps) {
  const { t } = useTranslation("admin-refunds");
  const fetcher = useFetcher<RefundDecisionAnswer>();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const busy = fetcher.state !== "idle";
  // The page does not reload after this post (the route's shouldRevalidate): the announcement does.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const done = answer?.ok === true;
  const key = decision === "approve" ? "approve" : "decline";

  useEffect(() => {
    if (done) onDecided(decision);
  }, [done, decision, onDecided]);

  return (
    // Closed by the server's yes; the page's data then reloads without this meeting or request.
    <Dialog.Root open={open && !done} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClassName({ variant: decision === "approve" ? "primary" : "outline", size: "sm" })}
        aria-label={t(`decide.${key}.openFor`, { summary })}
        data-testid={`refund-${key}`}
      >
        {t(`decide.${key}.open`)}
      </Dialog.Trigger>
      <DialogPanel role="alertdialog" className="max-w-lg">
        <DialogHeader title={t(`decide.${key}.title`)} description={t(`decide.${key}.body`, { summary })} closeLabel={t("decide.back")} />
        <fetcher.Form method="post" className="space-y-4 px-6 py-5">
          <input type="hidden" name="intent" value={decision} />
          <input type="hidden" name="refundId" value={refundId} />
          {decision === "decline" ? (
            <Textarea id={noteId} name="note" rows={3} maxLength={DECISION_NOTE_MAX} label={t("decide.note")} hint={t("decide.noteHint")} />
          ) : null}
          <FormAlert message={answer?.error ? t(answer.error) : null} testId="refund-decision-error" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className={buttonClassName({ variant: "outline", size: "sm" })}>
              {t("decide.back")}
            </Dialog.Close>
            <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })} disabled={busy}>
              {busy ? t("decide.saving") : t(`decide.${key}.confirm`)}
            </button>
          </div>
        </fetcher.Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
