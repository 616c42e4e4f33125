import { z } from "zod";
import type { Route } from "./+types/api.v1.mentors.$id.reviews";
import { listMentorReviews } from "~/features/mentors/list-mentor-reviews.server";
import { invalidParameter, mentorIdSchema, mentorNotFound } from "~/features/mentors/mentor-api-answers.server";
import { findRateableMeeting } from "~/features/ratings/rateable-meetings.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { controlCharactersInApiUrl } from "~/lib/plain-url.server";
import { getSessionUser } from "~/lib/session.server";

// GET /api/v1/mentors/:id/reviews?page=: one page of the ratings panel (public, like the ratings on the cards).
// A signed-in student also gets `rateableMeetingId`: the meeting their rating of this mentor would
// go to, or null when they may not rate them (spec §2 "Ratings panel": students see a form).
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const unreadable = controlCharactersInApiUrl({ request, params }, context.get(localeContext));
  if (unreadable) return unreadable;
  const raw = new URL(request.url).searchParams.get("page");
  const page = pageSchema.safeParse(raw === null || raw === "" ? undefined : raw);
  if (!page.success) return invalidParameter(context.get(localeContext), "page");
  const id = mentorIdSchema.safeParse(params.id);
  const { db, clock } = getServices(context);
  if (!id.success) return mentorNotFound(context.get(localeContext));
  const reviews = await listMentorReviews(db, id.data, page.data);
  if (!reviews) return mentorNotFound(context.get(localeContext));
  const user = await getSessionUser({ request, context });
  if (user?.role !== "student") return Response.json(reviews, { headers: { "Cache-Control": "no-cache" } });
  const rateableMeetingId = await findRateableMeeting(db, user.id, id.data, clock.now());
  return Response.json({ ...reviews, rateableMeetingId }, { headers: { "Cache-Control": "private, no-cache" } });
}
