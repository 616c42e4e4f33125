import { useTranslation } from "~/lib/i18n-react";
import { CANCEL_REASON_MAX } from "~/features/meeting-lifecycle/meeting-request-limits";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { formatCharged } from "~/ui/format-price";
import { ChangeButtons, SessionChangeDialog, type FinishChange } from "./session-change-dialog";
import type { SessionView } from "./session-view-types";
import { SessionWhen, sessionWhen } from "./session-when";
import { MEETING_CHANGES_ACTION, useMeetingChange, type MeetingChange } from "./use-meeting-change";

type CancelSession = Pick<SessionView, "id" | "mentor" | "eastern" | "local" | "zone" | "changeable" | "paidCents">;

/** "Cancel session" and its confirmation, which states the refund policy before anything is posted. */
export function CancelSessionDialog({ session, onDone }: { session: CancelSession; onDone(notice: string): void }) {
  const { t } = useTranslation("meeting-changes");
  const when = sessionWhen(session);
  return (
    <SessionChangeDialog
      trigger={t("student.cancel.open")}
      triggerLabel={t("student.cancel.openFor", { name: session.mentor.name, when })}
      title={t("student.cancel.title")}
      description={t("student.cancel.summary", { name: session.mentor.name, when })}
      closeLabel={t("student.close")}
      testId="cancel-session"
      onDone={onDone}
    >
      {(finish) => <CancelSessionForm session={session} finish={finish} />}
    </SessionChangeDialog>
  );
}

function CancelSessionForm({ session, finish }: { session: CancelSession; finish: FinishChange }) {
  const { t, i18n } = useTranslation("meeting-changes");
  const change = useMeetingChange((answer) => {
    const name = session.mentor.name;
    finish(
      answer.refundCents == null
        ? t("student.cancel.doneNoRefund", { name })
        : t("student.cancel.doneRefund", { name, amount: formatCharged(answer.refundCents, i18n.language, t) }),
    );
  });
  return <CancelSessionFormView session={session} change={change} />;
}

/** The confirmation's form: the policy for this session now, an optional reason, keep or cancel. */
export function CancelSessionFormView({ session, change }: { session: CancelSession; change: Pick<MeetingChange, "submit" | "busy" | "fields" | "message"> }) {
  const { t, i18n } = useTranslation("meeting-changes");
  const refunded = session.changeable && session.paidCents !== null;
  return (
    <form method="post" action={MEETING_CHANGES_ACTION} onSubmit={change.submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="meetingId" value={session.id} />
      <SessionWhen session={session} />
      <p
        className={`rounded-lg px-4 py-3 text-sm font-medium ${refunded ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
        data-testid="cancel-policy"
        data-refund={refunded}
      >
        {refunded ? t("student.cancel.refund", { amount: formatCharged(session.paidCents!, i18n.language, t) }) : t("student.cancel.noRefund")}
      </p>
      <Textarea
        name="reason"
        label={t("student.cancel.reason")}
        hint={t("student.cancel.reasonHint")}
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        error={change.fields.reason ?? null}
      />
      <FormAlert message={change.message} testId="cancel-error" />
      <ChangeButtons keep={t("student.cancel.keep")} confirm={change.busy ? t("student.cancel.confirming") : t("student.cancel.confirm")} busy={change.busy} />
    </form>
  );
}
