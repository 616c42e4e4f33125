import { useTranslation } from "~/lib/i18n-react";
import { GUARANTEE_REASON_MAX, GUARANTEE_REASON_MIN } from "~/features/meeting-lifecycle/meeting-request-limits";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { formatCharged } from "~/ui/format-price";
import { ChangeButtons, SessionChangeDialog, type FinishChange } from "./session-change-dialog";
import type { SessionView } from "./session-view-types";
import { sessionWhen } from "./session-when";
import { MEETING_CHANGES_ACTION, useMeetingChange, type MeetingChange } from "./use-meeting-change";

type GuaranteeSession = Pick<SessionView, "id" | "mentor" | "eastern" | "local" | "paidCents">;

/** "Request a refund" under the satisfaction guarantee: what it covers, then the student's reason. */
export function GuaranteeRefundDialog({ session, onDone }: { session: GuaranteeSession; onDone(notice: string): void }) {
  const { t } = useTranslation("meeting-changes");
  const when = sessionWhen(session);
  return (
    <SessionChangeDialog
      trigger={t("student.guarantee.open")}
      triggerLabel={t("student.guarantee.openFor", { name: session.mentor.name, when })}
      title={t("student.guarantee.title")}
      description={t("student.guarantee.intro", { name: session.mentor.name })}
      closeLabel={t("student.close")}
      testId="guarantee-refund"
      onDone={onDone}
    >
      {(finish) => <GuaranteeRefundForm session={session} finish={finish} />}
    </SessionChangeDialog>
  );
}

function GuaranteeRefundForm({ session, finish }: { session: GuaranteeSession; finish: FinishChange }) {
  const { t } = useTranslation("meeting-changes");
  const change = useMeetingChange(() => finish(t("student.guarantee.done", { name: session.mentor.name })));
  return <GuaranteeRefundFormView session={session} change={change} />;
}

export function GuaranteeRefundFormView({ session, change }: { session: GuaranteeSession; change: Pick<MeetingChange, "submit" | "busy" | "fields" | "message"> }) {
  const { t, i18n } = useTranslation("meeting-changes");
  return (
    <form method="post" action={MEETING_CHANGES_ACTION} onSubmit={change.submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="guarantee" />
      <input type="hidden" name="meetingId" value={session.id} />
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="guarantee-terms">
        <li>{t("student.guarantee.window")}</li>
        <li>{t("student.guarantee.firstOnly")}</li>
        <li>{t("student.guarantee.confirmTime")}</li>
        {session.paidCents !== null ? <li>{t("student.guarantee.payout", { amount: formatCharged(session.paidCents, i18n.language, t) })}</li> : null}
      </ul>
      <Textarea
        name="reason"
        label={t("student.guarantee.reason")}
        hint={t("student.guarantee.reasonHint")}
        rows={4}
        required
        markRequired
        minLength={GUARANTEE_REASON_MIN}
        maxLength={GUARANTEE_REASON_MAX}
        error={change.fields.reason ?? null}
      />
      <FormAlert message={change.message} testId="guarantee-error" />
      <ChangeButtons keep={t("student.guarantee.keep")} confirm={change.busy ? t("student.guarantee.confirming") : t("student.guarantee.confirm")} busy={change.busy} />
    </form>
  );
}
