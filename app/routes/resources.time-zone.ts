import { z } from "zod";
import type { Route } from "./+types/resources.time-zone";
import { saveTimeZone } from "~/features/time-zone/save-time-zone.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { serverT } from "~/lib/i18n.server";
import { getSessionUser } from "~/lib/session.server";
import { canonicalTimeZone } from "~/lib/time-zone";

const timeZoneForm = z.object({ timeZone: z.string().max(64) });

// POST /resources/time-zone: the signed-in user's browser reports its IANA zone (for emails).
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
  const user = await getSessionUser({ request, context });
  if (!user) return Response.json({ error: "unauthorized" }, { status: 401 });
  const parsed = timeZoneForm.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  const timeZone = parsed.success ? canonicalTimeZone(parsed.data.timeZone) : null;
  if (!timeZone) {
    const message = serverT(context.get(localeContext), "errors")("invalid_time_zone");
    return Response.json({ error: "invalid_request", fields: { timeZone: [message] } }, { status: 400 });
  }
  await saveTimeZone(getServices(context).db, user.id, timeZone);
  return Response.json({ timeZone });
}

export function loader() {
  return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
