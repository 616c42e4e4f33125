import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { practiceResults, satItems, satPracticeAnswers, satReviewCards } from "~/db/schema";
import type { PracticeSubject } from "./practice-subject";

export const LATEST_RESULTS = 5;
const ERROR_LOG_SIZE = 20;

export interface ProgressView {
  results: { id: string; subject: string; topic: string; difficulty: string; correct: number; total: number; timeSpentSeconds: number; completedAt: string }[];
  skills: { skill: string; subject: string; correct: number; answered: number }[];
  errorLog: { itemId: string; skill: string; subject: string; subsectionId: string; due: string; misses: number }[];
  dueNow: Record<PracticeSubject, number>;
}

/** The Progress Tracking tab: the latest 5 results (spec), accuracy per skill, the error log and what is due. */
export async function readProgress(db: Db, input: { userId: string; subject: PracticeSubject | null; now: Date }): Promise<ProgressView> {
  const [results, skills, errorLog, due] = await Promise.all([
    db
      .select({
        id: practiceResults.id,
        subject: practiceResults.subject,
        topic: practiceResults.topic,
        difficulty: practiceResults.difficulty,
        correct: practiceResults.correctAnswers,
        total: practiceResults.totalQuestions,
        timeSpentSeconds: practiceResults.timeSpentSeconds,
        completedAt: practiceResults.completedAt,
      })
      .from(practiceResults)
      .where(and(eq(practiceResults.userId, input.userId), input.subject ? eq(practiceResults.subject, input.subject) : undefined))
      .orderBy(desc(practiceResults.completedAt), desc(practiceResults.id))
      .limit(LATEST_RESULTS),
    db
      .select({
        skill: satItems.skill,
        subject: satItems.subject,
        correct: sql<number>`count(*) filter (where ${satPracticeAnswers.correct})`.mapWith(Number),
        answered: sql<number>`count(*)`.mapWith(Number),
      })
      .from(satPracticeAnswers)
      .innerJoin(satItems, eq(satItems.id, satPracticeAnswers.itemId))
      .where(and(eq(satPracticeAnswers.userId, input.userId), input.subject ? eq(satItems.subject, input.subject) : undefined))
      .groupBy(satItems.skill, satItems.subject)
      .orderBy(satItems.subject, satItems.skill),
    db
      .select({
        itemId: satReviewCards.itemId,
        skill: satItems.skill,
        subject: satItems.subject,
        subsectionId: satItems.subsectionId,
        due: satReviewCards.due,
        // Wrong answers to the item or to a fresh variant of it (FSRS's lapses count only some of them).
        misses: sql<number>`(
          select count(*) from ${satPracticeAnswers} a join ${satItems} v on v.id = a.item_id
          where a.user_id = ${satReviewCards.userId} and a.correct = false
            and (a.item_id = ${satReviewCards.itemId} or v.variant_of = ${satReviewCards.itemId})
        )`.mapWith(Number),
      })
      .from(satReviewCards)
      .innerJoin(satItems, eq(satItems.id, satReviewCards.itemId))
      .where(and(eq(satReviewCards.userId, input.userId), input.subject ? eq(satItems.subject, input.subject) : undefined))
      .orderBy(asc(satReviewCards.due), asc(satReviewCards.itemId))
      .limit(ERROR_LOG_SIZE),
    db
      .select({ subject: satItems.subject, due: sql<number>`count(*)`.mapWith(Number) })
      .from(satReviewCards)
      .innerJoin(satItems, eq(satItems.id, satReviewCards.itemId))
      .where(and(eq(satReviewCards.userId, input.userId), lte(satReviewCards.due, input.now)))
      .groupBy(satItems.subject),
  ]);
  return {
    results: results.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
    skills,
    errorLog: errorLog.map((e) => ({ ...e, due: e.due.toISOString() })),
    dueNow: {
      math: due.find((d) => d.subject === "math")?.due ?? 0,
      english: due.find((d) => d.subject === "english")?.due ?? 0,
    },
  };
}
