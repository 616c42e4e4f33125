import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { practiceResults, satItems, satPracticeAnswers, satReviewCards } from "~/db/schema";
import { createScenario } from "~/test/scenario";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { codeOf } from "~/test/test-services";
import { answerPracticeItem } from "./answer-practice-item.server";
import { abandonPracticeSession, finishPracticeSession } from "./finish-practice-session.server";
import { readPracticeCatalogue } from "./read-practice-catalogue.server";
import { readPracticeSession } from "./read-practice-session.server";
import { readProgress } from "./read-progress.server";
import { startPracticeSession } from "./start-practice-session.server";
import { startReviewSession } from "./start-review-session.server";

const timers = { secondsPerQuestion: 60, totalSeconds: 3000 };
const T0 = new Date("2031-01-06T15:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function student(db: Db, name = "Ada Student") {
  const world = await createScenario(db, { students: [{ name }] });
  return world.students[0]!.id;
}

/** The key of an item, read as the grader would (tests only: the page never sees it). */
async function keyOf(db: Db, itemId: string) {
  const [row] = await db.select({ answer: satItems.answer, type: satItems.type }).from(satItems).where(eq(satItems.id, itemId));
  return row!;
}

async function wrongResponse(db: Db, itemId: string) {
  const { answer, type } = await keyOf(db, itemId);
  return type === "mcq" ? String((Number(answer.key) + 1) % 4) : "9999";
}

async function rightResponse(db: Db, itemId: string) {
  return (await keyOf(db, itemId)).answer.key;
}

async function answerCurrent(db: Db, userId: string, subsectionId: string, right: boolean, now: Date) {
  const view = await readPracticeSession(db, { userId, subsectionId, now });
  const q = view!.question!;
  const response = right ? await rightResponse(db, q.itemId) : await wrongResponse(db, q.itemId);
  return answerPracticeItem(db, { userId, sessionId: view!.sessionId, position: q.position, response, now });
}

describeEachDb("SAT practice sessions", (getDb) => {
  it("grades on the server, never shows the key before the answer, and saves the result once", async () => {
    const db = getDb();
    const userId = await student(db);
    const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 });

    const view = await readPracticeSession(db, { userId, subsectionId: "math-easy", now: at(5) });
    expect(view).toMatchObject({ sessionId, total: 5, answered: 0, secondsLeft: 2995 });
    expect(JSON.stringify(view)).not.toMatch(/"key"|explanation/i);

    const outcomes = [true, false, true, true, false];
    for (const [i, right] of outcomes.entries()) {
      const feedback = await answerCurrent(db, userId, "math-easy", right, at(10 * (i + 1)));
      expect(feedback.correct).toBe(right);
      expect(feedback.explanationHtml.length).toBeGreaterThan(10);
    }
    expect(await codeOf(finishPracticeSession(db, { userId, sessionId, now: at(60) }))).toBeNull();
    const again = await finishPracticeSession(db, { userId, sessionId, now: at(90) });
    const results = await db.select().from(practiceResults).where(eq(practiceResults.sessionId, sessionId));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: again.resultId, correctAnswers: 3, totalQuestions: 5, timeSpentSeconds: 60, subject: "math", topic: "math-easy", difficulty: "easy" });
  });

  it("answers a repeated submit with the first answer, and refuses a question out of turn", async () => {
    const db = getDb();
    const userId = await student(db);
    const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 });
    const view = (await readPracticeSession(db, { userId, subsectionId: "math-easy", now: T0 }))!;
    const wrong = await wrongResponse(db, view.question!.itemId);
    const right = await rightResponse(db, view.question!.itemId);
    const first = await answerPracticeItem(db, { userId, sessionId, position: 0, response: wrong, now: at(5) });
    const second = await answerPracticeItem(db, { userId, sessionId, position: 0, response: right, now: at(6) });
    expect(second).toEqual(first);
    expect(second.correct).toBe(false);
    expect(await codeOf(answerPracticeItem(db, { userId, sessionId, position: 3, response: "0", now: at(7) }))).toBe("practice_wrong_question");
    expect(await codeOf(finishPracticeSession(db, { userId, sessionId, now: at(8) }))).toBe("practice_not_finished");
    const rows = await db.select().from(satPracticeAnswers).where(eq(satPracticeAnswers.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });

  it("keeps one open session per subsection and continues it after a reload", async () => {
    const db = getDb();
    const userId = await student(db);
    const a = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 });
    await answerCurrent(db, userId, "math-easy", true, at(3));
    const b = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 10, timers, now: at(4) });
    expect(b).toEqual(a);
    const view = await readPracticeSession(db, { userId, subsectionId: "math-easy", now: at(5) });
    expect(view).toMatchObject({ answered: 1, correct: 1, total: 5 });
    expect(view!.question!.position).toBe(1);
  });

  it("refuses answers after the total time and then finishes with the unanswered counted as missed", async () => {
    const db = getDb();
    const userId = await student(db);
    const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers: { secondsPerQuestion: 60, totalSeconds: 120 }, now: T0 });
    await answerCurrent(db, userId, "math-easy", true, at(30));
    expect(await codeOf(answerCurrent(db, userId, "math-easy", true, at(121)))).toBe("practice_time_up");
    await finishPracticeSession(db, { userId, sessionId, now: at(500) });
    const [result] = await db.select().from(practiceResults).where(eq(practiceResults.sessionId, sessionId));
    expect(result).toMatchObject({ correctAnswers: 1, totalQuestions: 5, timeSpentSeconds: 120 });
  });

  it("does not let a student read or answer another student's session", async () => {
    const db = getDb();
    const owner = await student(db, "Owner One");
    const other = await student(db, "Other Two");
    const { sessionId } = await startPracticeSession(db, { userId: owner, subsectionId: "math-easy", count: 5, timers, now: T0 });
    expect(await readPracticeSession(db, { userId: other, subsectionId: "math-easy", now: T0 })).toBeNull();
    expect(await codeOf(answerPracticeItem(db, { userId: other, sessionId, position: 0, response: "0", now: at(1) }))).toBe("practice_session_not_found");
    expect(await codeOf(finishPracticeSession(db, { userId: other, sessionId, now: at(1) }))).toBe("practice_session_not_found");
    expect(await codeOf(abandonPracticeSession(db, { userId: other, sessionId, now: at(1) }))).toBe("practice_session_not_found");
    expect(await readPracticeSession(db, { userId: owner, subsectionId: "math-easy", now: at(2) })).not.toBeNull();
  });

  it("counts distinct answered items per subsection and lists the latest five results, newest first", async () => {
    const db = getDb();
    const userId = await student(db);
    for (let round = 0; round < 6; round++) {
      const start = at(round * 1000);
      const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: start });
      for (let i = 0; i < 5; i++) await answerCurrent(db, userId, "math-easy", i < round, new Date(start.getTime() + (i + 1) * 1000));
      await finishPracticeSession(db, { userId, sessionId, now: new Date(start.getTime() + 10_000) });
    }
    const catalogue = await readPracticeCatalogue(db, userId);
    const mathEasy = catalogue.find((s) => s.id === "math-easy")!;
    expect(mathEasy.completed).toBe(Math.min(30, mathEasy.total));
    expect(catalogue.find((s) => s.id === "math-hard")!.completed).toBe(0);

    const progress = await readProgress(db, { userId, subject: null, now: at(10_000) });
    expect(progress.results.map((r) => r.correct)).toEqual([5, 4, 3, 2, 1]);
    expect((await readProgress(db, { userId, subject: "english", now: at(10_000) })).results).toEqual([]);
    const answered = progress.skills.reduce((n, s) => n + s.answered, 0);
    expect(answered).toBe(30);
  });
});

/** A five-question math session from T0 whose first question is missed; that question. */
async function missFirstOfFive(db: Db, userId: string) {
  const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 });
  const first = (await readPracticeSession(db, { userId, subsectionId: "math-easy", now: T0 }))!.question!;
  await answerCurrent(db, userId, "math-easy", false, at(10));
  for (let i = 1; i < 5; i++) await answerCurrent(db, userId, "math-easy", true, at(10 + i));
  await finishPracticeSession(db, { userId, sessionId, now: at(30) });
  return first;
}

describeEachDb("the error log and spaced review", (getDb) => {
  it("schedules a missed item for the next day and brings a math item back as a fresh variant", async () => {
    const db = getDb();
    const userId = await student(db);
    const first = await missFirstOfFive(db, userId);

    const [card] = await db.select().from(satReviewCards).where(and(eq(satReviewCards.userId, userId), eq(satReviewCards.itemId, first.itemId)));
    expect(card!.due.toISOString()).toBe(new Date(at(10).getTime() + 24 * 3600 * 1000).toISOString());
    expect((await db.select().from(satReviewCards).where(eq(satReviewCards.userId, userId))).length).toBe(1);

    expect(await codeOf(startReviewSession(db, { userId, subject: "math", timers, now: at(3600) }))).toBe("practice_nothing_to_review");
    const nextDay = at(24 * 3600 + 60);
    const progress = await readProgress(db, { userId, subject: "math", now: nextDay });
    expect(progress.dueNow).toEqual({ math: 1, english: 0 });
    expect(progress.errorLog.map((e) => [e.itemId, e.misses])).toEqual([[first.itemId, 1]]);

    const review = await startReviewSession(db, { userId, subject: "math", timers, now: nextDay });
    const view = (await readPracticeSession(db, { userId, subsectionId: "review-math", now: nextDay }))!;
    expect(view.sessionId).toBe(review.sessionId);
    const variant = view.question!;
    expect(variant.itemId).not.toBe(first.itemId);
    expect(variant.itemId.split("~")[0]).toBe(first.itemId.split("~")[0]);
    const [stored] = await db.select({ variantOf: satItems.variantOf, inBank: satItems.inBank }).from(satItems).where(eq(satItems.id, variant.itemId));
    expect(stored).toEqual({ variantOf: first.itemId, inBank: false });

    await answerCurrent(db, userId, "review-math", true, nextDay);
    const [moved] = await db.select().from(satReviewCards).where(and(eq(satReviewCards.userId, userId), eq(satReviewCards.itemId, first.itemId)));
    expect(moved!.due.getTime()).toBeGreaterThan(nextDay.getTime() + 24 * 3600 * 1000);
    await finishPracticeSession(db, { userId, sessionId: review.sessionId, now: at(24 * 3600 + 120) });
    const [result] = await db.select().from(practiceResults).where(eq(practiceResults.sessionId, review.sessionId));
    expect(result).toMatchObject({ topic: "review-math", difficulty: "review", correctAnswers: 1, totalQuestions: 1 });
  });
});

describeEachDb("the error log's count of misses", (getDb) => {
  it("counts every wrong answer to an item and to its fresh variants", async () => {
    const db = getDb();
    const userId = await student(db);
    const first = await missFirstOfFive(db, userId);

    const nextDay = at(24 * 3600 + 60);
    await startReviewSession(db, { userId, subject: "math", timers, now: nextDay });
    await answerCurrent(db, userId, "review-math", false, nextDay);
    const progress = await readProgress(db, { userId, subject: "math", now: nextDay });
    expect(progress.errorLog.map((e) => [e.itemId, e.misses])).toEqual([[first.itemId, 2]]);
  });
});

describePostgres("SAT practice under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 20);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("saves one result for twenty concurrent finishes and one answer for twenty concurrent submits", async () => {
    const db = database.db;
    const userId = await student(db);
    const { sessionId } = await startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 });
    const view = (await readPracticeSession(db, { userId, subsectionId: "math-easy", now: T0 }))!;
    const right = await rightResponse(db, view.question!.itemId);
    const wrong = await wrongResponse(db, view.question!.itemId);
    const submits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => answerPracticeItem(db, { userId, sessionId, position: 0, response: i % 2 ? right : wrong, now: at(5) })),
    );
    expect(new Set(submits.map((s) => s.response)).size).toBe(1);
    expect(await db.select().from(satPracticeAnswers).where(eq(satPracticeAnswers.sessionId, sessionId))).toHaveLength(1);

    for (let i = 1; i < 5; i++) await answerCurrent(db, userId, "math-easy", true, at(10 + i));
    const finishes = await Promise.all(Array.from({ length: 20 }, () => finishPracticeSession(db, { userId, sessionId, now: at(30) })));
    expect(new Set(finishes.map((f) => f.resultId)).size).toBe(1);
    expect(await db.select().from(practiceResults).where(eq(practiceResults.sessionId, sessionId))).toHaveLength(1);
  });

  it("opens one session for twenty concurrent starts", async () => {
    const db = database.db;
    const userId = await student(db);
    const starts = await Promise.all(
      Array.from({ length: 20 }, () => startPracticeSession(db, { userId, subsectionId: "math-easy", count: 5, timers, now: T0 })),
    );
    expect(new Set(starts.map((s) => s.sessionId)).size).toBe(1);
  });
});
