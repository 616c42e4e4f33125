import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests (CSRF), HTML forms and JSON alike. Browsers send
 * Origin on every such request; requests without it are not from a browser page and carry no
 * ambient authority worth forging (e.g. the payment provider's webhook).
 */
export function originCheck(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin || origin === appOrigin || sameHost(origin, req.get("host"))) return next();
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || origin === "null") return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
