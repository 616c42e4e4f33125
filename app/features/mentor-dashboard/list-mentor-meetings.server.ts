import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { users } from "~/db/schema/users";
import { payoutDueAt, sessionEndsAt } from "~/features/meetings/meeting-transitions";
import { shortName } from "~/lib/names";
import { SESSION_MINUTES, type SessionType } from "~/lib/session-types";

export interface UpcomingMeeting {
  id: string;
  startsAt: string;
  studentName: string;
  type: SessionType;
  major: string;
  expectations: string;
  meetLink: string | null;
}

/**
 * The mentor's paid, scheduled meetings that have not ended, by start (date, then time). The
 * booking window is 8 weeks, so the list is bounded by the mentor's weekly hours.
 */
export async function listUpcomingMeetings(db: DbOrTx, mentorId: string, now = new Date()): Promise<UpcomingMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      studentName: users.name,
      type: meetings.type,
      major: meetings.major,
      expectations: meetings.expectations,
      meetLink: meetings.meetLink,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(
      and(
        eq(meetings.mentorId, mentorId),
        eq(meetings.isPaid, true),
        eq(meetings.status, "scheduled"),
        gt(meetings.startsAt, new Date(now.getTime() - SESSION_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), studentName: shortName(row.studentName) }));
}

export interface RecentMeeting {
  id: string;
  startsAt: string;
  studentName: string;
  type: SessionType;
  /** Held (kept as taken place), or reported by the mentor as missed by the student. */
  status: "held" | "no_show";
  /** The end of the window for reporting a no-show (the mentor's payout is due then). */
  reportUntil: string;
}

/**
 * The mentor's paid sessions that are over and still inside the no-show window (2 days after the
 * session), newest first: where the mentor reports a student who did not come.
 */
export async function listRecentMeetings(db: DbOrTx, mentorId: string, now = new Date()): Promise<RecentMeeting[]> {
  // The window markNoShow allows, as bounds on the start: the session has ended, its payout is not due yet.
  const sinceStart = (rule: (startsAt: Date) => Date) => rule(new Date(0)).getTime();
  const endedBy = new Date(now.getTime() - sinceStart(sessionEndsAt));
  const payoutNotDue = new Date(now.getTime() - sinceStart(payoutDueAt));
  const rows = await db
    .select({ id: meetings.id, startsAt: meetings.startsAt, studentName: users.name, type: meetings.type, status: meetings.status })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(
      and(
        eq(meetings.mentorId, mentorId),
        eq(meetings.isPaid, true),
        inArray(meetings.status, ["scheduled", "completed", "no_show"]),
        lte(meetings.startsAt, endedBy),
        gt(meetings.startsAt, payoutNotDue),
      ),
    )
    .orderBy(desc(meetings.startsAt), asc(meetings.id));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    studentName: shortName(row.studentName),
    type: row.type,
    status: row.status === "no_show" ? "no_show" : "held",
    reportUntil: payoutDueAt(row.startsAt).toISOString(),
  }));
}

export interface MentoredSession {
  id: string;
  startsAt: string;
  type: SessionType;
  status: "scheduled" | "completed";
}

export interface MentoredStudent {
  studentId: string;
  name: string;
  /** Newest first. */
  sessions: MentoredSession[];
}

/**
 * Students Mentored: the mentor's paid meetings (held or still to come) grouped by student, the
 * student with the most recent session first.
 */
export async function listMentoredStudents(db: DbOrTx, mentorId: string): Promise<MentoredStudent[]> {
  const rows = await db
    .select({
      id: meetings.id,
      studentId: meetings.studentId,
      studentName: users.name,
      startsAt: meetings.startsAt,
      type: meetings.type,
      status: meetings.status,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(and(eq(meetings.mentorId, mentorId), eq(meetings.isPaid, true), inArray(meetings.status, ["scheduled", "completed"])))
    .orderBy(desc(meetings.startsAt), asc(meetings.id));
  return groupByStudent(rows);
}

interface MeetingRow {
  id: string;
  studentId: string;
  studentName: string;
  startsAt: Date;
  type: SessionType;
  status: string;
}

/** Rows newest first -> one entry per student in order of their newest session. */
export function groupByStudent(rows: readonly MeetingRow[]): MentoredStudent[] {
  const students = new Map<string, MentoredStudent>();
  for (const row of rows) {
    let student = students.get(row.studentId);
    if (!student) {
      student = { studentId: row.studentId, name: shortName(row.studentName), sessions: [] };
      students.set(row.studentId, student);
    }
    student.sessions.push({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      type: row.type,
      status: row.status === "completed" ? "completed" : "scheduled",
    });
  }
  return [...students.values()];
}
