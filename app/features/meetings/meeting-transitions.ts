import type { MeetingStatus } from "~/db/schema/meetings";
import { SESSION_MINUTES } from "~/lib/session-types";

/**
 * A meeting's lifecycle, in one place. The states are the spec's: a hold on a slot, paid,
 * completed, cancelled by the student or the mentor, refunded, no-show (and expired: a hold that
 * lapsed). Every service that changes a meeting asks `meetingTransition` first, inside the
 * transaction that holds the meeting's row lock, and is refused when it answers null.
 */
export type MeetingState = "held" | "expired" | "paid" | "completed" | "cancelled" | "refunded" | "no_show";

export type MeetingEvent =
  | "pay" // the payment arrived (also after the hold lapsed, when the slot is still free)
  | "expire" // the hold lapsed or the checkout was abandoned
  | "cancel" // by the student or the mentor, before the start
  | "reschedule" // another slot of the same mentor, before the change window closes
  | "complete" // the session's hour is over
  | "mark_no_show" // the mentor reports the student did not come
  | "refund"; // the satisfaction guarantee, approved by an admin

export type MeetingActor = "student" | "mentor" | "admin" | "system";

/** Hours before the start until which the student may cancel with a refund, or reschedule. */
export const CHANGE_NOTICE_HOURS = 24;
/** How long after the session the guarantee may be claimed. */
export const GUARANTEE_DAYS = 30;
/** How long after the session its mentor's share waits before it is paid out (disputes). */
export const PAYOUT_HOLD_DAYS = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Rule {
  from: readonly MeetingState[];
  to: MeetingState;
  by: readonly MeetingActor[];
}

const rules: Record<MeetingEvent, Rule> = {
  pay: { from: ["held", "expired"], to: "paid", by: ["system"] },
  expire: { from: ["held"], to: "expired", by: ["system"] },
  cancel: { from: ["paid"], to: "cancelled", by: ["student", "mentor"] },
  reschedule: { from: ["paid"], to: "paid", by: ["student"] },
  complete: { from: ["paid"], to: "completed", by: ["system"] },
  mark_no_show: { from: ["completed"], to: "no_show", by: ["mentor"] },
  refund: { from: ["completed"], to: "refunded", by: ["admin"] },
};

export const meetingEvents = Object.keys(rules) as MeetingEvent[];
export const meetingStates: readonly MeetingState[] = ["held", "expired", "paid", "completed", "cancelled", "refunded", "no_show"];

/** The state a meeting's row is in. A hold released unpaid (expired, or its checkout abandoned) is expired. */
export function meetingState(row: { status: MeetingStatus; isPaid: boolean }): MeetingState {
  if (row.status === "scheduled") return row.isPaid ? "paid" : "held";
  if (!row.isPaid) return "expired";
  return row.status === "expired" ? "expired" : row.status;
}

/** The state an event leads to, or null when the event is not allowed from here for this actor. */
export function meetingTransition(state: MeetingState, event: MeetingEvent, actor: MeetingActor): MeetingState | null {
  const rule = rules[event];
  return rule.from.includes(state) && rule.by.includes(actor) ? rule.to : null;
}

/** The row's status for a state ("paid" and "held" are both "scheduled", told apart by is_paid). */
export function statusOf(state: MeetingState): MeetingStatus {
  return state === "paid" || state === "held" ? "scheduled" : state;
}

/**
 * Whether the student may still cancel with a refund, or reschedule: at least 24 hours before
 * the start, counted in elapsed time. Across a daylight-saving change the same wall-clock time
 * the day before is 23 or 25 hours earlier, so it is decided by the hours, not the calendar.
 */
export function withinChangeWindow(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CHANGE_NOTICE_HOURS * HOUR_MS;
}

/** Whether a cancellation now gives the money back: the mentor's always, the student's with 24 hours' notice. */
export function cancellationRefunds(by: "student" | "mentor", startsAt: Date, now: Date): boolean {
  return by === "mentor" || withinChangeWindow(startsAt, now);
}

export function sessionEndsAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
}

/** The last instant the satisfaction guarantee may be claimed for a session. */
export function guaranteeEndsAt(startsAt: Date): Date {
  return new Date(sessionEndsAt(startsAt).getTime() + GUARANTEE_DAYS * DAY_MS);
}

/** When the mentor's share of a completed session may be paid out. */
export function payoutDueAt(startsAt: Date): Date {
  return new Date(sessionEndsAt(startsAt).getTime() + PAYOUT_HOLD_DAYS * DAY_MS);
}
