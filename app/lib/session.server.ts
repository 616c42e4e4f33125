import type { RouterContextProvider } from "react-router";
import type { Role } from "~/db/schema/users";
import { getServices } from "./app-context.server";
import type { SessionUser } from "./use-user";

// Keyed by the request's context, so the session is read once however many loaders ask.
const sessionUsers = new WeakMap<object, Promise<SessionUser | null>>();

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in user, read once per request; unverified or disabled accounts count as signed out. */
export function getSessionUser({ request, context }: Args): Promise<SessionUser | null> {
  let pending = sessionUsers.get(context);
  if (!pending) {
    pending = loadSessionUser(request, context);
    sessionUsers.set(context, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request, context: Readonly<RouterContextProvider>) {
  const { auth } = getServices(context);
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role: Role; disabled?: boolean };
  if (!user.emailVerified || user.disabled) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
