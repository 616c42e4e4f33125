import type { Route } from "./+types/resources.ratings";
import { rateMeeting } from "~/features/ratings/rate-meeting.server";
import { ratingFieldErrors } from "~/features/ratings/rating-fields";
import { rateMeetingSchema } from "~/features/ratings/rating-form-schema";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { serverPageT } from "~/lib/page-strings.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { getSessionUser } from "~/lib/session.server";

// POST /resources/ratings (meetingId, rating 1-5, comment): a student rates one of their paid,
// started meetings, from the dashboard's "Rate Your Mentors" or a mentor's reviews panel. JSON
// answers, messages in the user's language.

// A 1000-character comment in the widest UTF-8 with its form encoding is well under this.
const MAX_RATING_BYTES = 16 * 1024;
const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const locale = context.get(localeContext);
  if (request.method !== "POST") return methodNotAllowed();
  const user = await getSessionUser({ request, context });
  if (!user) return jsonError("unauthorized", { locale, headers: noStore });
  // Spec §6: only students see (and use) the rating form.
  if (user.role !== "student") return jsonError("forbidden", { locale, headers: noStore });

  let form: FormData;
  try {
    form = await readFormDataWithin(request, MAX_RATING_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale, headers: noStore });
  }
  const parsed = rateMeetingSchema.safeParse({
    meetingId: form.get("meetingId") ?? undefined,
    rating: form.get("rating") ?? undefined,
    comment: form.get("comment") ?? undefined,
  });
  if (!parsed.success) {
    const t = serverPageT(locale, "ratings");
    const fields = Object.fromEntries(Object.entries(ratingFieldErrors(parsed.error)).map(([field, key]) => [field, t(key)]));
    return jsonError("invalid_request", { locale, extra: { fields }, headers: noStore });
  }

  try {
    const rated = await rateMeeting(services.db, { studentId: user.id, ...parsed.data, now: services.clock.now() });
    // The mentor list, the leaderboard and the reviews show the new rating at once.
    services.sharedReads.clear();
    return Response.json(rated, { headers: noStore });
  } catch (error) {
    return jsonFailure(error, { locale, logger: services.logger, what: "rating a meeting failed", headers: noStore });
  }
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return jsonError("method_not_allowed", { headers: { ...noStore, Allow: "POST" } });
}
