import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "~/lib/logger.server";

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
          url: req.originalUrl,
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
