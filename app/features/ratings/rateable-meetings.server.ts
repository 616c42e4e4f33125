import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, mentorProfiles, users } from "~/db/schema";
import type { SessionType } from "~/lib/session-types";
import { shortName } from "~/lib/names";

/**
 * Meetings a student may rate at `now` (spec §2, §4): their own, paid, started, not rated, not
 * called off. The one rule for the panel, the reviews form and the rating itself.
 */
export function rateableBy(studentId: string, now: Date) {
  return and(
    eq(meetings.studentId, studentId),
    eq(meetings.isPaid, true),
    lte(meetings.startsAt, now),
    eq(meetings.hasRating, false),
    inArray(meetings.status, ["scheduled", "completed"]),
  );
}

export interface MentorToRate {
  mentorId: string;
  /** First name and last initial (spec §6). */
  mentorName: string;
  photoId: string | null;
  /** The most recent rateable meeting with this mentor: the one the rating dialog rates. */
  meetingId: string;
  startsAt: Date;
  type: SessionType;
}

/** Each mentor the student may rate, with the meeting a rating goes to; most recent meeting first. */
export async function listMentorsToRate(db: DbOrTx, studentId: string, now: Date): Promise<MentorToRate[]> {
  const rows = await db
    .selectDistinctOn([meetings.mentorId], {
      mentorId: meetings.mentorId,
      name: users.name,
      photoId: mentorProfiles.photoId,
      meetingId: meetings.id,
      startsAt: meetings.startsAt,
      type: meetings.type,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, meetings.mentorId))
    .where(rateableBy(studentId, now))
    .orderBy(meetings.mentorId, desc(meetings.startsAt), desc(meetings.id));
  return rows
    .map(({ name, ...row }) => ({ ...row, mentorName: shortName(name) }))
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || a.mentorId.localeCompare(b.mentorId));
}

/** The meeting a rating of this mentor by this student would go to, or null when they may not rate them. */
export async function findRateableMeeting(db: DbOrTx, studentId: string, mentorId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(rateableBy(studentId, now), eq(meetings.mentorId, mentorId)))
    .orderBy(desc(meetings.startsAt), desc(meetings.id))
    .limit(1);
  return row?.id ?? null;
}
