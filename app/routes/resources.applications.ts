import type { Route } from "./+types/resources.applications";
import { applicationIntentSchema } from "~/features/applications/application-intents";
import { fieldMessages } from "~/features/applications/field-messages";
import { runApplicationIntent } from "~/features/applications/run-application-intent.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";

// The notes field is the largest part (2000 characters, up to 4 bytes each once encoded).
const FORM_MAX_BYTES = 16 * 1024;

// POST /resources/applications: the student dashboard's application tracker (add, edit, notes,
// delete, move), one form per `intent`. Only a signed-in student, only their own applications.
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
  const parsed = applicationIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return jsonError("invalid_request", { locale, extra: { fieldErrors: fieldMessages(parsed.error) } });

  const { db, logger } = getServices(context);
  try {
    const result = await runApplicationIntent(db, user.id, parsed.data);
    return Response.json({ ok: true, intent: parsed.data.intent, ...result });
  } catch (error) {
    return jsonFailure(error, { locale, logger, what: "application tracker" });
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
