import { data, redirect } from "react-router";
import type { Db } from "~/db/db.server";
import type { SessionUser } from "~/lib/use-user";
import { errorMessageKey, isAppError } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { readFormDataWithin } from "~/lib/read-body.server";
import type { PracticeFeedback } from "./answer-practice-item.server";
import { practiceIntentSchema } from "./practice-requests";
import { practicePath, REVIEW_SUBSECTIONS, type PracticeSubject } from "./practice-subject";
import { runPracticeIntent } from "./run-practice-intent.server";

const FORM_MAX_BYTES = 8 * 1024;

export type PracticeActionData =
  | { ok: true; intent: "answer"; feedback: PracticeFeedback }
  | { ok: true; intent: "report"; created: boolean }
  | { ok: false; intent?: string; error: string; fieldErrors?: Record<string, string> };

/**
 * The forms of a practice page (start, answer, finish, abandon, report), already signed in as a
 * student. Start, finish and abandon answer with a redirect; answer and report with data for the
 * page's fetchers. Refusals carry a message key in the student's language.
 */
export async function handlePracticeAction(
  request: Request,
  input: { db: Db; logger: Logger; user: SessionUser; now: Date; target: { subsectionId: string } | { review: PracticeSubject } },
) {
  let form: FormData;
  try {
    form = await readFormDataWithin(request, FORM_MAX_BYTES);
  } catch {
    return data<PracticeActionData>({ ok: false, error: errorMessageKey("bad_request") }, { status: 400 });
  }
  const parsed = practiceIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const intent = typeof form.get("intent") === "string" ? String(form.get("intent")) : undefined;
    return data<PracticeActionData>({ ok: false, intent, error: errorMessageKey("invalid_request"), fieldErrors }, { status: 400 });
  }
  const intent = parsed.data;
  const subsectionId = "review" in input.target ? REVIEW_SUBSECTIONS[input.target.review] : input.target.subsectionId;
  try {
    const outcome = await runPracticeIntent(input.db, { userId: input.user.id, now: input.now, target: input.target, intent });
    switch (outcome.intent) {
      case "start":
        return redirect(practicePath(subsectionId));
      case "finish":
        return redirect(`/sat-practice/summary?session=${outcome.sessionId}`);
      case "abandon":
        return redirect("/sat-practice");
      case "answer":
        return data<PracticeActionData>({ ok: true, intent: "answer", feedback: outcome.feedback });
      case "report":
        return data<PracticeActionData>({ ok: true, intent: "report", created: outcome.created });
    }
  } catch (error) {
    if (isAppError(error)) return data<PracticeActionData>({ ok: false, intent: intent.intent, error: errorMessageKey(error.code) }, { status: error.status });
    input.logger.error({ err: error }, "a SAT practice action failed");
    return data<PracticeActionData>({ ok: false, intent: intent.intent, error: errorMessageKey("unexpected") }, { status: 500 });
  }
}
