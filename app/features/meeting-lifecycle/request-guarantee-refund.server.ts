import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { guaranteeEndsAt } from "~/features/meetings/meeting-transitions";
import { startRefund } from "~/features/payments/refunds.server";
import { recordAudit } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { SESSION_MINUTES } from "~/lib/session-types";
import { completeIfOver, lockMeeting, sideOf, type LockedMeeting, type MeetingActor } from "./lock-meeting.server";
import { queueStudentEmail } from "./student-email.server";

// Sessions that happened (or were paid for and kept): what "the first session with a mentor" counts.
const heldStatuses = ["completed", "refunded", "no_show"] as const;

/**
 * The satisfaction guarantee: the first session with each mentor may be refunded in full within
 * 30 days of it. A completed session only (a cancelled one has its own refund rule); the student
 * asks with a reason, an admin decides (decideGuaranteeRefund), and the student is told each step.
 */
export async function requestGuaranteeRefund(
  db: Db,
  input: { meetingId: string; actor: MeetingActor; reason: string; now: Date; appUrl: string },
): Promise<{ refundId: string }> {
  return db.transaction(async (tx) => {
    const locked = await lockMeeting(tx, input.meetingId);
    if (sideOf(locked, input.actor) !== "student") throw new AppError("forbidden");
    const meeting = await completeIfOver(tx, locked, input.now);
    const eligibility = await guaranteeEligibility(tx, meeting, input.now);
    if (eligibility !== "eligible") throw new AppError(eligibility);
    const refund = await startRefund(tx, { meetingId: meeting.id, reason: "guarantee", status: "requested", studentNote: input.reason });
    if (!refund) throw new AppError("refund_already_requested");
    await recordAudit(tx, input.actor, {
      action: "refund.requested",
      subjectType: "meeting",
      subjectId: meeting.id,
      after: { reason: "guarantee", amountCents: refund.amountCents },
    });
    await queueStudentEmail(tx, meeting.id, { kind: "guarantee_received" }, input);
    return { refundId: refund.id };
  });
}

export type GuaranteeEligibility = "eligible" | "guarantee_not_eligible" | "guarantee_window_closed";

type GuaranteeMeeting = Pick<LockedMeeting, "id" | "status" | "isPaid" | "startsAt">;

const hourOverBefore = (now: Date) => new Date(now.getTime() - SESSION_MINUTES * 60_000);

/** Happened, or was paid for and kept: what "the first session with a mentor" counts. */
export function countsAsHeld(meeting: Omit<GuaranteeMeeting, "id">, now: Date): boolean {
  if (!meeting.isPaid) return false;
  return (heldStatuses as readonly string[]).includes(meeting.status) || (meeting.status === "scheduled" && meeting.startsAt.getTime() <= hourOverBefore(now).getTime());
}

/**
 * The guarantee's rule, given the student's first held session with the same mentor: held
 * (completed, or paid and its hour over before the sweep got to it), that first session, within 30 days.
 */
export function guaranteeAnswer(meeting: GuaranteeMeeting, firstHeldId: string | undefined, now: Date): GuaranteeEligibility {
  const over = meeting.startsAt.getTime() <= hourOverBefore(now).getTime();
  if (!meeting.isPaid || !(meeting.status === "completed" || (meeting.status === "scheduled" && over))) return "guarantee_not_eligible";
  if (now.getTime() > guaranteeEndsAt(meeting.startsAt).getTime()) return "guarantee_window_closed";
  return firstHeldId === meeting.id ? "eligible" : "guarantee_not_eligible";
}

/** Whether the guarantee covers this meeting now (guaranteeAnswer, with the first held session read). */
export async function guaranteeEligibility(db: DbOrTx, meeting: GuaranteeMeeting & Pick<LockedMeeting, "studentId" | "mentorId">, now: Date): Promise<GuaranteeEligibility> {
  const held = or(inArray(meetings.status, heldStatuses), and(eq(meetings.status, "scheduled"), lte(meetings.startsAt, hourOverBefore(now))));
  const [first] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.studentId, meeting.studentId), eq(meetings.mentorId, meeting.mentorId), eq(meetings.isPaid, true), held))
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(1);
  return guaranteeAnswer(meeting, first?.id, now);
}
