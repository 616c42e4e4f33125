import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests (CSRF), HTML forms and JSON alike. Browsers send
 * Origin on every such request; requests without it are not from a browser page and carry no
 * ambient authority worth forging (e.g. the payment provider's webhook).
 *
 * The whole origin must be APP_URL's: scheme, host and port. The Host header is not a witness
 * (any client sets it), and the same host on another scheme or port is another site (plain http
 * that anyone on the network can answer for, or another program on the machine).
 */
export function originCheck(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    // Browsers send the serialized origin, which is what URL.origin gives: compared as is.
    if (origin === undefined || origin === appOrigin) return next();
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}
