import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, mentorProfiles, users } from "~/db/schema";
import type { SessionType } from "~/lib/session-types";
import { shortName } from "~/lib/names";
import { isJoinOpen, isSessionOver, joinOpensAt } from "./session-times";

/** Paid meetings that still stand (not cancelled or expired): what a student bought. */
export const boughtStatuses = ["scheduled", "completed"] as const;

export interface StudentSession {
  id: string;
  type: SessionType;
  startsAt: Date;
  major: string;
  expectations: string;
  mentor: { id: string; name: string; photoId: string | null; college: string };
  /** Upcoming sessions include one in progress. */
  upcoming: boolean;
  /** Started and not over yet. */
  inProgress: boolean;
  /** The video link, only while it can be used (15 minutes before the start until the end). */
  meetLink: string | null;
  /** The join window is open but the link is still being made (the delivery job runs after payment). */
  linkPending: boolean;
  /** From when the link can be used. */
  joinOpensAt: Date;
}

export interface StudentSessions {
  upcoming: StudentSession[];
  past: StudentSession[];
}

/**
 * The student's paid meetings: upcoming first (soonest first), then past ones (latest first).
 * Only this student's, only paid ones; the video link is handed out only while it can be used.
 */
export async function listStudentSessions(db: DbOrTx, { studentId, now }: { studentId: string; now: Date }): Promise<StudentSessions> {
  const rows = await db
    .select({
      id: meetings.id,
      type: meetings.type,
      startsAt: meetings.startsAt,
      major: meetings.major,
      expectations: meetings.expectations,
      meetLink: meetings.meetLink,
      mentorId: meetings.mentorId,
      mentorName: users.name,
      photoId: mentorProfiles.photoId,
      college: mentorProfiles.college,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, meetings.mentorId))
    .where(and(eq(meetings.studentId, studentId), eq(meetings.isPaid, true), inArray(meetings.status, boughtStatuses)))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));

  const sessions: StudentSession[] = rows.map((row) => {
    const open = isJoinOpen(row.startsAt, now);
    return {
      id: row.id,
      type: row.type,
      startsAt: row.startsAt,
      major: row.major,
      expectations: row.expectations,
      mentor: { id: row.mentorId, name: shortName(row.mentorName), photoId: row.photoId, college: row.college },
      upcoming: !isSessionOver(row.startsAt, now),
      inProgress: row.startsAt.getTime() <= now.getTime() && !isSessionOver(row.startsAt, now),
      meetLink: open ? row.meetLink : null,
      linkPending: open && !row.meetLink,
      joinOpensAt: joinOpensAt(row.startsAt),
    };
  });
  return {
    upcoming: sessions.filter((s) => s.upcoming),
    past: sessions.filter((s) => !s.upcoming).reverse(),
  };
}
