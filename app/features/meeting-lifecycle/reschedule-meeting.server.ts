import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { meetings } from "~/db/schema";
import { findBookableSlot } from "~/features/booking/find-bookable-slot.server";
import { enqueueMeetingReminders } from "~/features/meetings/meeting-reminders.server";
import { meetingState, meetingTransition, withinChangeWindow } from "~/features/meetings/meeting-transitions";
import { recordAudit } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { lockMeeting, sideOf, type MeetingActor } from "./lock-meeting.server";
import { notifyParticipants, type MailSettings } from "./notify-participants.server";

export interface RescheduleMeetingInput {
  meetingId: string;
  actor: MeetingActor;
  /** The new slot, US Eastern. */
  date: string;
  time: string;
  now: Date;
  mail: MailSettings;
}

/**
 * Moves a paid meeting to another free slot of the same mentor, 24 hours or more before it
 * starts. One UPDATE under the meeting's lock: the unique index refuses a slot someone holds
 * (`slot_taken`), and the old slot is free the moment this commits. The video link stays; both
 * get the invitation again with a raised SEQUENCE, and the reminders follow the new start.
 */
export async function rescheduleMeeting(db: Db, input: RescheduleMeetingInput): Promise<{ startsAt: Date }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, input.meetingId);
    const by = sideOf(meeting, input.actor);
    if (!meetingTransition(meetingState(meeting), "reschedule", by)) throw new AppError("meeting_not_reschedulable");
    if (!withinChangeWindow(meeting.startsAt, now)) throw new AppError("change_window_closed");
    const startsAt = await findBookableSlot(tx, { mentorId: meeting.mentorId, date: input.date, time: input.time, now });
    if (startsAt.getTime() === meeting.startsAt.getTime()) throw new AppError("same_slot", { field: "time" });

    const sequence = meeting.sequence + 1;
    try {
      // A savepoint, so the refusal can be answered as slot_taken rather than a failed transaction.
      await tx.transaction((savepoint) => savepoint.update(meetings).set({ startsAt, sequence }).where(eq(meetings.id, meeting.id)));
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError("slot_taken", { field: "time" });
      throw error;
    }
    await recordAudit(tx, input.actor, {
      action: "meeting.rescheduled",
      subjectType: "meeting",
      subjectId: meeting.id,
      before: { startsAt: meeting.startsAt.toISOString() },
      after: { startsAt: startsAt.toISOString() },
    });
    await enqueueMeetingReminders(tx, { id: meeting.id, startsAt }, now);
    await notifyParticipants(tx, { ...meeting, startsAt, sequence }, { kind: "rescheduled", previousStartsAt: meeting.startsAt }, { ...input.mail, now });
    return { startsAt };
  });
}
