import { redirect, type RouterContextProvider } from "react-router";
import type { Role } from "~/db/schema/users";
import { getSessionUser } from "./session.server";
import type { SessionUser } from "./use-user";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function dashboardPathFor(role: Role): string {
  if (role === "student") return "/student-dashboard";
  if (role === "mentor") return "/mentor-dashboard";
  return "/";
}

/** Only same-site paths: an absolute or protocol-relative URL would be an open redirect. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
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

/** Signed-in user with one of the roles; others go to their own dashboard (or / for admins). */
export async function requireRole(args: Args, role: Role | readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(args);
  const allowed = typeof role === "string" ? [role] : role;
  if (!allowed.includes(user.role)) throw redirect(dashboardPathFor(user.role));
  return user;
}
