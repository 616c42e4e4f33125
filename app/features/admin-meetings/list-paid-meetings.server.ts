import { and, desc, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/db.server";
import { meetings, users } from "~/db/schema";
import type { SessionType } from "~/lib/session-types";
import { escapeLike } from "~/lib/names";
import { US_EASTERN } from "~/lib/time-zone";
import { pageCountOf, type Paged } from "~/features/admin/admin-paging";
import type { MeetingFilters } from "./meeting-filters";

export const MEETINGS_PAGE_SIZE = 20;

export interface AdminMeeting {
  id: string;
  mentorName: string;
  mentorEmail: string;
  studentName: string;
  studentEmail: string;
  major: string;
  startsAt: Date | null;
  type: SessionType;
  expectations: string;
  meetLink: string | null;
  emailSent: boolean;
  createdAt: Date;
}

const mentor = alias(users, "mentor");
const student = alias(users, "student");

/** Paid meetings, newest booking first (spec §7), one page of them with the total for paging. */
export async function listPaidMeetings(db: DbOrTx, filters: MeetingFilters, page: number): Promise<Paged<AdminMeeting>> {
  const conditions: SQL[] = [eq(meetings.isPaid, true)];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(sql`${mentor.name} ilike ${pattern}`, sql`${student.name} ilike ${pattern}`)!);
  }
  const easternDate = sql`(${meetings.startsAt} at time zone ${US_EASTERN})::date`;
  if (filters.from) conditions.push(gte(easternDate, sql`${filters.from}::date`));
  if (filters.to) conditions.push(lte(easternDate, sql`${filters.to}::date`));

  const rows = await db
    .select({
      id: meetings.id,
      mentorName: mentor.name,
      mentorEmail: mentor.email,
      studentName: student.name,
      studentEmail: student.email,
      major: meetings.major,
      startsAt: meetings.startsAt,
      type: meetings.type,
      expectations: meetings.expectations,
      meetLink: meetings.meetLink,
      emailSent: meetings.emailSent,
      createdAt: meetings.createdAt,
      total: sql<string>`count(*) over ()`,
    })
    .from(meetings)
    .innerJoin(mentor, eq(mentor.id, meetings.mentorId))
    .innerJoin(student, eq(student.id, meetings.studentId))
    .where(and(...conditions))
    .orderBy(desc(meetings.createdAt), desc(meetings.id))
    .limit(MEETINGS_PAGE_SIZE)
    .offset((page - 1) * MEETINGS_PAGE_SIZE);

  // Past the last page there are no rows to carry the total: count once more.
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? await countPaidMeetings(db, conditions) : 0;
  return {
    rows: rows.map(({ total: _, ...row }) => row),
    page,
    pageCount: pageCountOf(total, MEETINGS_PAGE_SIZE),
    total,
  };
}

async function countPaidMeetings(db: DbOrTx, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(meetings)
    .innerJoin(mentor, eq(mentor.id, meetings.mentorId))
    .innerJoin(student, eq(student.id, meetings.studentId))
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}
