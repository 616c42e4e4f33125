import type { Route } from "./+types/api.v1.mentors.$id.slots";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import { BOOKING_TIME_ZONE } from "~/features/booking/slots";
import { mentorIdSchema, mentorNotFound } from "~/features/mentors/mentor-api-answers.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { controlCharactersInApiUrl } from "~/lib/plain-url.server";

// GET /api/v1/mentors/:id/slots: the free slots of the schedule page, from the same code (public,
// like the page). Dates and times are US Eastern; startsAt is the UTC instant.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const unreadable = controlCharactersInApiUrl({ request, params }, context.get(localeContext));
  if (unreadable) return unreadable;
  const id = mentorIdSchema.safeParse(params.id);
  const weeks = id.success ? await listFreeSlots(getServices(context).db, id.data) : null;
  if (!weeks) return mentorNotFound(context.get(localeContext));
  return Response.json(
    { timeZone: BOOKING_TIME_ZONE, slots: weeks.flatMap((week) => week.slots) },
    // A slot can be taken at any moment: always revalidate.
    { headers: { "Cache-Control": "no-cache" } },
  );
}
