import { and, eq, max } from "drizzle-orm";
import { gradeSpr } from "~content/sat/spr-answer";
import type { Db } from "~/db/db.server";
import { satItems, satPracticeAnswers, type SatItemAnswer } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { lockOwnSession } from "./lock-own-session.server";
import { responseFits } from "./practice-requests";
import { recordReview } from "./review-schedule.server";
import { sessionDeadline } from "./session-time";

export interface PracticeFeedback extends SatItemAnswer {
  position: number;
  response: string;
  correct: boolean;
}

/**
 * Grades the answer to the session's current question on the server (the key never left it) and
 * records it once: a repeated submit of the same question gets the first answer's feedback. The
 * error log follows in the same transaction.
 */
export async function answerPracticeItem(
  db: Db,
  input: { userId: string; sessionId: string; position: number; response: string; now: Date },
): Promise<PracticeFeedback> {
  return db.transaction(async (tx) => {
    const session = await lockOwnSession(tx, input.userId, input.sessionId);
    const itemId = session.itemIds[input.position];
    if (itemId === undefined) throw new AppError("practice_wrong_question");

    const [item] = await tx
      .select({ type: satItems.type, answer: satItems.answer, variantOf: satItems.variantOf })
      .from(satItems)
      .where(eq(satItems.id, itemId));
    if (!item) throw new AppError("sat_item_not_found");
    const feedback = (response: string, correct: boolean): PracticeFeedback => ({ ...item.answer, position: input.position, response, correct });

    const [earlier] = await tx
      .select({ response: satPracticeAnswers.response, correct: satPracticeAnswers.correct })
      .from(satPracticeAnswers)
      .where(and(eq(satPracticeAnswers.sessionId, session.id), eq(satPracticeAnswers.position, input.position)));
    if (earlier) return feedback(earlier.response, earlier.correct);

    if (session.endedAt) throw new AppError("practice_session_ended");
    if (input.now > sessionDeadline(session)) throw new AppError("practice_time_up");
    const [last] = await tx
      .select({ position: max(satPracticeAnswers.position), at: max(satPracticeAnswers.answeredAt) })
      .from(satPracticeAnswers)
      .where(eq(satPracticeAnswers.sessionId, session.id));
    // Questions are answered in order: the current one follows the last answered.
    const current = last?.position == null ? 0 : last.position + 1;
    if (input.position !== current) throw new AppError("practice_wrong_question");
    if (!responseFits(item.type, input.response)) throw new AppError("invalid_request");

    const correct = item.type === "mcq" ? input.response === item.answer.key : gradeSpr(input.response, item.answer.key);
    const since = last?.at ?? session.startedAt;
    await tx.insert(satPracticeAnswers).values({
      sessionId: session.id,
      position: input.position,
      itemId,
      userId: input.userId,
      response: input.response,
      correct,
      secondsSpent: Math.max(0, Math.round((input.now.getTime() - since.getTime()) / 1000)),
      answeredAt: input.now,
    });
    await recordReview(tx, { userId: input.userId, itemId: item.variantOf ?? itemId, correct, now: input.now });
    return feedback(input.response, correct);
  });
}
