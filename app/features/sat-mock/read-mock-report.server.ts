import { and, asc, eq, inArray } from "drizzle-orm";
import { mockModuleOrder, mockSectionShape } from "~content/sat/mock/blueprint";
import { domainOfSkill, type SatDomain, type SatSection, type SatSkill } from "~content/sat/taxonomy";
import type { Db } from "~/db/db.server";
import { satItems, satMockAnswers, satMockAttempts, satMockModules, satMockShares, users, type SatItemAnswer, type SatItemPrompt } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MockScore } from "./mock-scoring";

export interface ReportQuestion {
  position: number;
  itemId: string;
  type: "mcq" | "spr";
  skill: SatSkill;
  domain: SatDomain;
  pilot: boolean;
  prompt: SatItemPrompt;
  answer: SatItemAnswer;
  response: string | null;
  correct: boolean;
  secondsSpent: number;
}

export interface ReportModule {
  moduleIndex: number;
  section: SatSection;
  form: string;
  submittedBy: "student" | "time" | null;
  /** The test's pace for this module: its time divided by its questions. */
  paceSeconds: number;
  questions: ReportQuestion[];
}

export interface DomainResult {
  section: SatSection;
  domain: SatDomain;
  correct: number;
  attempted: number;
  total: number;
}

export interface MockReport {
  attemptId: string;
  testNumber: number;
  studentName: string;
  finishedAt: string;
  score: MockScore;
  modules: ReportModule[];
  domains: DomainResult[];
  /** For the student: whether they own it (and may share it). */
  isOwner: boolean;
}

/**
 * A finished attempt's report, for the student who took it or a mentor they shared it with;
 * anyone else gets "not found", as if it did not exist.
 */
export async function readMockReport(db: Db, input: { viewerId: string; attemptId: string }): Promise<MockReport> {
  const [attempt] = await db
    .select({
      id: satMockAttempts.id,
      userId: satMockAttempts.userId,
      testNumber: satMockAttempts.testNumber,
      status: satMockAttempts.status,
      finishedAt: satMockAttempts.finishedAt,
      score: satMockAttempts.score,
      studentName: users.name,
    })
    .from(satMockAttempts)
    .innerJoin(users, eq(users.id, satMockAttempts.userId))
    .where(eq(satMockAttempts.id, input.attemptId));
  if (!attempt || attempt.status !== "finished") throw new AppError("mock_attempt_not_found");
  const isOwner = attempt.userId === input.viewerId;
  if (!isOwner) {
    const [share] = await db
      .select({ mentorId: satMockShares.mentorId })
      .from(satMockShares)
      .where(and(eq(satMockShares.attemptId, attempt.id), eq(satMockShares.mentorId, input.viewerId)));
    if (!share) throw new AppError("mock_attempt_not_found");
  }

  const moduleRows = await db.select().from(satMockModules).where(eq(satMockModules.attemptId, attempt.id)).orderBy(asc(satMockModules.moduleIndex));
  const answers = await db.select().from(satMockAnswers).where(eq(satMockAnswers.attemptId, attempt.id)).orderBy(asc(satMockAnswers.moduleIndex), asc(satMockAnswers.position));
  const items = await db
    .select({ id: satItems.id, type: satItems.type, skill: satItems.skill, pilot: satItems.pilot, prompt: satItems.prompt, answer: satItems.answer })
    .from(satItems)
    .where(inArray(satItems.id, [...new Set(answers.map((a) => a.itemId))]));
  const byId = new Map(items.map((i) => [i.id, i]));

  const modules: ReportModule[] = moduleRows.map((m) => {
    const section = mockModuleOrder[m.moduleIndex]!.section;
    const shape = mockSectionShape[section];
    return {
      moduleIndex: m.moduleIndex,
      section,
      form: m.formId.split("-").at(-1)!,
      submittedBy: m.submittedBy,
      paceSeconds: Math.round(shape.seconds / shape.questions),
      questions: answers
        .filter((a) => a.moduleIndex === m.moduleIndex)
        .map((a) => {
          const item = byId.get(a.itemId)!;
          const skill = item.skill as SatSkill;
          return {
            position: a.position,
            itemId: a.itemId,
            type: item.type,
            skill,
            domain: domainOfSkill(skill),
            pilot: item.pilot,
            prompt: item.prompt,
            answer: item.answer,
            response: a.response,
            correct: a.correct === true,
            secondsSpent: a.secondsSpent,
          };
        }),
    };
  });

  return {
    attemptId: attempt.id,
    testNumber: attempt.testNumber,
    studentName: attempt.studentName,
    finishedAt: attempt.finishedAt!.toISOString(),
    score: attempt.score as MockScore,
    modules,
    domains: domainResults(modules),
    isOwner,
  };
}

/** Correct of attempted per domain, scored items only. */
export function domainResults(modules: readonly ReportModule[]): DomainResult[] {
  const out = new Map<SatDomain, DomainResult>();
  for (const m of modules) {
    for (const q of m.questions) {
      if (q.pilot) continue;
      const row = out.get(q.domain) ?? { section: m.section, domain: q.domain, correct: 0, attempted: 0, total: 0 };
      row.total++;
      if (q.response !== null) row.attempted++;
      if (q.correct) row.correct++;
      out.set(q.domain, row);
    }
  }
  return [...out.values()];
}
