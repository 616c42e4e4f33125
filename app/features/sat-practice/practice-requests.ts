import { z } from "zod";
import { isValidSprEntry } from "~content/sat/spr-answer";
import { plainText } from "~/lib/plain-text";
import { QUESTION_COUNTS, REPORT_MESSAGE, SECONDS_PER_QUESTION, TOTAL_SECONDS } from "./practice-limits";


const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** The choices before a session starts: how many questions, and both timers (spec: 60 s and 3000 s). */
export const startPracticeSchema = z.object({
  intent: z.literal("start"),
  count: wholeNumber(1, 45, "sat-practice:start.countInvalid").refine((n) => (QUESTION_COUNTS as readonly number[]).includes(n), {
    error: "sat-practice:start.countInvalid",
  }),
  secondsPerQuestion: wholeNumber(SECONDS_PER_QUESTION.min, SECONDS_PER_QUESTION.max, "sat-practice:start.secondsInvalid"),
  totalSeconds: wholeNumber(TOTAL_SECONDS.min, TOTAL_SECONDS.max, "sat-practice:start.totalInvalid"),
});

const sessionId = z.uuid({ error: "errors:practice_session_not_found" });

/** A choice index ("0"-"3") or a student-produced response as typed (at most 6 characters). */
export const answerPracticeSchema = z.object({
  intent: z.literal("answer"),
  sessionId,
  position: z.coerce.number().int().min(0).max(99),
  response: plainText()
    .trim()
    .min(1, { error: "sat-practice:question.answerRequired" })
    .max(12, { error: "sat-practice:question.sprInvalid" }),
});

export const finishPracticeSchema = z.object({ intent: z.literal("finish"), sessionId });
export const abandonPracticeSchema = z.object({ intent: z.literal("abandon"), sessionId });

export const reportItemSchema = z.object({
  intent: z.literal("report"),
  itemId: plainText().trim().min(1).max(120),
  message: plainText({ multiline: true })
    .trim()
    .min(REPORT_MESSAGE.min, { error: "sat-practice:report.tooShort" })
    .max(REPORT_MESSAGE.max, { error: "sat-practice:report.tooLong" }),
});

export const practiceIntentSchema = z.discriminatedUnion("intent", [
  startPracticeSchema,
  answerPracticeSchema,
  finishPracticeSchema,
  abandonPracticeSchema,
  reportItemSchema,
]);
export type PracticeIntent = z.infer<typeof practiceIntentSchema>;

/** Whether a typed response has the shape the item's type takes (mcq: a choice; spr: the SAT's box). */
export function responseFits(type: "mcq" | "spr", response: string): boolean {
  return type === "mcq" ? /^[0-3]$/.test(response) : isValidSprEntry(response);
}
