import { and, eq } from "drizzle-orm";
import { gradeSpr } from "~content/sat/spr-answer";
import type { Db, DbOrTx } from "~/db/db.server";
import { satItems, satMockAnswers, satMockAttempts } from "~/db/schema";
import { responseFits } from "~/features/sat-practice/practice-requests";
import { AppError } from "~/lib/errors";
import { closeCurrentQuestion, lockOwnAttempt, openModule, settleAttempt, submitModule, type MockAttemptRow } from "./mock-attempt.server";
import type { MockIntent } from "./mock-requests";
import { startMockAttempt } from "./start-mock-attempt.server";

export type MockOutcome = { attemptId: string; status: MockAttemptRow["status"] };

/**
 * Runs one exam intent for its owner at `now` (the server's clock). The attempt is locked and
 * brought up to date first, so an answer to a module whose deadline has passed finds that module
 * submitted and is refused ("mock_time_over"); a repeated Next Section changes nothing.
 */
export async function runMockIntent(db: Db, input: { userId: string; testNumber: number; intent: MockIntent; now: Date }): Promise<MockOutcome> {
  const { intent, now } = input;
  if (intent.intent === "start") {
    const { attemptId } = await startMockAttempt(db, { userId: input.userId, testNumber: input.testNumber, now });
    return { attemptId, status: "active" };
  }
  return db.transaction(async (tx) => {
    const attempt = await lockOwnAttempt(tx, input.userId, intent.attemptId);
    if (attempt.testNumber !== input.testNumber) throw new AppError("mock_attempt_not_found");
    const module = await settleAttempt(tx, attempt, now);
    const outcome = (): MockOutcome => ({ attemptId: attempt.id, status: attempt.status });
    if (attempt.status !== "active" || !module) {
      if (intent.intent === "submit-module" || intent.intent === "exit") return outcome();
      throw new AppError("mock_attempt_over");
    }

    switch (intent.intent) {
      case "exit":
        await tx.update(satMockAttempts).set({ status: "abandoned", finishedAt: now, updatedAt: now }).where(eq(satMockAttempts.id, attempt.id));
        attempt.status = "abandoned";
        return outcome();
      case "end-break":
        if (attempt.breakEndsAt) await openModule(tx, attempt, 2, "m1", now);
        return outcome();
      case "submit-module":
        // Only the module on screen; a repeat after it moved on is a no-op.
        if (intent.moduleIndex === module.moduleIndex && !module.submittedAt) await submitModule(tx, attempt, module, "student", now);
        return outcome();
    }

    if (intent.moduleIndex !== module.moduleIndex || module.submittedAt) throw new AppError("mock_time_over");
    const where = and(
      eq(satMockAnswers.attemptId, attempt.id),
      eq(satMockAnswers.moduleIndex, module.moduleIndex),
      eq(satMockAnswers.position, intent.position),
    );
    if (intent.position >= module.itemIds.length) throw new AppError("invalid_request");
    switch (intent.intent) {
      case "visit":
        if (intent.position !== attempt.currentPosition) {
          await closeCurrentQuestion(tx, attempt, module, now);
          await tx.update(satMockAttempts).set({ currentPosition: intent.position, currentSince: now }).where(eq(satMockAttempts.id, attempt.id));
        }
        break;
      case "flag":
        await tx.update(satMockAnswers).set({ flagged: intent.flagged }).where(where);
        break;
      case "eliminate":
        await tx.update(satMockAnswers).set({ eliminated: intent.choices }).where(where);
        break;
      case "answer":
        await saveAnswer(tx, module.itemIds[intent.position]!, intent.response, now, where);
        break;
    }
    return outcome();
  });
}

async function saveAnswer(tx: DbOrTx, itemId: string, response: string, now: Date, where: ReturnType<typeof and>) {
  if (response === "") {
    await tx.update(satMockAnswers).set({ response: null, correct: null, answeredAt: null }).where(where);
    return;
  }
  const [item] = await tx.select({ type: satItems.type, answer: satItems.answer }).from(satItems).where(eq(satItems.id, itemId));
  if (!item) throw new AppError("sat_item_not_found");
  if (!responseFits(item.type, response)) throw new AppError("invalid_request");
  const correct = item.type === "mcq" ? response === item.answer.key : gradeSpr(response, item.answer.key);
  await tx.update(satMockAnswers).set({ response, correct, answeredAt: now }).where(where);
}
