import { and, eq, isNull, sql } from "drizzle-orm";
import { satSubsections, type SatSubsectionId } from "~content/sat/taxonomy";
import type { Db } from "~/db/db.server";
import { satItems, satPracticeAnswers, satPracticeSessions } from "~/db/schema";

export interface SubsectionProgress {
  id: SatSubsectionId;
  section: "math" | "english";
  level: string;
  total: number;
  /** Distinct items of this subsection the student has answered. */
  completed: number;
  hasOpenSession: boolean;
}

/** The Question Bank tab: each subsection with its total and the student's completed count, in SQL. */
export async function readPracticeCatalogue(db: Db, userId: string): Promise<SubsectionProgress[]> {
  const answered = db
    .selectDistinct({ itemId: satPracticeAnswers.itemId })
    .from(satPracticeAnswers)
    .where(eq(satPracticeAnswers.userId, userId))
    .as("answered");
  const [counts, open] = await Promise.all([
    db
      .select({
        subsectionId: satItems.subsectionId,
        total: sql<number>`count(*)`.mapWith(Number),
        completed: sql<number>`count(${answered.itemId})`.mapWith(Number),
      })
      .from(satItems)
      .leftJoin(answered, eq(answered.itemId, satItems.id))
      .where(eq(satItems.inBank, true))
      .groupBy(satItems.subsectionId),
    db
      .select({ subsectionId: satPracticeSessions.subsectionId })
      .from(satPracticeSessions)
      .where(and(eq(satPracticeSessions.userId, userId), isNull(satPracticeSessions.endedAt))),
  ]);
  return satSubsections.map((s) => {
    const row = counts.find((c) => c.subsectionId === s.id);
    return {
      id: s.id,
      section: s.section,
      level: s.level,
      total: row?.total ?? 0,
      completed: row?.completed ?? 0,
      hasOpenSession: open.some((o) => o.subsectionId === s.id),
    };
  });
}

/** How many questions a subsection holds (what its start form may offer). */
export async function countSubsectionItems(db: Db, subsectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(satItems)
    .where(and(eq(satItems.subsectionId, subsectionId), eq(satItems.inBank, true)));
  return row?.n ?? 0;
}
