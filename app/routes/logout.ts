import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getServices } from "~/lib/app-context.server";

export async function action({ request, context }: Route.ActionArgs) {
  const response = await getServices(context).auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
