import { z } from "zod";
import type { Route } from "./+types/api.v1.mentors.$id.reviews";
import { listMentorReviews } from "~/features/mentors/list-mentor-reviews.server";
import { getServices } from "~/lib/app-context.server";

// GET /api/v1/mentors/:id/reviews?page=: one page of the ratings panel (public, like the ratings on the cards).
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = pageSchema.safeParse(raw === null || raw === "" ? undefined : raw);
  if (!page.success) {
    return Response.json(
      { error: "invalid_parameter", field: "page", message: page.error.issues[0]?.message ?? "invalid" },
      { status: 400 },
    );
  }
  const reviews = await listMentorReviews(getServices(context).db, params.id, page.data);
  if (!reviews) return Response.json({ error: "not_found", message: "No such mentor" }, { status: 404 });
  return Response.json(reviews, { headers: { "Cache-Control": "no-cache" } });
}
