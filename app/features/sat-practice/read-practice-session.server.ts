import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItems, satPracticeAnswers, satPracticeSessions, type SatItemPrompt } from "~/db/schema";
import { sessionDeadline } from "./session-time";

export interface PracticeQuestion {
  itemId: string;
  position: number;
  type: "mcq" | "spr";
  skill: string;
  prompt: SatItemPrompt;
}

export interface PracticeSessionView {
  sessionId: string;
  subsectionId: string;
  total: number;
  answered: number;
  correct: number;
  secondsPerQuestion: number;
  totalSeconds: number;
  /** Seconds of total time left at `now` (0 once it ran out). */
  secondsLeft: number;
  /** The question to answer now; null when every question is answered. Never the key. */
  question: PracticeQuestion | null;
}

/** The student's open session of a subsection (or review), where it stands; null when none is open. */
export async function readPracticeSession(db: Db, input: { userId: string; subsectionId: string; now: Date }): Promise<PracticeSessionView | null> {
  const [session] = await db
    .select()
    .from(satPracticeSessions)
    .where(and(eq(satPracticeSessions.userId, input.userId), eq(satPracticeSessions.subsectionId, input.subsectionId), isNull(satPracticeSessions.endedAt)));
  if (!session) return null;
  const [tally] = await db
    .select({
      answered: sql<number>`count(*)`.mapWith(Number),
      correct: sql<number>`count(*) filter (where ${satPracticeAnswers.correct})`.mapWith(Number),
    })
    .from(satPracticeAnswers)
    .where(eq(satPracticeAnswers.sessionId, session.id));
  const answered = tally?.answered ?? 0;
  const itemId = session.itemIds[answered];
  let question: PracticeQuestion | null = null;
  if (itemId !== undefined) {
    const [item] = await db
      .select({ type: satItems.type, skill: satItems.skill, prompt: satItems.prompt })
      .from(satItems)
      .where(eq(satItems.id, itemId));
    if (item) question = { itemId, position: answered, ...item };
  }
  const secondsLeft = Math.max(0, Math.floor((sessionDeadline(session).getTime() - input.now.getTime()) / 1000));
  return {
    sessionId: session.id,
    subsectionId: session.subsectionId,
    total: session.itemIds.length,
    answered,
    correct: tally?.correct ?? 0,
    secondsPerQuestion: session.secondsPerQuestion,
    totalSeconds: session.totalSeconds,
    secondsLeft,
    question,
  };
}
