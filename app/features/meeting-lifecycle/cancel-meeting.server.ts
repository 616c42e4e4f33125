import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { cancellationRefunds, meetingState, meetingTransition } from "~/features/meetings/meeting-transitions";
import { startRefund } from "~/features/payments/refunds.server";
import { recordAudit } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { lockMeeting, sideOf, type MeetingActor } from "./lock-meeting.server";
import { notifyParticipants, type MailSettings } from "./notify-participants.server";

export interface CancelMeetingInput {
  meetingId: string;
  actor: MeetingActor;
  reason?: string | null;
  now: Date;
  mail: MailSettings;
}

export interface CancelMeetingResult {
  /** What goes back to the student; null when the cancellation is not refunded. */
  refundCents: number | null;
  cancelledBy: "student" | "mentor";
}

/**
 * Cancels a paid meeting before it starts. The student gets a full refund with 24 hours' notice,
 * none later; a mentor's cancellation is always refunded and recorded against the mentor. The
 * slot is free again at once (the unique index covers only standing meetings). Both participants
 * get the calendar's CANCEL. The caller wakes the job and mail workers after it returns.
 */
export async function cancelMeeting(db: Db, input: CancelMeetingInput): Promise<CancelMeetingResult> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, input.meetingId);
    const by = sideOf(meeting, input.actor);
    if (!meetingTransition(meetingState(meeting), "cancel", by) || meeting.startsAt.getTime() <= now.getTime()) {
      throw new AppError("meeting_not_cancellable");
    }
    const sequence = meeting.sequence + 1;
    await tx
      .update(meetings)
      .set({ status: "cancelled", cancelledBy: by, cancelledAt: now, cancelReason: input.reason || null, sequence })
      .where(eq(meetings.id, meeting.id));
    const refund = cancellationRefunds(by, meeting.startsAt, now)
      ? await startRefund(tx, { meetingId: meeting.id, reason: by === "student" ? "student_cancelled" : "mentor_cancelled", status: "pending" })
      : null;
    const refundCents = refund?.amountCents ?? null;
    await recordAudit(tx, input.actor, {
      action: "meeting.cancelled",
      subjectType: "meeting",
      subjectId: meeting.id,
      before: { status: meeting.status },
      after: { status: "cancelled", cancelledBy: by, refundCents, ...(input.reason ? { reason: input.reason } : {}) },
    });
    await notifyParticipants(tx, { ...meeting, sequence }, { kind: "cancelled", by, refundCents }, { ...input.mail, now });
    return { refundCents, cancelledBy: by };
  });
}
