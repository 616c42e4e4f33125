import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";

export async function action({ request, context }: Route.ActionArgs) {
  const response = await getServices(context).auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

// POST only: the page forms post here. Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return jsonError("method_not_allowed", { locale: context.get(localeContext), headers: { Allow: "POST" } });
}
