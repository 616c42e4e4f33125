import type { RefundReason, RefundStatus } from "~/db/schema/payments";
import type { SessionType } from "~/lib/session-types";

// What the My Sessions dialog gets from the loader.

/**
 * The video link's state as the server decided it: open (the link), pending (open, link still
 * being made), later (opens at `opensAt`) or over.
 */
export type JoinState = { state: "open"; link: string } | { state: "pending" } | { state: "later"; opensAt: string } | { state: "over" };

/** A session's refund as the student sees it; `refundedAt` written out as a date in the reader's zone. */
export interface SessionRefundView {
  reason: RefundReason;
  status: RefundStatus;
  amountCents: number;
  decisionNote: string | null;
  refundedAt: string | null;
}

/** One session as the My Sessions dialog shows it; times already written out in the reader's language. */
export interface SessionView {
  id: string;
  type: SessionType;
  /** scheduled (upcoming, or over and not yet marked completed), completed, cancelled, refunded or no_show. */
  status: "scheduled" | "completed" | "cancelled" | "refunded" | "no_show";
  startsAt: string;
  major: string;
  expectations: string;
  /** Name as first name and last initial. */
  mentor: { id: string; name: string; photoId: string | null; college: string };
  /** In US Eastern time, with the zone's name. */
  eastern: string;
  /** In the student's own zone, with its name; null when that zone is US Eastern. */
  local: string | null;
  /** The student's IANA zone, named beside `local`. */
  zone: string;
  join: JoinState;
  /** Started and not over yet. */
  inProgress: boolean;
  /** The session's calendar file. */
  calendarPath: string;
  /** What was paid for the session (its basket item, after any discount); null when nothing was. */
  paidCents: number | null;
  /** Not started yet: the student may cancel. */
  cancellable: boolean;
  /** At least 24 hours before the start: the student may reschedule, and a cancellation is refunded in full. */
  changeable: boolean;
  cancelledBy: "student" | "mentor" | null;
  refund: SessionRefundView | null;
  /** The satisfaction guarantee may be claimed, until `guaranteeUntil` (a date in the reader's zone). */
  guarantee: { until: string } | null;
}

export interface SessionViews {
  upcoming: SessionView[];
  past: SessionView[];
}
