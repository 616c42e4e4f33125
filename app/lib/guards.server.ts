import { redirect, type RouterContextProvider } from "react-router";
import type { Role } from "~/db/schema/users";
import { hasControlCharacters } from "./plain-text";
import { getSessionUser } from "./session.server";
import type { SessionUser } from "./use-user";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Where a user lands after signing in: admins in their back office, others on their dashboard. */
export function homePathFor(role: Role): string {
  return role === "admin" ? "/admin" : dashboardPathFor(role);
}

export function dashboardPathFor(role: Role): string {
  if (role === "student") return "/student-dashboard";
  if (role === "mentor") return "/mentor-dashboard";
  return "/";
}

// Resolving against a base of our own shows where a browser would go: anywhere else is off-site.
const SAME_SITE = "http://same-site.invalid";
// Visible ASCII only: browsers drop tabs and newlines from URLs, read "\" as "/" and fold
// look-alikes ("。", full-width "／") into the real thing; a Location header cannot carry the rest.
const PLAIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/**
 * Only same-site paths; anything else (absolute or protocol-relative URLs, and every trick that
 * turns into one: tabs, CR/LF, backslashes, dot segments, percent-encoded slashes) gives
 * `fallback`. The answer is the path as the URL parser reads it, safe for a Location header.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000 || !PLAIN_PATH.test(value)) return fallback;
  const url = new URL(value, SAME_SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//evil.example" and "/%2e%2e//evil.example" resolve to "//evil.example".
  if (url.origin !== SAME_SITE || !PLAIN_PATH.test(path)) return fallback;
  const decoded = fullyDecoded(url.pathname);
  // Once decoded (a proxy or a later redirect may decode it) it must still be a plain path.
  if (decoded === null || /^\/[/\\]|[\s\\]/.test(decoded) || hasControlCharacters(decoded)) return fallback;
  return path;
}

/** The text percent-decoded until it no longer changes; null when that takes suspiciously long. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** Signed-in user or a redirect to /login (which returns here afterwards). */
export async function requireUser(args: Args): Promise<SessionUser> {
  const user = await getSessionUser(args);
  if (!user) throw redirect(loginPathFor(args.request));
  return user;
}

/** Where an admin without two-factor sign-in sets it up before reaching any admin page. */
export const TWO_FACTOR_SETUP_PATH = "/two-factor-setup";

/**
 * Signed-in user with one of the roles; others go to their own dashboard (or / for admins). An
 * admin is let through as an admin only with two-factor sign-in set up; until then every admin
 * page sends them to set it up.
 */
export async function requireRole(args: Args, role: Role | readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(args);
  const allowed = typeof role === "string" ? [role] : role;
  if (!allowed.includes(user.role)) throw redirect(dashboardPathFor(user.role));
  if (user.role === "admin" && !user.twoFactorEnabled) throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}
