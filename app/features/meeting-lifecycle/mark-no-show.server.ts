import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { meetingState, meetingTransition, payoutDueAt } from "~/features/meetings/meeting-transitions";
import { recordAudit } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { completeIfOver, lockMeeting, sideOf, type MeetingActor } from "./lock-meeting.server";
import { queueStudentEmail } from "./student-email.server";

/**
 * The mentor reports that the student did not come: a completed session becomes a no-show until
 * its dispute window ends (2 days after the session). The mentor is still paid for the hour they
 * kept free; the session no longer counts for the satisfaction guarantee. The student is told, and
 * may answer the email to dispute it.
 */
export async function markNoShow(db: Db, input: { meetingId: string; actor: MeetingActor; now: Date; appUrl: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockMeeting(tx, input.meetingId);
    const by = sideOf(locked, input.actor);
    const meeting = await completeIfOver(tx, locked, input.now);
    const open = input.now.getTime() < payoutDueAt(meeting.startsAt).getTime();
    if (!meetingTransition(meetingState(meeting), "mark_no_show", by) || !open) throw new AppError("no_show_not_allowed");
    await tx.update(meetings).set({ status: "no_show" }).where(eq(meetings.id, meeting.id));
    await recordAudit(tx, input.actor, { action: "meeting.no_show", subjectType: "meeting", subjectId: meeting.id, before: { status: meeting.status }, after: { status: "no_show" } });
    await queueStudentEmail(tx, meeting.id, { kind: "no_show_reported" }, input);
  });
}
