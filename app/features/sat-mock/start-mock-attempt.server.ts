import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { satMockAttempts } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { mockTestOpenTo } from "./mock-access.server";
import { openModule } from "./mock-attempt.server";

/**
 * Starts test `testNumber` for the student (Start Exam): reading and writing module 1 opens and its
 * clock starts. An attempt already under way is the answer instead (a second click, another tab).
 */
export async function startMockAttempt(db: Db, input: { userId: string; testNumber: number; now: Date }): Promise<{ attemptId: string }> {
  if (!(await mockTestOpenTo(db, input.userId, input.testNumber))) throw new AppError("mock_test_locked");
  const existing = await findActiveAttempt(db, input.userId, input.testNumber);
  if (existing) return { attemptId: existing };
  try {
    return await db.transaction(async (tx) => {
      const [attempt] = await tx
        .insert(satMockAttempts)
        .values({ userId: input.userId, testNumber: input.testNumber, currentSince: input.now, startedAt: input.now })
        .returning();
      await openModule(tx, attempt!, 0, "m1", input.now);
      return { attemptId: attempt!.id };
    });
  } catch (error) {
    // Two starts at once: the other one's attempt stands.
    if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
    const winner = await findActiveAttempt(db, input.userId, input.testNumber);
    if (!winner) throw error;
    return { attemptId: winner };
  }
}

export async function findActiveAttempt(db: Db, userId: string, testNumber: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: satMockAttempts.id })
    .from(satMockAttempts)
    .where(and(eq(satMockAttempts.userId, userId), eq(satMockAttempts.testNumber, testNumber), eq(satMockAttempts.status, "active")));
  return row?.id;
}
