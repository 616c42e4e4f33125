import { and, asc, eq, inArray } from "drizzle-orm";
import { mockModuleOrder } from "~content/sat/mock/blueprint";
import type { Db } from "~/db/db.server";
import { satItems, satMockAnswers, type SatItemPrompt } from "~/db/schema";
import { lockOwnAttempt, settleAttempt } from "./mock-attempt.server";
import { findActiveAttempt } from "./start-mock-attempt.server";

export interface MockQuestion {
  position: number;
  itemId: string;
  type: "mcq" | "spr";
  prompt: SatItemPrompt;
  response: string | null;
  flagged: boolean;
  eliminated: number[];
}

export type MockExamView =
  | { phase: "intro" }
  | {
      phase: "module";
      attemptId: string;
      moduleIndex: number;
      section: "english" | "math";
      /** ISO times from the server's clock: the browser counts down from their difference. */
      deadlineAt: string;
      serverNow: string;
      currentPosition: number;
      questions: MockQuestion[];
    }
  | { phase: "break"; attemptId: string; breakEndsAt: string; serverNow: string }
  | { phase: "finished"; attemptId: string };

/** The exam page's state for the student at `now`: settled first, so the time shown is the time left. */
export async function readMockExam(db: Db, input: { userId: string; testNumber: number; attemptId?: string; now: Date }): Promise<MockExamView> {
  const attemptId = input.attemptId ?? (await findActiveAttempt(db, input.userId, input.testNumber));
  if (!attemptId) return { phase: "intro" };
  return db.transaction(async (tx) => {
    const attempt = await lockOwnAttempt(tx, input.userId, attemptId);
    const module = await settleAttempt(tx, attempt, input.now);
    if (attempt.status === "finished") return { phase: "finished", attemptId };
    if (attempt.status !== "active" || !module) return { phase: "intro" };
    const serverNow = input.now.toISOString();
    if (module.submittedAt && attempt.breakEndsAt) return { phase: "break", attemptId, breakEndsAt: attempt.breakEndsAt.toISOString(), serverNow };

    const rows = await tx
      .select({
        position: satMockAnswers.position,
        itemId: satMockAnswers.itemId,
        response: satMockAnswers.response,
        flagged: satMockAnswers.flagged,
        eliminated: satMockAnswers.eliminated,
      })
      .from(satMockAnswers)
      .where(and(eq(satMockAnswers.attemptId, attemptId), eq(satMockAnswers.moduleIndex, module.moduleIndex)))
      .orderBy(asc(satMockAnswers.position));
    const items = await tx
      .select({ id: satItems.id, type: satItems.type, prompt: satItems.prompt })
      .from(satItems)
      .where(inArray(satItems.id, module.itemIds));
    const byId = new Map(items.map((i) => [i.id, i]));
    return {
      phase: "module",
      attemptId,
      moduleIndex: module.moduleIndex,
      section: mockModuleOrder[module.moduleIndex]!.section,
      deadlineAt: module.deadlineAt.toISOString(),
      serverNow,
      currentPosition: attempt.currentPosition,
      questions: rows.map((r) => {
        const item = byId.get(r.itemId)!;
        return { ...r, type: item.type, prompt: item.prompt };
      }),
    };
  });
}
