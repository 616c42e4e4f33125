import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, NextFunction, Request, Response } from "express";
import type { Logger } from "~/lib/logger.server";
import { redactSecretPath } from "~/lib/redact-path";

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** One JSON line per request, with a request id that is also returned to the client. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          url: redactUrl(req.originalUrl),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
          ip: req.ip,
        },
        "request",
      );
    });
    next();
  };
}

// Query values that are personal or secret: the address on /verify-email?email=, and the
// one-time tokens in verification, reset and sign-in links (a verification token carries the address).
const redactedQueryKeys = new Set(["email", "token", "code"]);

/** The URL as logged: secret path segments and the values of personal or secret query parameters replaced. */
export function redactUrl(rawUrl: string): string {
  const url = redactSecretPath(rawUrl);
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const key = pair.split("=", 1)[0] ?? "";
      return redactedQueryKeys.has(decodeKey(key).toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}

/**
 * Whatever reaches Express's own error handling (a malformed URL, a throwing middleware) is
 * logged as one JSON line; Express's default prints the stack to the console.
 */
export function lastErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const status = statusOf(err);
    if (status >= 500) logger.error({ err, reqId: res.locals.requestId as unknown, method: req.method }, "request failed");
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.status(status).type("text/plain").end(status >= 500 ? "Internal Server Error" : "Bad Request");
  };
}

function statusOf(err: unknown): number {
  const status = (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
