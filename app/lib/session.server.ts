import { isAPIError } from "better-auth/api";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { Role } from "~/db/schema/users";
import { getServices } from "./app-context.server";
import { SESSION_ABSOLUTE_SECONDS } from "./auth.server";
import type { SessionUser } from "./use-user";

// Keyed by the request's context, so the session is read once however many loaders ask.
const sessionUsers = new WeakMap<object, Promise<SessionUser | null>>();
// Set-Cookie headers produced while reading the session (the daily sliding refresh, or the
// removal of an ended session); the root middleware adds them to the response.
const sessionCookies = new WeakMap<object, string[]>();

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

/** Cookies the session read wants to send back (see the root middleware). */
export function pendingSessionCookies(context: Readonly<RouterContextProvider>): string[] {
  return sessionCookies.get(context) ?? [];
}

/**
 * Root middleware: reading the session may slide its expiry or end it, so those cookies go out
 * with the response, unless the response sets the session cookie itself (sign-in, sign-out),
 * which must win.
 */
export const forwardSessionCookies: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const own = response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
  if (!own) for (const cookie of pendingSessionCookies(context)) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** True when a session started at `createdAt` has passed the absolute limit, however recently used. */
export function isPastAbsoluteLimit(createdAt: Date | string, now = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() >= SESSION_ABSOLUTE_SECONDS * 1000;
}

async function loadSessionUser(request: Request, context: Readonly<RouterContextProvider>) {
  const { auth } = getServices(context);
  const read = await auth.api.getSession({ headers: request.headers, returnHeaders: true }).catch((error: unknown) => {
    // The session vanished while being extended (signed out elsewhere): signed out here too.
    if (isAPIError(error)) return null;
    throw error;
  });
  keepCookies(context, read?.headers);
  const session = read?.response;
  if (!session) return null;
  if (isPastAbsoluteLimit(session.session.createdAt)) {
    // Deletes the session row and expires the cookie.
    const out = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    sessionCookies.set(context, out.headers.getSetCookie());
    return null;
  }
  const user = session.user as typeof session.user & { role: Role; disabled?: boolean; timeZone?: string | null };
  if (!user.emailVerified || user.disabled) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role, timeZone: user.timeZone };
}

function keepCookies(context: Readonly<RouterContextProvider>, headers: Headers | undefined) {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) sessionCookies.set(context, cookies);
}
