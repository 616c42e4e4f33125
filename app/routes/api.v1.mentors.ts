import type { Route } from "./+types/api.v1.mentors";
import { toMentorApiList } from "~/features/mentors/mentor-api-json";
import { parseMentorSearch } from "~/features/mentors/mentor-search-params";
import { mentorListKey, searchMentors } from "~/features/mentors/search-mentors.server";
import { invalidParameter } from "~/features/mentors/mentor-api-answers.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { getSessionUser } from "~/lib/session.server";
import { controlCharactersInApiUrl } from "~/lib/plain-url.server";

// GET /api/v1/mentors: the mentor list for other clients, from the same service as /mentors.
// Signed out it answers as the visitor page does (default order, filters ignored, no prices);
// a parameter it cannot read is a 400 naming the field, where the page would drop it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const unreadable = controlCharactersInApiUrl({ request }, context.get(localeContext));
  if (unreadable) return unreadable;
  const parsed = parseMentorSearch(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return invalidParameter(context.get(localeContext), parsed.field);
  }
  const user = await getSessionUser({ request, context });
  const { db, sharedReads } = getServices(context);
  const signedIn = user !== null;
  const result = await sharedReads.get(mentorListKey(parsed.search, signedIn), () => searchMentors(db, parsed.search, { signedIn }));
  return Response.json(toMentorApiList(result), {
    // A signed-in answer carries prices: no cache may keep it. Either way the answer depends on the cookie.
    headers: { "Cache-Control": user ? "no-store" : "no-cache", Vary: "Cookie" },
  });
}
