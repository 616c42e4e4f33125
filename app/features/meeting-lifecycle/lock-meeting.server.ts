import { eq } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { meetings } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { meetingState, sessionEndsAt } from "~/features/meetings/meeting-transitions";
import { AppError } from "~/lib/errors";

export type LockedMeeting = typeof meetings.$inferSelect;

export interface MeetingActor {
  id: string;
  name: string;
  role: Role;
}

/**
 * The meeting's row, locked for the rest of the transaction: every change to a meeting takes
 * this lock first, so a cancellation, a reschedule and a payment of the same meeting happen one
 * after another. A meeting that does not exist is `meeting_not_found`.
 */
export async function lockMeeting(tx: Tx, meetingId: string): Promise<LockedMeeting> {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for("update");
  if (!meeting) throw new AppError("meeting_not_found");
  return meeting;
}

/** The asker's side of the meeting; `forbidden` for anyone else's meeting. */
export function sideOf(meeting: LockedMeeting, actor: MeetingActor): "student" | "mentor" {
  if (actor.role === "student" && meeting.studentId === actor.id) return "student";
  if (actor.role === "mentor" && meeting.mentorId === actor.id) return "mentor";
  throw new AppError("forbidden");
}

/**
 * A paid meeting whose hour is over is completed, whether or not the completion sweep has reached
 * it yet (it runs every minute): a request about it completes it first, in its transaction.
 */
export async function completeIfOver(tx: Tx, meeting: LockedMeeting, now: Date): Promise<LockedMeeting> {
  if (meetingState(meeting) !== "paid" || sessionEndsAt(meeting.startsAt).getTime() > now.getTime()) return meeting;
  await tx.update(meetings).set({ status: "completed", completedAt: now }).where(eq(meetings.id, meeting.id));
  return { ...meeting, status: "completed", completedAt: now };
}
