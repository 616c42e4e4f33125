import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings, refunds } from "~/db/schema";
import { meetingState, meetingTransition } from "~/features/meetings/meeting-transitions";
import { decideRefund } from "~/features/payments/refunds.server";
import { recordAudit } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { lockMeeting, type MeetingActor } from "./lock-meeting.server";
import { queueStudentEmail } from "./student-email.server";

export interface GuaranteeDecisionInput {
  refundId: string;
  approve: boolean;
  note: string | null;
  admin: MeetingActor;
  now: Date;
  appUrl: string;
}

/**
 * An admin approves (the meeting becomes refunded and the refund job gives the money back,
 * taking the mentor's share back) or declines a guarantee request; the student is emailed
 * either way. A request already decided is `refund_not_waiting`: a second click changes nothing.
 */
export async function decideGuaranteeRefund(db: Db, input: GuaranteeDecisionInput): Promise<void> {
  if (input.admin.role !== "admin") throw new AppError("forbidden");
  await db.transaction(async (tx) => {
    const [request] = await tx.select({ meetingId: refunds.meetingId, amountCents: refunds.amountCents }).from(refunds).where(eq(refunds.id, input.refundId));
    if (!request) throw new AppError("not_found");
    const meeting = await lockMeeting(tx, request.meetingId);
    if (input.approve && !meetingTransition(meetingState(meeting), "refund", "admin")) throw new AppError("refund_not_waiting");
    const decided = await decideRefund(tx, { refundId: input.refundId, approve: input.approve, adminId: input.admin.id, note: input.note, now: input.now });
    if (!decided) throw new AppError("refund_not_waiting");
    if (input.approve) await tx.update(meetings).set({ status: "refunded" }).where(eq(meetings.id, meeting.id));
    await recordAudit(tx, input.admin, {
      action: input.approve ? "refund.approved" : "refund.declined",
      subjectType: "refund",
      subjectId: input.refundId,
      before: { status: "requested" },
      after: { status: input.approve ? "pending" : "declined", ...(input.note ? { note: input.note } : {}) },
    });
    await queueStudentEmail(
      tx,
      meeting.id,
      input.approve ? { kind: "guarantee_approved", amountCents: request.amountCents } : { kind: "guarantee_declined", note: input.note },
      input,
    );
  });
}
