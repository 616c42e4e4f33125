import type { AppServices } from "~/lib/app-context.server";
import { routeContext } from "./test-services";

const BASE = "http://localhost:3000";

/** A loader's or action's arguments: GET, or a form POST from the site's own origin when `body` is given. */
export function routeArgs(services: AppServices, path: string, params: Record<string, string>, cookie?: string, body?: Record<string, string>) {
  return {
    request: new Request(`${BASE}${path}`, {
      method: body ? "POST" : "GET",
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: BASE } : {}) },
      body: body ? new URLSearchParams(body) : undefined,
    }),
    params,
    context: routeContext(services),
  } as never;
}

/** What a route answered: "200", "404", or "302 /where" for a redirect, returned or thrown. */
export async function routeOutcome(run: () => Promise<unknown>): Promise<string> {
  try {
    const result = await run();
    return result instanceof Response ? `${result.status} ${result.headers.get("Location") ?? ""}`.trim() : "200";
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    // data(null, { status }) thrown by a loader: React Router answers with that status.
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return String(status);
    throw thrown;
  }
}
