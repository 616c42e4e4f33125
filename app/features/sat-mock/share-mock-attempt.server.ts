import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings, satMockAttempts, satMockShares, users } from "~/db/schema";
import { AppError } from "~/lib/errors";

/** The mentors a student has booked (a paid meeting, any status): who may see their exams. */
export async function listBookedMentors(db: Db, studentId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .where(and(eq(meetings.studentId, studentId), eq(meetings.isPaid, true), ne(meetings.status, "expired")))
    .orderBy(users.name);
}

/** Who an attempt is shared with. */
export async function listAttemptShares(db: Db, attemptId: string): Promise<string[]> {
  const rows = await db.select({ mentorId: satMockShares.mentorId }).from(satMockShares).where(eq(satMockShares.attemptId, attemptId));
  return rows.map((r) => r.mentorId);
}

/**
 * Shows (or stops showing) the student's finished attempt to a mentor they have booked. Sharing
 * twice is one share.
 */
export async function shareMockAttempt(db: Db, input: { studentId: string; attemptId: string; mentorId: string; shared: boolean }): Promise<void> {
  const [attempt] = await db
    .select({ status: satMockAttempts.status })
    .from(satMockAttempts)
    .where(and(eq(satMockAttempts.id, input.attemptId), eq(satMockAttempts.userId, input.studentId)));
  if (!attempt || attempt.status !== "finished") throw new AppError("mock_attempt_not_found");
  if (!input.shared) {
    await db.delete(satMockShares).where(and(eq(satMockShares.attemptId, input.attemptId), eq(satMockShares.mentorId, input.mentorId)));
    return;
  }
  const booked = await listBookedMentors(db, input.studentId);
  if (!booked.some((m) => m.id === input.mentorId)) throw new AppError("mock_share_not_allowed");
  await db.insert(satMockShares).values({ attemptId: input.attemptId, mentorId: input.mentorId }).onConflictDoNothing();
}

/** A mentor's shared exams, newest first. */
export async function listSharedWithMentor(db: Db, mentorId: string) {
  return db
    .select({
      attemptId: satMockAttempts.id,
      testNumber: satMockAttempts.testNumber,
      studentName: users.name,
      finishedAt: satMockAttempts.finishedAt,
      total: sql<number>`(${satMockAttempts.score} -> 'total' ->> 'score')::int`,
    })
    .from(satMockShares)
    .innerJoin(satMockAttempts, eq(satMockAttempts.id, satMockShares.attemptId))
    .innerJoin(users, eq(users.id, satMockAttempts.userId))
    .where(eq(satMockShares.mentorId, mentorId))
    .orderBy(sql`${satMockAttempts.finishedAt} desc`);
}
