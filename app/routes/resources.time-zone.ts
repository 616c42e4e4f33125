import { z } from "zod";
import type { Route } from "./+types/resources.time-zone";
import { saveTimeZone } from "~/features/time-zone/save-time-zone.server";
import { getServices } from "~/lib/app-context.server";
import { getSessionUser } from "~/lib/session.server";
import { canonicalTimeZone } from "~/lib/time-zone";

const timeZoneForm = z.object({
  timeZone: z
    .string()
    .refine((zone) => canonicalTimeZone(zone) !== null, "Unknown time zone")
    .transform((zone) => canonicalTimeZone(zone)!),
});

// POST /resources/time-zone: the signed-in user's browser reports its IANA zone (for emails).
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
  const user = await getSessionUser({ request, context });
  if (!user) return Response.json({ error: "unauthorized" }, { status: 401 });
  const parsed = timeZoneForm.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!parsed.success) {
    return Response.json({ error: "invalid_request", fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  await saveTimeZone(getServices(context).db, user.id, parsed.data.timeZone);
  return Response.json({ timeZone: parsed.data.timeZone });
}

export function loader() {
  return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
