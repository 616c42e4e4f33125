import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { practiceResults, satPracticeAnswers, satPracticeSessions } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { satSubsections } from "~content/sat/taxonomy";
import { lockOwnSession } from "./lock-own-session.server";
import { isReviewSubsection, subjectOf } from "./practice-subject";
import { secondsSpent, sessionDeadline } from "./session-time";

/**
 * Ends a session and saves its result once: the counts come from the recorded answers, never from
 * the browser. Allowed when every question is answered or the total time is up (unanswered
 * questions then count as missed). Finishing again answers the same result.
 */
export async function finishPracticeSession(db: Db, input: { userId: string; sessionId: string; now: Date }): Promise<{ resultId: string }> {
  return db.transaction(async (tx) => {
    const session = await lockOwnSession(tx, input.userId, input.sessionId);
    const [saved] = await tx.select({ id: practiceResults.id }).from(practiceResults).where(eq(practiceResults.sessionId, session.id));
    if (saved) return { resultId: saved.id };
    if (session.endedAt) throw new AppError("practice_session_ended");

    const [tally] = await tx
      .select({ answered: count(), correct: sql<number>`count(*) filter (where ${satPracticeAnswers.correct})`.mapWith(Number) })
      .from(satPracticeAnswers)
      .where(eq(satPracticeAnswers.sessionId, session.id));
    const deadline = sessionDeadline(session);
    const timeUp = input.now >= deadline;
    if (tally!.answered < session.itemIds.length && !timeUp) throw new AppError("practice_not_finished");

    const endedAt = timeUp ? deadline : input.now;
    await tx.update(satPracticeSessions).set({ endedAt }).where(eq(satPracticeSessions.id, session.id));
    const subsection = satSubsections.find((s) => s.id === session.subsectionId);
    const [result] = await tx
      .insert(practiceResults)
      .values({
        userId: input.userId,
        sessionId: session.id,
        subject: subjectOf(session.subsectionId),
        topic: session.subsectionId,
        difficulty: isReviewSubsection(session.subsectionId) ? "review" : subsection!.level,
        correctAnswers: tally!.correct,
        totalQuestions: session.itemIds.length,
        timeSpentSeconds: secondsSpent(session, endedAt),
        completedAt: endedAt,
      })
      .returning({ id: practiceResults.id });
    return { resultId: result!.id };
  });
}

/** Leaves a session without a result (the exit confirmation said progress is lost); its answers stay in the history. */
export async function abandonPracticeSession(db: Db, input: { userId: string; sessionId: string; now: Date }): Promise<void> {
  const [ended] = await db
    .update(satPracticeSessions)
    .set({ endedAt: input.now, abandoned: true })
    .where(and(eq(satPracticeSessions.id, input.sessionId), eq(satPracticeSessions.userId, input.userId), sql`${satPracticeSessions.endedAt} is null`))
    .returning({ id: satPracticeSessions.id });
  if (ended) return;
  const [exists] = await db
    .select({ id: satPracticeSessions.id })
    .from(satPracticeSessions)
    .where(and(eq(satPracticeSessions.id, input.sessionId), eq(satPracticeSessions.userId, input.userId)));
  if (!exists) throw new AppError("practice_session_not_found");
}
