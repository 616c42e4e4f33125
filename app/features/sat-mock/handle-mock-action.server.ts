import { data, redirect } from "react-router";
import type { Db } from "~/db/db.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { readFormDataWithin } from "~/lib/read-body.server";
import { mockIntentSchema } from "./mock-requests";
import { runMockIntent } from "./run-mock-intent.server";

const FORM_MAX_BYTES = 4 * 1024;

export type MockActionData = { ok: true } | { ok: false; error: string };

export function examPath(testNumber: number) {
  return `/sat-practice/exam/${testNumber}`;
}

export function reportPath(attemptId: string) {
  return `/sat-practice/exam-report/${attemptId}`;
}

/**
 * The exam page's posts, already signed in as a student. Start, Next Section, the end of the
 * break, Submit Exam and exit answer with a redirect; autosaves (answer, flag, eliminate, visit)
 * with `{ ok }`. A refusal carries a message key in the student's language.
 */
export async function handleMockAction(request: Request, input: { db: Db; logger: Logger; userId: string; testNumber: number; now: Date }) {
  let form: FormData;
  try {
    form = await readFormDataWithin(request, FORM_MAX_BYTES);
  } catch {
    return data<MockActionData>({ ok: false, error: errorMessageKey("bad_request") }, { status: 400 });
  }
  const parsed = mockIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<MockActionData>({ ok: false, error: errorMessageKey("invalid_request") }, { status: 400 });
  const intent = parsed.data;
  try {
    const outcome = await runMockIntent(input.db, { userId: input.userId, testNumber: input.testNumber, intent, now: input.now });
    if (outcome.status === "finished") return redirect(reportPath(outcome.attemptId));
    if (intent.intent === "exit") return redirect("/sat-practice?tab=mock");
    if (intent.intent === "start" || intent.intent === "submit-module" || intent.intent === "end-break") return redirect(examPath(input.testNumber));
    return data<MockActionData>({ ok: true });
  } catch (error) {
    if (isAppError(error)) return data<MockActionData>({ ok: false, error: errorMessageKey(error.code) }, { status: error.status });
    input.logger.error({ err: error }, "a SAT mock exam action failed");
    return data<MockActionData>({ ok: false, error: errorMessageKey("unexpected") }, { status: 500 });
  }
}
