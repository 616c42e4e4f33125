import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mockSectionShape, MOCK_BREAK_SECONDS } from "~content/sat/mock/blueprint";
import type { Db } from "~/db/db.server";
import { satItems, satMockAnswers, satMockAttempts, users } from "~/db/schema";
import { createScenario } from "~/test/scenario";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { codeOf } from "~/test/test-services";
import type { MockIntent } from "./mock-requests";
import { readMockExam, type MockExamView } from "./read-mock-exam.server";
import { readMockReport } from "./read-mock-report.server";
import { runMockIntent } from "./run-mock-intent.server";
import { shareMockAttempt } from "./share-mock-attempt.server";

const T0 = new Date("2031-03-02T14:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const RW = mockSectionShape.english.seconds;
const MATH = mockSectionShape.math.seconds;

async function student(db: Db) {
  const world = await createScenario(db, { students: [{ name: "Mina Student" }] });
  return world.students[0]!.id;
}

const run = (db: Db, userId: string, intent: MockIntent, now: Date, testNumber = 1) => runMockIntent(db, { userId, testNumber, intent, now });

async function moduleView(db: Db, userId: string, now: Date) {
  const view = await readMockExam(db, { userId, testNumber: 1, now });
  if (view.phase !== "module") throw new Error(`expected a module, got ${view.phase}`);
  return view;
}

async function keyOf(db: Db, itemId: string) {
  const [row] = await db.select({ answer: satItems.answer, type: satItems.type }).from(satItems).where(eq(satItems.id, itemId));
  return row!;
}

/** Answers every question of the module on screen: right or wrong as `right(position)` says. */
async function answerModule(db: Db, userId: string, view: Extract<MockExamView, { phase: "module" }>, right: (position: number) => boolean, now: Date) {
  for (const q of view.questions) {
    const { answer, type } = await keyOf(db, q.itemId);
    const response = right(q.position) ? answer.key : type === "mcq" ? String((Number(answer.key) + 1) % 4) : "9999";
    await run(db, userId, { intent: "answer", attemptId: view.attemptId, moduleIndex: view.moduleIndex, position: q.position, response }, now);
  }
}

describeEachDb("SAT mock exams", (getDb) => {
  it("runs four modules with server deadlines, routes module 2 from module 1, and scores once at the end", async () => {
    const db = getDb();
    const userId = await student(db);
    expect(await readMockExam(db, { userId, testNumber: 1, now: T0 })).toEqual({ phase: "intro" });
    const { attemptId } = await run(db, userId, { intent: "start" }, T0);
    // A second Start finds the same attempt.
    expect((await run(db, userId, { intent: "start" }, at(1))).attemptId).toBe(attemptId);

    const m1 = await moduleView(db, userId, at(10));
    expect(m1).toMatchObject({ moduleIndex: 0, section: "english", deadlineAt: at(RW).toISOString() });
    expect(m1.questions).toHaveLength(27);
    expect(JSON.stringify(m1)).not.toMatch(/"key"|explanation|"correct"/i);

    await answerModule(db, userId, m1, () => true, at(20));
    await run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 0 }, at(600));
    // The repeated click after it moved on changes nothing.
    await run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 0 }, at(601));
    const m2 = await moduleView(db, userId, at(602));
    expect(m2.moduleIndex).toBe(1);
    expect(m2.questions[0]!.itemId).toMatch(/^mock01-rw-m2h-/);
    expect(m2.deadlineAt).toBe(at(600 + RW).toISOString());

    await run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 1 }, at(700));
    const onBreak = await readMockExam(db, { userId, testNumber: 1, now: at(701) });
    expect(onBreak).toMatchObject({ phase: "break", breakEndsAt: at(700 + MOCK_BREAK_SECONDS).toISOString() });
    await run(db, userId, { intent: "end-break", attemptId }, at(800));
    const m3 = await moduleView(db, userId, at(801));
    expect(m3).toMatchObject({ moduleIndex: 2, section: "math", deadlineAt: at(800 + MATH).toISOString() });

    await answerModule(db, userId, m3, () => false, at(810));
    await run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 2 }, at(900));
    const m4 = await moduleView(db, userId, at(901));
    expect(m4.questions[0]!.itemId).toMatch(/^mock01-m-m2e-/);
    await run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 3 }, at(1000));

    expect(await readMockExam(db, { userId, testNumber: 1, attemptId, now: at(1001) })).toEqual({ phase: "finished", attemptId });
    const report = await readMockReport(db, { viewerId: userId, attemptId });
    expect(report.modules.map((m) => m.form)).toEqual(["m1", "m2h", "m1", "m2e"]);
    // Reading and writing module 1 all right; module 2 left blank; math all wrong or blank.
    expect(report.score.math.score).toBeLessThan(report.score.english.score);
    expect(report.score.total.score).toBe(report.score.english.score + report.score.math.score);
    const rw = report.domains.filter((d) => d.section === "english");
    expect(rw.reduce((n, d) => n + d.correct, 0)).toBe(25);
    expect(rw.reduce((n, d) => n + d.attempted, 0)).toBe(25);
    expect(report.modules[0]!.questions.every((q) => q.answer.explanationHtml.length > 0)).toBe(true);
  });

  it("refuses an answer after the module's deadline and submits the module by time with what was saved", async () => {
    const db = getDb();
    const userId = await student(db);
    const { attemptId } = await run(db, userId, { intent: "start" }, T0);
    const m1 = await moduleView(db, userId, at(1));
    const first = m1.questions[0]!;
    const { answer } = await keyOf(db, first.itemId);
    await run(db, userId, { intent: "answer", attemptId, moduleIndex: 0, position: 0, response: answer.key }, at(RW - 1));
    const late = { intent: "answer", attemptId, moduleIndex: 0, position: 1, response: "0" } as const;
    expect(await codeOf(run(db, userId, late, at(RW + 1)))).toBe("mock_time_over");

    // The reload after the deadline finds module 2 under way, its clock started now.
    const m2 = await moduleView(db, userId, at(RW + 5));
    expect(m2).toMatchObject({ moduleIndex: 1, deadlineAt: at(RW + 5 + RW).toISOString() });
    const saved = await db
      .select({ response: satMockAnswers.response, correct: satMockAnswers.correct })
      .from(satMockAnswers)
      .where(and(eq(satMockAnswers.attemptId, attemptId), eq(satMockAnswers.moduleIndex, 0)));
    expect(saved.filter((a) => a.response !== null)).toEqual([{ response: answer.key, correct: true }]);
  });

  it("resumes after a reload where the student was, with the time really left, flags and eliminations kept", async () => {
    const db = getDb();
    const userId = await student(db);
    const { attemptId } = await run(db, userId, { intent: "start" }, T0);
    await run(db, userId, { intent: "visit", attemptId, moduleIndex: 0, position: 4 }, at(30));
    await run(db, userId, { intent: "flag", attemptId, moduleIndex: 0, position: 4, flagged: true }, at(40));
    await run(db, userId, { intent: "eliminate", attemptId, moduleIndex: 0, position: 4, choices: [0, 2] }, at(41));
    await run(db, userId, { intent: "answer", attemptId, moduleIndex: 0, position: 4, response: "1" }, at(50));
    await run(db, userId, { intent: "visit", attemptId, moduleIndex: 0, position: 5 }, at(90));

    const view = await moduleView(db, userId, at(300));
    expect(view.currentPosition).toBe(5);
    expect(Date.parse(view.deadlineAt) - Date.parse(view.serverNow)).toBe((RW - 300) * 1000);
    expect(view.questions[4]).toMatchObject({ flagged: true, eliminated: [0, 2], response: "1" });
    const [timed] = await db
      .select({ seconds: satMockAnswers.secondsSpent })
      .from(satMockAnswers)
      .where(and(eq(satMockAnswers.attemptId, attemptId), eq(satMockAnswers.position, 4)));
    expect(timed!.seconds).toBe(60);
  });

  it("finishes an attempt left open past every deadline, and exit throws the attempt away", async () => {
    const db = getDb();
    const userId = await student(db);
    await run(db, userId, { intent: "start" }, T0);
    // Away through both modules and the break: each module starts when the student is back.
    await moduleView(db, userId, at(RW + 1));
    expect((await readMockExam(db, { userId, testNumber: 1, now: at(2 * RW + 2) })).phase).toBe("break");
    await moduleView(db, userId, at(2 * RW + 2 + MOCK_BREAK_SECONDS));
    const last = await moduleView(db, userId, at(3 * RW + MATH + 10));
    expect(last.moduleIndex).toBe(3);
    const done = await readMockExam(db, { userId, testNumber: 1, attemptId: last.attemptId, now: at(4 * RW + 2 * MATH) });
    expect(done.phase).toBe("finished");
    const report = await readMockReport(db, { viewerId: userId, attemptId: last.attemptId });
    expect(report.modules.every((m) => m.submittedBy === "time")).toBe(true);
    expect(report.score.total.score).toBeLessThanOrEqual(500);

    const { attemptId } = await run(db, userId, { intent: "start" }, at(100_000));
    await run(db, userId, { intent: "exit", attemptId }, at(100_010));
    expect(await readMockExam(db, { userId, testNumber: 1, now: at(100_020) })).toEqual({ phase: "intro" });
  });

  it("keeps tests 2-10 locked until the purchase, and attempts private to their student", async () => {
    const db = getDb();
    const userId = await student(db);
    const other = await student(db);
    expect(await codeOf(run(db, userId, { intent: "start" }, T0, 2))).toBe("mock_test_locked");
    await db.update(users).set({ satAccess: true, satPurchaseDate: T0 }).where(eq(users.id, userId));
    const { attemptId } = await run(db, userId, { intent: "start" }, T0, 2);
    expect(await codeOf(run(db, other, { intent: "exit", attemptId }, T0, 2))).toBe("mock_attempt_not_found");
    expect(await codeOf(readMockReport(db, { viewerId: other, attemptId }))).toBe("mock_attempt_not_found");
  });

  it("shares a finished attempt only with a mentor the student booked; only that mentor sees it", async () => {
    const db = getDb();
    const world = await createScenario(db, {
      mentors: [{ name: "Booked Mentor" }, { name: "Other Mentor" }],
      students: [{ name: "Sharing Student" }],
      meetings: [{ mentor: 0, startsAt: new Date("2031-02-01T15:00:00Z"), paid: true }],
    });
    const userId = world.students[0]!.id;
    const [booked, stranger] = world.mentors.map((m) => m.id) as [string, string];
    const { attemptId } = await run(db, userId, { intent: "start" }, T0);
    await db.update(satMockAttempts).set({ status: "finished", finishedAt: T0, score: {} }).where(eq(satMockAttempts.id, attemptId));

    expect(await codeOf(readMockReport(db, { viewerId: booked, attemptId }))).toBe("mock_attempt_not_found");
    expect(await codeOf(shareMockAttempt(db, { studentId: userId, attemptId, mentorId: stranger, shared: true }))).toBe("mock_share_not_allowed");
    await shareMockAttempt(db, { studentId: userId, attemptId, mentorId: booked, shared: true });
    await shareMockAttempt(db, { studentId: userId, attemptId, mentorId: booked, shared: true });
    expect((await readMockReport(db, { viewerId: booked, attemptId })).isOwner).toBe(false);
    expect(await codeOf(readMockReport(db, { viewerId: stranger, attemptId }))).toBe("mock_attempt_not_found");
    await shareMockAttempt(db, { studentId: userId, attemptId, mentorId: booked, shared: false });
    expect(await codeOf(readMockReport(db, { viewerId: booked, attemptId }))).toBe("mock_attempt_not_found");
  });
});

describePostgres("SAT mock exams under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 20);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("starts one attempt for ten simultaneous Start clicks and moves on once for ten Next Section clicks", async () => {
    const db = database.db;
    const userId = await student(db);
    const starts = await Promise.all(Array.from({ length: 10 }, () => run(db, userId, { intent: "start" }, T0)));
    expect(new Set(starts.map((s) => s.attemptId)).size).toBe(1);
    const attemptId = starts[0]!.attemptId;
    await Promise.all(Array.from({ length: 10 }, () => run(db, userId, { intent: "submit-module", attemptId, moduleIndex: 0 }, at(60))));
    const view = await moduleView(db, userId, at(61));
    expect(view.moduleIndex).toBe(1);
  });
});
