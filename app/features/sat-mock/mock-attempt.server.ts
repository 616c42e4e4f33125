import { and, asc, eq, sql } from "drizzle-orm";
import { mockModuleId, mockModuleOrder, mockSectionShape, MOCK_BREAK_SECONDS, type MockForm } from "~content/sat/mock/blueprint";
import type { SatDifficulty } from "~content/sat/taxonomy";
import type { DbOrTx } from "~/db/db.server";
import { satItems, satMockAnswers, satMockAttempts, satMockModules } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { estimateSection, estimateTotal, routeSecondModule, type MockScore } from "./mock-scoring";

export type MockAttemptRow = typeof satMockAttempts.$inferSelect;
export type MockModuleRow = typeof satMockModules.$inferSelect;

/** The student's own attempt, locked for the rest of the transaction; anyone else's is "not found". */
export async function lockOwnAttempt(tx: DbOrTx, userId: string, attemptId: string): Promise<MockAttemptRow> {
  const [attempt] = await tx
    .select()
    .from(satMockAttempts)
    .where(and(eq(satMockAttempts.id, attemptId), eq(satMockAttempts.userId, userId)))
    .for("update");
  if (!attempt) throw new AppError("mock_attempt_not_found");
  return attempt;
}

export async function readModule(tx: DbOrTx, attemptId: string, moduleIndex: number): Promise<MockModuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(satMockModules)
    .where(and(eq(satMockModules.attemptId, attemptId), eq(satMockModules.moduleIndex, moduleIndex)));
  return row;
}

/** Opens module `index` of the attempt in form `form`: its clock starts now. */
export async function openModule(tx: DbOrTx, attempt: MockAttemptRow, index: number, form: MockForm, now: Date): Promise<void> {
  const section = mockModuleOrder[index]!.section;
  const formId = mockModuleId(attempt.testNumber, section, form);
  const items = await tx
    .select({ id: satItems.id })
    .from(satItems)
    .where(and(eq(satItems.subsectionId, formId), eq(satItems.inBank, true)))
    .orderBy(asc(satItems.position));
  if (items.length !== mockSectionShape[section].questions) throw new Error(`${formId} holds ${items.length} items`);
  const deadlineAt = new Date(now.getTime() + mockSectionShape[section].seconds * 1000);
  await tx.insert(satMockModules).values({
    attemptId: attempt.id,
    moduleIndex: index,
    formId,
    itemIds: items.map((i) => i.id),
    startedAt: now,
    deadlineAt,
  });
  await tx.insert(satMockAnswers).values(items.map((item, position) => ({ attemptId: attempt.id, moduleIndex: index, position, itemId: item.id })));
  await tx
    .update(satMockAttempts)
    .set({ moduleIndex: index, breakEndsAt: null, currentPosition: 0, currentSince: now, updatedAt: now })
    .where(eq(satMockAttempts.id, attempt.id));
  Object.assign(attempt, { moduleIndex: index, breakEndsAt: null, currentPosition: 0, currentSince: now });
}

/** Adds the time since the current question came on screen to it (never past the module's deadline). */
export async function closeCurrentQuestion(tx: DbOrTx, attempt: MockAttemptRow, module: MockModuleRow, now: Date): Promise<void> {
  const until = Math.min(now.getTime(), module.deadlineAt.getTime());
  const seconds = Math.max(0, Math.round((until - attempt.currentSince.getTime()) / 1000));
  if (seconds === 0) return;
  await tx
    .update(satMockAnswers)
    .set({ secondsSpent: sql`${satMockAnswers.secondsSpent} + ${seconds}` })
    .where(
      and(
        eq(satMockAnswers.attemptId, attempt.id),
        eq(satMockAnswers.moduleIndex, module.moduleIndex),
        eq(satMockAnswers.position, attempt.currentPosition),
      ),
    );
}

/**
 * Ends the current module (by the student, or by time at its deadline) and moves on: module 2 of
 * the section in the form module 1 earned, the break after reading and writing, or the score.
 */
export async function submitModule(tx: DbOrTx, attempt: MockAttemptRow, module: MockModuleRow, by: "student" | "time", now: Date): Promise<void> {
  const at = by === "time" ? module.deadlineAt : now;
  await closeCurrentQuestion(tx, attempt, module, at);
  await tx
    .update(satMockModules)
    .set({ submittedAt: at, submittedBy: by })
    .where(and(eq(satMockModules.attemptId, attempt.id), eq(satMockModules.moduleIndex, module.moduleIndex)));

  const index = module.moduleIndex;
  if (index === 0 || index === 2) {
    const results = await moduleResults(tx, attempt.id, index);
    const scored = results.filter((r) => !r.pilot);
    const form = routeSecondModule(scored.filter((r) => r.correct).length, scored.length);
    await openModule(tx, attempt, index + 1, form, now);
  } else if (index === 1) {
    const breakEndsAt = new Date(now.getTime() + MOCK_BREAK_SECONDS * 1000);
    await tx.update(satMockAttempts).set({ breakEndsAt, updatedAt: now }).where(eq(satMockAttempts.id, attempt.id));
    attempt.breakEndsAt = breakEndsAt;
  } else {
    const score = await scoreAttempt(tx, attempt.id);
    await tx
      .update(satMockAttempts)
      .set({ status: "finished", finishedAt: at, score, updatedAt: now })
      .where(eq(satMockAttempts.id, attempt.id));
    Object.assign(attempt, { status: "finished", finishedAt: at, score });
  }
}

/**
 * Brings a locked attempt up to `now`: a module past its deadline is submitted by time (with the
 * answers saved before it), and a break that ran out opens the math section. The next module's
 * clock starts when the student is there to take it.
 */
export async function settleAttempt(tx: DbOrTx, attempt: MockAttemptRow, now: Date): Promise<MockModuleRow | undefined> {
  for (;;) {
    if (attempt.status !== "active") return undefined;
    const module = await readModule(tx, attempt.id, attempt.moduleIndex);
    if (!module) throw new Error(`attempt ${attempt.id} has no module ${attempt.moduleIndex}`);
    if (!module.submittedAt) {
      if (now < module.deadlineAt) return module;
      await submitModule(tx, attempt, module, "time", now);
      continue;
    }
    // Submitted module 1 of reading and writing: on the break.
    if (attempt.breakEndsAt && now >= attempt.breakEndsAt) {
      await openModule(tx, attempt, 2, "m1", now);
      continue;
    }
    return module;
  }
}

export interface ModuleResult {
  position: number;
  itemId: string;
  difficulty: SatDifficulty;
  pilot: boolean;
  correct: boolean;
}

async function moduleResults(tx: DbOrTx, attemptId: string, moduleIndex: number): Promise<ModuleResult[]> {
  const rows = await tx
    .select({
      position: satMockAnswers.position,
      itemId: satMockAnswers.itemId,
      difficulty: satItems.difficulty,
      pilot: satItems.pilot,
      correct: satMockAnswers.correct,
    })
    .from(satMockAnswers)
    .innerJoin(satItems, eq(satItems.id, satMockAnswers.itemId))
    .where(and(eq(satMockAnswers.attemptId, attemptId), eq(satMockAnswers.moduleIndex, moduleIndex)))
    .orderBy(asc(satMockAnswers.position));
  return rows.map((r) => ({ ...r, difficulty: r.difficulty as SatDifficulty, correct: r.correct === true }));
}

async function scoreAttempt(tx: DbOrTx, attemptId: string): Promise<MockScore> {
  const section = async (first: number) =>
    estimateSection([...(await moduleResults(tx, attemptId, first)), ...(await moduleResults(tx, attemptId, first + 1))].filter((r) => !r.pilot));
  const english = await section(0);
  const math = await section(2);
  return { english, math, total: estimateTotal(english, math) };
}
