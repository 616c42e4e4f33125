import { eq } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { meetings } from "~/db/schema";
import type { Role } from "~/db/schema/users";
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
