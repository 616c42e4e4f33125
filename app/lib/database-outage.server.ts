import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/connection-errors";
import { getServices, localeContext, requestInfoContext } from "./app-context.server";
import { describeError } from "./safe-error";
import { serverT } from "./i18n.server";

// A page or API whose loader or action failed because the database could not be reached answers
// 503 with Retry-After (try again shortly), not 500 (a bug). React Router catches a loader's error
// before any middleware sees it and renders the error page, so entry.server's handleError notes
// the outage on the request and the root middleware turns the answer into a 503 afterwards.

const outageContext = createContext<{ seen: boolean } | null>(null);

/**
 * For entry.server's handleError: when `error` is a lost database connection, notes it on the
 * request, logs one line (without the failed statement and its parameters) and answers true.
 */
export function noteDatabaseOutage(error: unknown, context: Readonly<RouterContextProvider> | undefined): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const outage = context?.get(outageContext);
  if (outage) outage.seen = true;
  if (context) {
    const { requestId } = context.get(requestInfoContext);
    getServices(context).logger.warn({ requestId, cause: describeError(innermostCause(error)) }, "the database is unavailable: answered 503");
  }
  return true;
}

function innermostCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth++) current = current.cause;
  return current;
}

/** Root middleware, outermost of the two: every 503 says when to come back. */
export const retryAfterOnUnavailable: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status !== 503 || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Root middleware: a request whose loader or action lost the database answers 503 instead of
 * the 500 error page. Thrown as data, React Router renders it as the root error page for a page
 * (in the user's language) and as `{ error, message }` JSON for a resource route, like jsonError.
 */
export const answerDatabaseOutage: MiddlewareFunction<Response> = async ({ context }, next) => {
  const outage = { seen: false };
  context.set(outageContext, outage);
  const response = await next();
  if (!outage.seen || response.status < 500) return response;
  const message = serverT(context.get(localeContext), "errors")("service_unavailable");
  throw data({ error: "service_unavailable", message }, { status: 503 });
};
