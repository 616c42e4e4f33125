import { desc, eq, and, inArray } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satMockAttempts } from "~/db/schema";
import type { MockScore } from "./mock-scoring";

export interface MockAttemptSummary {
  attemptId: string;
  testNumber: number;
  status: "active" | "finished";
  startedAt: string;
  finishedAt: string | null;
  score: MockScore | null;
}

/** The student's attempts under way and finished (not the abandoned ones), newest first. */
export async function listMockAttempts(db: Db, userId: string): Promise<MockAttemptSummary[]> {
  const rows = await db
    .select()
    .from(satMockAttempts)
    .where(and(eq(satMockAttempts.userId, userId), inArray(satMockAttempts.status, ["active", "finished"])))
    .orderBy(desc(satMockAttempts.startedAt))
    .limit(50);
  return rows.map((r) => ({
    attemptId: r.id,
    testNumber: r.testNumber,
    status: r.status as "active" | "finished",
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    score: (r.score as MockScore | null) ?? null,
  }));
}
