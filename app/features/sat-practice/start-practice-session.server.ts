import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItems, satPracticeAnswers, satPracticeSessions } from "~/db/schema";

export interface PracticeTimers {
  secondsPerQuestion: number;
  totalSeconds: number;
}

/**
 * Opens a session of `count` questions from a subsection: questions the student has not answered
 * yet first (in the bank's order), then those answered longest ago. When a session of this
 * subsection is still open it is the answer instead (a second click or another tab).
 */
export async function startPracticeSession(
  db: Db,
  input: { userId: string; subsectionId: string; count: number; timers: PracticeTimers; now: Date },
): Promise<{ sessionId: string }> {
  const open = await findOpenSession(db, input.userId, input.subsectionId);
  if (open) return open;

  const lastAnswered = db
    .select({ itemId: satPracticeAnswers.itemId, at: sql<Date>`max(${satPracticeAnswers.answeredAt})`.as("at") })
    .from(satPracticeAnswers)
    .where(eq(satPracticeAnswers.userId, input.userId))
    .groupBy(satPracticeAnswers.itemId)
    .as("last_answered");
  const items = await db
    .select({ id: satItems.id })
    .from(satItems)
    .leftJoin(lastAnswered, eq(lastAnswered.itemId, satItems.id))
    .where(and(eq(satItems.subsectionId, input.subsectionId), eq(satItems.inBank, true)))
    .orderBy(sql`${lastAnswered.at} asc nulls first`, asc(satItems.position))
    .limit(input.count);
  if (items.length === 0) throw new Error(`subsection ${input.subsectionId} has no items`);
  return openSession(db, { ...input, kind: "subsection", itemIds: items.map((i) => i.id) });
}

export async function findOpenSession(db: Db, userId: string, subsectionId: string): Promise<{ sessionId: string } | undefined> {
  const [row] = await db
    .select({ sessionId: satPracticeSessions.id })
    .from(satPracticeSessions)
    .where(and(eq(satPracticeSessions.userId, userId), eq(satPracticeSessions.subsectionId, subsectionId), isNull(satPracticeSessions.endedAt)));
  return row;
}

/** Inserts the session unless one is open already (the partial unique index decides); answers the open one. */
export async function openSession(
  db: Db,
  input: { userId: string; subsectionId: string; kind: "subsection" | "review"; itemIds: string[]; timers: PracticeTimers; now: Date },
): Promise<{ sessionId: string }> {
  const [created] = await db
    .insert(satPracticeSessions)
    .values({
      userId: input.userId,
      kind: input.kind,
      subsectionId: input.subsectionId,
      itemIds: input.itemIds,
      secondsPerQuestion: input.timers.secondsPerQuestion,
      totalSeconds: input.timers.totalSeconds,
      startedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ sessionId: satPracticeSessions.id });
  if (created) return created;
  const open = await findOpenSession(db, input.userId, input.subsectionId);
  if (!open) throw new Error("a practice session was neither created nor found");
  return open;
}
