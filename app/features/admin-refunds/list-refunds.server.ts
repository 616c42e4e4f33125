import { and, asc, count, desc, eq, gte, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/db.server";
import { meetings, refunds, users, type RefundReason, type RefundStatus } from "~/db/schema";
import { pageCountOf, type Paged } from "~/features/admin/admin-paging";

export const REFUNDS_PAGE_SIZE = 20;
/** How far back the mentor cancellations are counted. */
export const MENTOR_CANCELLATION_DAYS = 90;

export interface GuaranteeRequest {
  id: string;
  studentName: string;
  studentEmail: string;
  mentorName: string;
  startsAt: Date;
  amountCents: number;
  /** The student's own words. */
  studentNote: string | null;
  requestedAt: Date;
}

export interface RefundRow {
  id: string;
  reason: RefundReason;
  status: RefundStatus;
  amountCents: number;
  studentName: string;
  mentorName: string;
  startsAt: Date;
  createdAt: Date;
  decidedAt: Date | null;
  refundedAt: Date | null;
  decisionNote: string | null;
}

export interface MentorCancellations {
  mentorId: string;
  mentorName: string;
  mentorEmail: string;
  cancellations: number;
  latestAt: Date;
}

const student = alias(users, "student");
const mentor = alias(users, "mentor");

/** Guarantee claims waiting for an admin, oldest first (the one waiting longest is answered first). */
export async function listGuaranteeRequests(db: DbOrTx): Promise<GuaranteeRequest[]> {
  return db
    .select({
      id: refunds.id,
      studentName: student.name,
      studentEmail: student.email,
      mentorName: mentor.name,
      startsAt: meetings.startsAt,
      amountCents: refunds.amountCents,
      studentNote: refunds.studentNote,
      requestedAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(meetings, eq(meetings.id, refunds.meetingId))
    .innerJoin(student, eq(student.id, refunds.studentId))
    .innerJoin(mentor, eq(mentor.id, refunds.mentorId))
    .where(eq(refunds.status, "requested"))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Every refund, newest first, one page of them with the total for paging. */
export async function listRefunds(db: DbOrTx, page: number): Promise<Paged<RefundRow>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: refunds.id,
        reason: refunds.reason,
        status: refunds.status,
        amountCents: refunds.amountCents,
        studentName: student.name,
        mentorName: mentor.name,
        startsAt: meetings.startsAt,
        createdAt: refunds.createdAt,
        decidedAt: refunds.decidedAt,
        refundedAt: refunds.refundedAt,
        decisionNote: refunds.decisionNote,
      })
      .from(refunds)
      .innerJoin(meetings, eq(meetings.id, refunds.meetingId))
      .innerJoin(student, eq(student.id, refunds.studentId))
      .innerJoin(mentor, eq(mentor.id, refunds.mentorId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(REFUNDS_PAGE_SIZE)
      .offset((page - 1) * REFUNDS_PAGE_SIZE),
    db.select({ n: count() }).from(refunds),
  ]);
  const n = total?.n ?? 0;
  return { rows, page, pageCount: pageCountOf(n, REFUNDS_PAGE_SIZE), total: n };
}

/**
 * Mentors who cancelled paid sessions in the last 90 days: a mentor's cancellation is refunded in
 * full and counted against them, and this is where the admin sees it. Most cancellations first.
 */
export async function listMentorCancellations(db: DbOrTx, now: Date): Promise<MentorCancellations[]> {
  const since = new Date(now.getTime() - MENTOR_CANCELLATION_DAYS * 86_400_000);
  const cancellations = count();
  const latestAt = max(meetings.cancelledAt);
  const rows = await db
    .select({ mentorId: meetings.mentorId, mentorName: mentor.name, mentorEmail: mentor.email, cancellations, latestAt })
    .from(meetings)
    .innerJoin(mentor, eq(mentor.id, meetings.mentorId))
    .where(and(eq(meetings.cancelledBy, "mentor"), gte(meetings.cancelledAt, since)))
    .groupBy(meetings.mentorId, mentor.name, mentor.email)
    .orderBy(desc(cancellations), desc(latestAt), asc(mentor.name))
    .limit(100);
  return rows.map((row) => ({ ...row, latestAt: row.latestAt ?? since }));
}
