import { z } from "zod";
import type { Route } from "./+types/resources.sat-mock";
import { MOCK_TEST_COUNT } from "~content/sat/mock/blueprint";
import { mockIntentSchema } from "~/features/sat-mock/mock-requests";
import { runMockIntent } from "~/features/sat-mock/run-mock-intent.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";

const FORM_MAX_BYTES = 4 * 1024;
const autosaveSchema = z.object({ testNumber: z.coerce.number().int().min(1).max(MOCK_TEST_COUNT) });
const AUTOSAVES = new Set(["answer", "flag", "eliminate", "visit"]);

// POST /resources/sat-mock: the exam page's autosaves (an answer, a flag, crossed-out choices, the
// question on screen), sent one after another as the student works. Only the attempt's student.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  if (request.method !== "POST") return loader();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale });
  if (user.role !== "student") return jsonError("forbidden", { locale });

  let form: FormData;
  try {
    form = await readFormDataWithin(request, FORM_MAX_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale });
  }
  const fields = Object.fromEntries(form);
  const target = autosaveSchema.safeParse(fields);
  const intent = mockIntentSchema.safeParse(fields);
  if (!target.success || !intent.success || !AUTOSAVES.has(intent.data.intent)) return jsonError("invalid_request", { locale });

  const { db, logger, clock } = getServices(context);
  try {
    await runMockIntent(db, { userId: user.id, testNumber: target.data.testNumber, intent: intent.data, now: clock.now() });
    return Response.json({ ok: true });
  } catch (error) {
    return jsonFailure(error, { locale, logger, what: "mock exam autosave" });
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
