import type { Route } from "./+types/resources.meetings";
import { runMeetingChange } from "~/features/meeting-lifecycle/meeting-change-api.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";

// POST /resources/meetings (intent cancel | reschedule | guarantee, meetingId, ...): the
// dashboards' changes to a meeting. The student cancels, moves or claims the guarantee; the
// mentor cancels. JSON answers, messages in the user's language.

const MAX_BYTES = 16 * 1024;
const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const locale = context.get(localeContext);
  if (request.method !== "POST") return methodNotAllowed();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale, headers: noStore });
  if (user.role !== "student" && user.role !== "mentor") return jsonError("forbidden", { locale, headers: noStore });

  let form: FormData;
  try {
    form = await readFormDataWithin(request, MAX_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale, headers: noStore });
  }
  const values = Object.fromEntries([...form].map(([key, value]) => [key, typeof value === "string" ? value : undefined]));
  return runMeetingChange(services, { user: { id: user.id, name: user.name, role: user.role }, locale, values });
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return jsonError("method_not_allowed", { headers: { ...noStore, Allow: "POST" } });
}
