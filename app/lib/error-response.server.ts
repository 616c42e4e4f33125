import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/connection-errors";
import { describeError } from "./safe-error";
import { errorStatus, isAppError, type AppError, type AppErrorCode } from "./errors";
import type { Locale } from "./i18n";
import { serverT } from "./i18n.server";
import type { Logger } from "./logger.server";

export interface Failure {
  code: AppErrorCode;
  status: number;
  params: Record<string, string | number>;
  /** Retry-After for a refusal that says when to come back. */
  headers: Record<string, string>;
}

/**
 * What a failure means for the one who asked: an AppError's code, status and parameters.
 * Anything else is a bug: it is logged as `what` and answered as "unexpected" (500).
 */
export function failureOf(error: unknown, logger: Pick<Logger, "error">, what: string): Failure {
  if (isAppError(error)) return appErrorFailure(error);
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database could not be reached; the asker may try again shortly.
    logger.error({ cause: describeError(error instanceof Error && error.cause !== undefined ? error.cause : error) }, `${what}: the database is unavailable`);
    return { code: "service_unavailable", status: 503, params: {}, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } };
  }
  logger.error({ err: error }, what);
  return { code: "unexpected", status: 500, params: {}, headers: {} };
}

export function appErrorFailure(error: AppError): Failure {
  const retryAfter = error.params.retryAfter;
  return {
    code: error.code,
    status: error.status,
    params: error.params,
    headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
  };
}

export interface JsonErrorOptions {
  /** The asker's language. Without it the answer has no message: for machines (webhooks, beacons). */
  locale?: Locale;
  /** Another code's message (e.g. "mentor_not_found" for a "not_found"). */
  message?: AppErrorCode;
  params?: Record<string, string | number>;
  /** More fields of the body (the invalid fields, the taken slots). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A JSON API or resource-route answer: `{ error: code, message, ...extra }` with the code's status; the message in the asker's language. */
export function jsonError(code: AppErrorCode, options: JsonErrorOptions = {}): Response {
  const { locale, params = {} } = options;
  const message = locale ? { message: serverT(locale, "errors")(options.message ?? code, params) } : {};
  return Response.json({ error: code, ...message, ...options.extra }, { status: errorStatus[code], headers: options.headers });
}

/** jsonError for whatever a service threw (a bug is logged and answered 500). */
export function jsonFailure(error: unknown, options: { locale: Locale; logger: Pick<Logger, "error">; what: string; headers?: Record<string, string> }): Response {
  const failure = failureOf(error, options.logger, options.what);
  return jsonError(failure.code, { locale: options.locale, params: failure.params, headers: { ...options.headers, ...failure.headers } });
}

