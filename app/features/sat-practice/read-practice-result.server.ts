import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { practiceResults } from "~/db/schema";

export interface PracticeResultView {
  sessionId: string;
  topic: string;
  correct: number;
  total: number;
  timeSpentSeconds: number;
}

/** A result of the student's own, by its session; undefined for anyone else's or an unfinished one. */
export async function readPracticeResult(db: Db, input: { userId: string; sessionId: string }): Promise<PracticeResultView | undefined> {
  const [row] = await db
    .select({
      sessionId: practiceResults.sessionId,
      topic: practiceResults.topic,
      correct: practiceResults.correctAnswers,
      total: practiceResults.totalQuestions,
      timeSpentSeconds: practiceResults.timeSpentSeconds,
    })
    .from(practiceResults)
    .where(and(eq(practiceResults.sessionId, input.sessionId), eq(practiceResults.userId, input.userId)));
  return row;
}
