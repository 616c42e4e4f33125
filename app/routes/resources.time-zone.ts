import { z } from "zod";
import type { Route } from "./+types/resources.time-zone";
import { saveTimeZone } from "~/features/time-zone/save-time-zone.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { serverT } from "~/lib/i18n.server";
import { getSessionUser } from "~/lib/session.server";
import { canonicalTimeZone } from "~/lib/time-zone";

const timeZoneForm = z.object({ timeZone: z.string().max(64) });

// POST /resources/time-zone: the signed-in user's browser reports its IANA zone (for emails). A
// beacon nobody reads the answer of: errors carry codes only, but the field's message.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  if (request.method !== "POST") return loader();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized");
  const parsed = timeZoneForm.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  const timeZone = parsed.success ? canonicalTimeZone(parsed.data.timeZone) : null;
  if (!timeZone) {
    const fields = { timeZone: [serverT(locale, "errors")("invalid_time_zone")] };
    return jsonError("invalid_request", { extra: { fields } });
  }
  await saveTimeZone(getServices(context).db, user.id, timeZone);
  return Response.json({ timeZone });
}

export function loader() {
  return jsonError("method_not_allowed", { headers: { Allow: "POST" } });
}
