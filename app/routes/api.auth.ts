import type { Route } from "./+types/api.auth";
import { getServices } from "~/lib/app-context.server";

// better-auth's own HTTP endpoints (sign-in, sign-up, sessions, ...).
export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return getServices(context).auth.handler(request);
}
