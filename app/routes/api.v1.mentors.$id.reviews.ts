import { z } from "zod";
import type { Route } from "./+types/api.v1.mentors.$id.reviews";
import { listMentorReviews } from "~/features/mentors/list-mentor-reviews.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { serverT } from "~/lib/i18n.server";

// GET /api/v1/mentors/:id/reviews?page=: one page of the ratings panel (public, like the ratings on the cards).
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const idSchema = z.string().trim().min(1).max(100);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = pageSchema.safeParse(raw === null || raw === "" ? undefined : raw);
  if (!page.success) {
    return Response.json(
      { error: "invalid_parameter", field: "page", message: page.error.issues[0]?.message ?? "invalid" },
      { status: 400 },
    );
  }
  const id = idSchema.safeParse(params.id);
  const reviews = id.success ? await listMentorReviews(getServices(context).db, id.data, page.data) : null;
  if (!reviews) {
    const message = serverT(context.get(localeContext), "errors")("mentor_not_found");
    return Response.json({ error: "not_found", message }, { status: 404 });
  }
  return Response.json(reviews, { headers: { "Cache-Control": "no-cache" } });
}
