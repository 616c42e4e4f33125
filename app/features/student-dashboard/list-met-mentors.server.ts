import { and, desc, eq, inArray, max, count } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, mentorProfiles, users } from "~/db/schema";
import { shortName } from "~/lib/names";
import { boughtStatuses } from "./list-student-sessions.server";
import type { MetMentorView } from "./met-mentor-view";

export interface MetMentor extends MetMentorView {
  /** The latest session with them. */
  lastSessionAt: Date;
}

/**
 * Every mentor the student has paid a session with, latest first: the 'Schedule with Your
 * Mentors' list. A mentor whose account is disabled cannot be booked, so is not offered.
 */
export async function listMetMentors(db: DbOrTx, { studentId }: { studentId: string }): Promise<MetMentor[]> {
  const lastSessionAt = max(meetings.startsAt);
  const rows = await db
    .select({
      id: meetings.mentorId,
      name: users.name,
      photoId: mentorProfiles.photoId,
      college: mentorProfiles.college,
      major: mentorProfiles.major,
      sessions: count(),
      lastSessionAt,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, meetings.mentorId))
    .where(and(eq(meetings.studentId, studentId), eq(meetings.isPaid, true), inArray(meetings.status, boughtStatuses), eq(users.disabled, false)))
    .groupBy(meetings.mentorId, users.name, mentorProfiles.photoId, mentorProfiles.college, mentorProfiles.major)
    .orderBy(desc(lastSessionAt), meetings.mentorId);
  return rows.map((row) => ({ ...row, name: shortName(row.name), lastSessionAt: row.lastSessionAt! }));
}
