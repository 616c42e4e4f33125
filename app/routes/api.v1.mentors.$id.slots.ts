import { z } from "zod";
import type { Route } from "./+types/api.v1.mentors.$id.slots";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import { BOOKING_TIME_ZONE } from "~/features/booking/slots";
import { getServices, localeContext } from "~/lib/app-context.server";
import { serverT } from "~/lib/i18n.server";

const params = z.object({ id: z.string().trim().min(1).max(100) });

// GET /api/v1/mentors/:id/slots: the free slots of the schedule page, from the same code (public,
// like the page). Dates and times are US Eastern; startsAt is the UTC instant.
export async function loader({ params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  const weeks = parsed.success ? await listFreeSlots(getServices(context).db, parsed.data.id) : null;
  if (!weeks) {
    const message = serverT(context.get(localeContext), "errors")("mentor_not_found");
    return Response.json({ error: "not_found", message }, { status: 404 });
  }
  return Response.json(
    { timeZone: BOOKING_TIME_ZONE, slots: weeks.flatMap((week) => week.slots) },
    // A slot can be taken at any moment: always revalidate.
    { headers: { "Cache-Control": "no-cache" } },
  );
}
