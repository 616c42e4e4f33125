import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { sessions, users, type Role } from "~/db/schema/users";
import { getServices, type AppServices } from "./app-context.server";
import { SESSION_ABSOLUTE_SECONDS } from "./auth.server";
import { readSignedCookie } from "./session-cookie.server";
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

/** Queues Set-Cookie headers for the root middleware to add to this request's response. */
export function keepSessionCookies(context: Readonly<RouterContextProvider>, cookies: string[]) {
  if (cookies.length > 0) sessionCookies.set(context, cookies);
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

async function loadSessionUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const services = getServices(context);
  const quick = await readCurrentSession(services, request);
  if (quick === "none") return null;
  if (quick !== "ask-better-auth") return quick.emailVerified && !quick.disabled ? toSessionUser(quick) : null;
  return readSessionThroughBetterAuth(services, request, context);
}

type SessionRow = Awaited<ReturnType<typeof findSessionByToken>>[number];

/**
 * The common case in one query and no better-auth call: a validly signed cookie for a live
 * session that needs no renewal today. Anything else (renewal due, expired, unknown token, past
 * the absolute limit) is left to better-auth, which also sets or removes the cookies.
 */
async function readCurrentSession({ auth, db }: AppServices, request: Request): Promise<"none" | "ask-better-auth" | SessionRow> {
  const cookies = request.headers.get("cookie");
  if (!cookies) return "none";
  const { secret, authCookies, sessionConfig } = await auth.$context;
  const token = readSignedCookie(cookies, authCookies.sessionToken.name, secret);
  if (!token) return "none";
  const [row] = await findSessionByToken(db, token);
  if (!row) return "ask-better-auth";
  const now = Date.now();
  const renewalDue = row.expiresAt.getTime() - (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000 <= now;
  if (row.expiresAt.getTime() <= now || renewalDue || isPastAbsoluteLimit(row.createdAt, new Date(now))) return "ask-better-auth";
  return row;
}

function findSessionByToken(db: AppServices["db"], token: string) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      disabled: users.disabled,
      timeZone: users.timeZone,
      locale: users.locale,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
}

function toSessionUser(user: Omit<SessionUser, "locale"> & { locale?: string | null }): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    timeZone: user.timeZone,
    locale: user.locale === "zh" ? "zh" : "en",
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

async function readSessionThroughBetterAuth(services: AppServices, request: Request, context: Readonly<RouterContextProvider>) {
  const { auth } = services;
  const read = await auth.api.getSession({ headers: request.headers, returnHeaders: true }).catch((error: unknown) => {
    // The session vanished while being extended (signed out elsewhere): signed out here too.
    if (isAPIError(error)) return null;
    throw error;
  });
  keepSessionCookies(context, read?.headers?.getSetCookie() ?? []);
  const session = read?.response;
  if (!session) return null;
  if (isPastAbsoluteLimit(session.session.createdAt)) {
    // Deletes the session row and expires the cookie.
    const out = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    sessionCookies.set(context, out.headers.getSetCookie());
    return null;
  }
  const user = session.user as typeof session.user & { role: Role; disabled?: boolean; timeZone?: string | null; locale?: string; twoFactorEnabled?: boolean };
  if (!user.emailVerified || user.disabled) return null;
  return toSessionUser(user);
}
