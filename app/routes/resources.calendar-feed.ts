import type { Route } from "./+types/resources.calendar-feed";
import { resetCalendarFeed } from "~/features/calendar-feed/calendar-feed-link.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { getSessionUser } from "~/lib/session.server";

// POST /resources/calendar-feed: creates the signed-in mentor's or student's private feed, or
// replaces its URL (the old one stops working). Always the caller's own feed; no input is read.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  if (request.method !== "POST") return loader();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale });
  if (user.role !== "mentor" && user.role !== "student") return jsonError("forbidden", { locale });
  const { db, config, logger } = getServices(context);
  try {
    const path = await resetCalendarFeed(db, user.id);
    return Response.json({ ok: true, url: new URL(path, config.appUrl).href });
  } catch (error) {
    return jsonFailure(error, { locale, logger, what: "calendar feed" });
  }
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
