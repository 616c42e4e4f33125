import type { Db } from "~/db/db.server";
import { answerPracticeItem, type PracticeFeedback } from "./answer-practice-item.server";
import { abandonPracticeSession, finishPracticeSession } from "./finish-practice-session.server";
import type { PracticeIntent } from "./practice-requests";
import type { PracticeSubject } from "./practice-subject";
import { reportItem } from "./report-item.server";
import { startPracticeSession } from "./start-practice-session.server";
import { startReviewSession } from "./start-review-session.server";

export type PracticeOutcome =
  | { intent: "start"; sessionId: string }
  | { intent: "answer"; feedback: PracticeFeedback }
  | { intent: "finish"; sessionId: string }
  | { intent: "abandon" }
  | { intent: "report"; created: boolean };

/** One practice page's forms: a subsection's page (`subsectionId`) or a subject's review page (`review`). */
export async function runPracticeIntent(
  db: Db,
  input: { userId: string; now: Date; target: { subsectionId: string } | { review: PracticeSubject }; intent: PracticeIntent },
): Promise<PracticeOutcome> {
  const { userId, now, intent } = input;
  switch (intent.intent) {
    case "start": {
      const timers = { secondsPerQuestion: intent.secondsPerQuestion, totalSeconds: intent.totalSeconds };
      const { sessionId } =
        "review" in input.target
          ? await startReviewSession(db, { userId, subject: input.target.review, timers, now })
          : await startPracticeSession(db, { userId, subsectionId: input.target.subsectionId, count: intent.count, timers, now });
      return { intent: "start", sessionId };
    }
    case "answer":
      return { intent: "answer", feedback: await answerPracticeItem(db, { userId, sessionId: intent.sessionId, position: intent.position, response: intent.response, now }) };
    case "finish":
      await finishPracticeSession(db, { userId, sessionId: intent.sessionId, now });
      return { intent: "finish", sessionId: intent.sessionId };
    case "abandon":
      await abandonPracticeSession(db, { userId, sessionId: intent.sessionId, now });
      return { intent: "abandon" };
    case "report":
      return { intent: "report", ...(await reportItem(db, { userId, itemId: intent.itemId, message: intent.message, now })) };
  }
}
