import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { Fieldset } from "~/ui/form/fieldset";
import { ChangeButtons, SessionChangeDialog, type FinishChange } from "./session-change-dialog";
import type { SessionView } from "./session-view-types";
import { sessionWhen } from "./session-when";
import { formatSessionStart, slotDays, type SlotDay } from "./slot-days";
import { useFreeSlots, type FreeSlotsState } from "./use-free-slots";
import { MEETING_CHANGES_ACTION, useMeetingChange, type MeetingChange } from "./use-meeting-change";

type RescheduleSession = Pick<SessionView, "id" | "mentor" | "eastern" | "local" | "zone">;

/** "Reschedule": the same mentor's free times, by day, in US Eastern and the student's zone. */
export function RescheduleSessionDialog({ session, onDone }: { session: RescheduleSession; onDone(notice: string): void }) {
  const { t } = useTranslation("meeting-changes");
  const when = sessionWhen(session);
  return (
    <SessionChangeDialog
      trigger={t("student.reschedule.open")}
      triggerLabel={t("student.reschedule.openFor", { name: session.mentor.name, when })}
      title={t("student.reschedule.title")}
      description={t("student.reschedule.summary", { when })}
      closeLabel={t("student.close")}
      testId="reschedule-session"
      onDone={onDone}
    >
      {(finish) => <RescheduleForm session={session} finish={finish} />}
    </SessionChangeDialog>
  );
}

function RescheduleForm({ session, finish }: { session: RescheduleSession; finish: FinishChange }) {
  const { t, i18n } = useTranslation("meeting-changes");
  const slots = useFreeSlots(session.mentor.id);
  const [selected, setSelected] = useState<string | null>(null);
  const change = useMeetingChange(
    (answer) => {
      const when = answer.startsAt ? formatSessionStart(answer.startsAt, { language: i18n.language, zone: session.zone }) : "";
      finish(t("student.reschedule.done", { name: session.mentor.name, when }));
    },
    (refusal) => {
      // Someone took the time meanwhile: the message stays, the list is read again.
      if (refusal.error === "slot_taken") {
        setSelected(null);
        slots.reload();
      }
    },
  );
  return <RescheduleFormView session={session} slots={slots} selected={selected} onSelect={setSelected} onRetry={slots.reload} change={change} />;
}

/** The picker's form: the free times (or why there are none), the chosen one posted as date and time. */
export function RescheduleFormView({
  session,
  slots,
  selected,
  onSelect,
  onRetry,
  change,
}: {
  session: RescheduleSession;
  slots: FreeSlotsState;
  selected: string | null;
  onSelect(value: string): void;
  onRetry(): void;
  change: Pick<MeetingChange, "submit" | "busy" | "fields" | "message">;
}) {
  const { t, i18n } = useTranslation("meeting-changes");
  const name = session.mentor.name;
  const days = slots.status === "ready" ? slotDays(slots.slots, { language: i18n.language, zone: session.zone }) : [];
  const choice = days.flatMap((day) => day.slots).find((slot) => slot.value === selected);
  return (
    <form method="post" action={MEETING_CHANGES_ACTION} onSubmit={change.submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="reschedule" />
      <input type="hidden" name="meetingId" value={session.id} />
      <input type="hidden" name="date" value={choice?.date ?? ""} />
      <input type="hidden" name="time" value={choice?.time ?? ""} />
      <FormAlert message={change.message} testId="reschedule-error" />
      {slots.status === "loading" ? (
        <p role="status" className="text-sm text-slate-600" data-testid="slots-loading">
          {t("student.reschedule.loading", { name })}
        </p>
      ) : slots.status === "error" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-800">
            {t("student.reschedule.loadFailed")}
          </p>
          <button type="button" onClick={onRetry} className={buttonClassName({ variant: "outline", size: "sm" })}>
            {t("student.reschedule.retry")}
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="slots-none">
          {t("student.reschedule.none", { name })}
        </p>
      ) : (
        <SlotPicker
          days={days}
          value={selected}
          onChange={onSelect}
          legend={t("student.reschedule.legend", { name })}
          hint={t("student.reschedule.hint", { zone: session.zone })}
          error={change.fields.time ?? change.fields.date ?? null}
        />
      )}
      <ChangeButtons
        keep={t("student.reschedule.keep")}
        confirm={change.busy ? t("student.reschedule.confirming") : t("student.reschedule.confirm")}
        busy={change.busy || slots.status !== "ready" || days.length === 0}
      />
    </form>
  );
}

/** One radio per free time, grouped by US Eastern day; arrow keys move between them. */
export function SlotPicker({
  days,
  value,
  onChange,
  legend,
  hint,
  error,
}: {
  days: SlotDay[];
  value: string | null;
  onChange(value: string): void;
  legend: string;
  hint: string;
  error: string | null;
}) {
  const { t } = useTranslation("meeting-changes");
  return (
    <Fieldset id="reschedule-slots" legend={legend} hint={hint} error={error}>
      <div className="mt-2 grid max-h-80 gap-4 overflow-y-auto pr-1" data-testid="slot-days">
        {days.map((day) => (
          <div key={day.date} role="group" aria-labelledby={`slot-day-${day.date}`} data-testid="slot-day" data-date={day.date}>
            <h4 id={`slot-day-${day.date}`} className="text-sm font-semibold text-slate-800">
              {day.label}
            </h4>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {day.slots.map((slot) => (
                <label
                  key={slot.value}
                  className="flex cursor-pointer flex-col rounded-lg border border-slate-200 px-3 py-2 text-sm hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:focus-ring"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={slot.value}
                    checked={value === slot.value}
                    onChange={() => onChange(slot.value)}
                    className="sr-only"
                    data-testid="slot"
                  />
                  <span className="font-semibold text-slate-900">{slot.eastern}</span>
                  {slot.local ? <span className="text-slate-600">{t("student.reschedule.localTime", { time: slot.local })}</span> : null}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}
