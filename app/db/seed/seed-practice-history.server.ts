import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItems } from "~/db/schema";
import { answerPracticeItem } from "~/features/sat-practice/answer-practice-item.server";
import { finishPracticeSession } from "~/features/sat-practice/finish-practice-session.server";
import { readPracticeSession } from "~/features/sat-practice/read-practice-session.server";
import { startPracticeSession } from "~/features/sat-practice/start-practice-session.server";
import { readMockExam } from "~/features/sat-mock/read-mock-exam.server";
import { runMockIntent } from "~/features/sat-mock/run-mock-intent.server";
import { listBookedMentors, shareMockAttempt } from "~/features/sat-mock/share-mock-attempt.server";

const HOUR_MS = 3600 * 1000;

// The first demo student's SAT practice so far: real sessions through the practice services
// (graded, results saved, misses in the error log), so Progress Tracking and the review have
// something to show. Each entry: subsection, hours ago, and which answers are wrong.
const history = [
  { subsectionId: "math-easy", hoursAgo: 74, wrong: [2, 7] },
  { subsectionId: "english-grammar", hoursAgo: 50, wrong: [1, 4, 8] },
  { subsectionId: "math-intermediate", hoursAgo: 26, wrong: [0, 3, 5, 9] },
];

export async function seedPracticeHistory(db: Db, userId: string, now: Date): Promise<void> {
  for (const entry of history) {
    const startedAt = new Date(now.getTime() - entry.hoursAgo * HOUR_MS);
    const timers = { secondsPerQuestion: 60, totalSeconds: 3000 };
    const { sessionId } = await startPracticeSession(db, { userId, subsectionId: entry.subsectionId, count: 10, timers, now: startedAt });
    for (let position = 0; position < 10; position++) {
      const at = new Date(startedAt.getTime() + (position + 1) * 70_000);
      const view = await readPracticeSession(db, { userId, subsectionId: entry.subsectionId, now: at });
      const question = view!.question!;
      const [item] = await db.select({ answer: satItems.answer, type: satItems.type }).from(satItems).where(eq(satItems.id, question.itemId));
      const key = item!.answer.key;
      const wrong = item!.type === "mcq" ? String((Number(key) + 1) % 4) : "9999";
      const response = entry.wrong.includes(position) ? wrong : key;
      await answerPracticeItem(db, { userId, sessionId, position, response, now: at });
    }
    await finishPracticeSession(db, { userId, sessionId, now: new Date(startedAt.getTime() + 12 * 60_000) });
  }
}

// A finished Practice Test 1 (about three answers in four right, modules ended by the student),
// shared with the first mentor the student booked, so the report and the mentor's view have
// something to show.
export async function seedMockAttempt(db: Db, userId: string, now: Date): Promise<void> {
  const startedAt = new Date(now.getTime() - 30 * HOUR_MS);
  const step = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);
  const { attemptId } = await runMockIntent(db, { userId, testNumber: 1, intent: { intent: "start" }, now: startedAt });
  const moduleStarts = [0, 25, 60, 90];
  for (const [moduleIndex, start] of moduleStarts.entries()) {
    if (moduleIndex === 2) await runMockIntent(db, { userId, testNumber: 1, intent: { intent: "end-break", attemptId }, now: step(start) });
    const view = await readMockExam(db, { userId, testNumber: 1, attemptId, now: step(start) });
    if (view.phase !== "module") throw new Error(`seed: expected module ${moduleIndex}, got ${view.phase}`);
    for (const q of view.questions) {
      const at = step(start + (q.position + 1) * 0.8);
      const [item] = await db.select({ answer: satItems.answer, type: satItems.type }).from(satItems).where(eq(satItems.id, q.itemId));
      const key = item!.answer.key;
      const response = q.position % 4 === 3 ? (item!.type === "mcq" ? String((Number(key) + 1) % 4) : "9999") : key;
      await runMockIntent(db, { userId, testNumber: 1, intent: { intent: "visit", attemptId, moduleIndex, position: q.position }, now: at });
      await runMockIntent(db, { userId, testNumber: 1, intent: { intent: "answer", attemptId, moduleIndex, position: q.position, response }, now: at });
    }
    await runMockIntent(db, { userId, testNumber: 1, intent: { intent: "submit-module", attemptId, moduleIndex }, now: step(start + 23) });
  }
  const [mentor] = await listBookedMentors(db, userId);
  if (mentor) await shareMockAttempt(db, { studentId: userId, attemptId, mentorId: mentor.id, shared: true });
}
