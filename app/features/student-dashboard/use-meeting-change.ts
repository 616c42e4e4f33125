import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher, useRevalidator } from "react-router";
import { meetingIntentErrors } from "~/features/meeting-lifecycle/meeting-intent-errors";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";

const loadMeetingIntentSchema = () => import("~/features/meeting-lifecycle/meeting-requests").then((module) => module.meetingIntentSchema);

/** Where the dashboards post a change to a meeting (intent cancel | reschedule | guarantee). */
export const MEETING_CHANGES_ACTION = "/resources/meetings";

/** What `/resources/meetings` answers: done, with what the change gave, or refused with its message. */
export type MeetingChangeAnswer = MeetingChangeDone | MeetingChangeRefusal;
export interface MeetingChangeDone {
  ok: true;
  /** A cancellation: what goes back to the student, null when not refunded. */
  refundCents?: number | null;
  /** A reschedule: the new start. */
  startsAt?: string;
}
export interface MeetingChangeRefusal {
  error: string;
  /** In the user's language. */
  message: string;
  /** Field messages, in the user's language. */
  fields?: Record<string, string>;
}

export interface MeetingChange {
  /** The form's onSubmit: checks with the server's schema (loaded when the form appears), then posts through a fetcher. */
  submit(event: FormEvent<HTMLFormElement>): void;
  busy: boolean;
  /** Messages under the fields (reason, date, time). */
  fields: Record<string, string>;
  /** The refusal of the whole form, shown in an alert. */
  message: string | null;
  /** The server's refusal code, e.g. slot_taken. */
  refusal: string | null;
}

/**
 * Posts one change to a meeting and reports the answer. `onDone` runs as soon as the server says
 * yes, and the page's data reloads after it: the session may then move to another list and this
 * form disappear with it. `onRefused` runs once per refusal (a taken slot: load them again).
 */
export function useMeetingChange(onDone: (answer: MeetingChangeDone) => void, onRefused?: (refusal: MeetingChangeRefusal) => void): MeetingChange {
  const { t } = useTranslation("meeting-changes");
  const fetcher = useFetcher<MeetingChangeAnswer>();
  const [checkedFields, setChecked] = useState<Record<string, string> | null>(null);
  const revalidator = useRevalidator();
  // Only now: the dashboard does not reload on this post itself (the route's shouldRevalidate),
  // as the reload may move the session, and this form, away before the answer is read.
  const answer = useFetcherAnswer(fetcher, (answer) => {
    if ("ok" in answer) {
      onDone(answer);
      void revalidator.revalidate();
    } else onRefused?.(answer);
  });

  const checked = useCheckedSubmit(loadMeetingIntentSchema, {
    invalid: (error) => setChecked(Object.fromEntries(Object.entries(meetingIntentErrors(error)).map(([field, key]) => [field, t(key)]))),
    valid: () => setChecked(null),
    submit: (form) => fetcher.submit(form, { method: "post", action: MEETING_CHANGES_ACTION }),
  });
  // The form appears when its dialog opens: its rules load then, not with the dashboard.
  useEffect(() => {
    loadMeetingIntentSchema().catch(() => undefined);
  }, []);

  const busy = fetcher.state !== "idle";
  const refused = answer && "error" in answer ? answer : null;
  const { form: formMessage, ...fields } = checkedFields ?? refused?.fields ?? {};
  const fieldShown = Object.keys(fields).length > 0;
  return {
    submit: checked.onSubmit,
    busy,
    fields,
    message: formMessage ?? (refused && !fieldShown ? refused.message || t("student.failed") : null),
    refusal: refused?.error ?? null,
  };
}
