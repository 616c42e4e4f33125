import { z } from "zod";
import type { Route } from "./+types/api.v1.mentors.$id.reviews";
import { listMentorReviews } from "~/features/mentors/list-mentor-reviews.server";
import { invalidParameter, mentorIdSchema, mentorNotFound } from "~/features/mentors/mentor-api-answers.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { controlCharactersInApiUrl } from "~/lib/plain-url.server";

// GET /api/v1/mentors/:id/reviews?page=: one page of the ratings panel (public, like the ratings on the cards).
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const unreadable = controlCharactersInApiUrl({ request, params }, context.get(localeContext));
  if (unreadable) return unreadable;
  const raw = new URL(request.url).searchParams.get("page");
  const page = pageSchema.safeParse(raw === null || raw === "" ? undefined : raw);
  if (!page.success) return invalidParameter(context.get(localeContext), "page");
  const id = mentorIdSchema.safeParse(params.id);
  const reviews = id.success ? await listMentorReviews(getServices(context).db, id.data, page.data) : null;
  if (!reviews) return mentorNotFound(context.get(localeContext));
  return Response.json(reviews, { headers: { "Cache-Control": "no-cache" } });
}
