import { z } from "zod";
import { plainText } from "~/lib/plain-text";

const attemptId = z.uuid({ error: "errors:mock_attempt_not_found" });
const moduleIndex = z.coerce.number().int().min(0).max(3);
const position = z.coerce.number().int().min(0).max(26);
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** What the exam page posts. Every intent names the module it was made in: a late one is refused. */
export const mockIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({
    intent: z.literal("answer"),
    attemptId,
    moduleIndex,
    position,
    // Empty clears the answer; otherwise a choice ("0"-"3") or a student-produced response.
    response: plainText().trim().max(12, { error: "sat-practice:question.sprInvalid" }),
  }),
  z.object({ intent: z.literal("flag"), attemptId, moduleIndex, position, flagged: flag }),
  z.object({
    intent: z.literal("eliminate"),
    attemptId,
    moduleIndex,
    position,
    // The crossed-out choices, e.g. "0,2"; empty for none.
    choices: z
      .string()
      .regex(/^([0-3](,[0-3]){0,3})?$/)
      .transform((s) => [...new Set(s ? s.split(",").map(Number) : [])].sort()),
  }),
  z.object({ intent: z.literal("visit"), attemptId, moduleIndex, position }),
  z.object({ intent: z.literal("submit-module"), attemptId, moduleIndex }),
  z.object({ intent: z.literal("end-break"), attemptId }),
  z.object({ intent: z.literal("exit"), attemptId }),
]);
export type MockIntent = z.infer<typeof mockIntentSchema>;
