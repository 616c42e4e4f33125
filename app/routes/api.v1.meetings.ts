import type { Route } from "./+types/api.v1.meetings";
import { listCallerMeetings, parseMeetingListQuery } from "~/features/meeting-lifecycle/list-caller-meetings.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { controlCharactersInApiUrl } from "~/lib/plain-url.server";
import { getSessionUser } from "~/lib/session.server";

// GET /api/v1/meetings?limit=&cursor=: the caller's meetings (a student's as student, a mentor's
// as mentor), oldest first. Admins have the back office instead.

const headers = { "Cache-Control": "no-store", Vary: "Cookie" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const unreadable = controlCharactersInApiUrl({ request }, locale);
  if (unreadable) return unreadable;
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale, headers });
  if (user.role !== "student" && user.role !== "mentor") return jsonError("forbidden", { locale, headers });
  const parsed = parseMeetingListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError("invalid_parameter", { locale, params: { field: parsed.field }, extra: { field: parsed.field }, headers });
  const services = getServices(context);
  const page = await listCallerMeetings(services.db, { caller: { id: user.id, role: user.role }, query: parsed.query, now: services.clock.now() });
  return Response.json(page, { headers });
}

// A POST here is not an API call: without an action React Router would answer 405 as HTML.
export function action({ context }: Route.ActionArgs) {
  return jsonError("method_not_allowed", { locale: context.get(localeContext), headers: { ...headers, Allow: "GET" } });
}
