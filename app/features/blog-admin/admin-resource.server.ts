import type { RouterContextProvider } from "react-router";
import { localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { getSessionUser } from "~/lib/session.server";
import type { SessionUser } from "~/lib/use-user";

/**
 * The admin check of the blog manager's resource routes (preview, image upload). They answer
 * fetch() calls, so a refusal is JSON (401 or 403) rather than the pages' redirect to /login.
 */
export async function adminOrRefusal(args: { request: Request; context: Readonly<RouterContextProvider> }): Promise<SessionUser | Response> {
  const locale = args.context.get(localeContext);
  const user = await getSessionUser(args);
  if (!user) return jsonError("unauthorized", { locale });
  if (user.role !== "admin") return jsonError("forbidden", { locale });
  return user;
}
