import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LANGUAGE_COOKIE } from "~/lib/language.server";
import { defaultLocale, toLocale } from "~/lib/i18n";

export interface PageCacheOptions {
  /** Paths whose page is the same for every visitor in one language. */
  paths: ReadonlySet<string>;
  /** How long a rendered page is served again: what it reads from the database may be this stale. */
  ttlMs: number;
  now?: () => number;
}

interface CachedPage {
  at: number;
  status: number;
  headers: [string, string | number | readonly string[]][];
  /** The HTML split at the CSP nonce it was rendered with: each response joins it with its own. */
  parts: Buffer[];
  /** The parts' total length. */
  bytes: number;
}

// Headers that belong to one response (or that compression and the security middleware set anew).
const perResponseHeaders = new Set(["content-security-policy", "x-request-id", "content-length", "content-encoding", "transfer-encoding", "vary", "date", "etag", "set-cookie"]);

/**
 * A render cache for pages that are the same for every visitor (decision 0022): the first visitor's
 * request in each language renders it, later ones within `ttlMs` get the stored HTML with their own
 * CSP nonce. Only plain visits are served from it: GET, no query string, no cookie but the language
 * one; a signed-in user (any other cookie) always gets a fresh render. A response is kept only
 * when it is a 200 HTML page that sets no cookie.
 */
export function pageCache({ paths, ttlMs, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();

  return (req: Request, res: Response, next: NextFunction) => {
    const key = cacheKey(req, paths);
    const nonce = res.locals.cspNonce as string | undefined;
    if (!key || !nonce) return next();
    const cached = pages.get(key);
    if (cached && now() - cached.at < ttlMs) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      const nonceBytes = Buffer.from(nonce);
      // Written directly (not res.send): no ETag to compute over a page that differs by its nonce
      // anyway. The parts and nonces are written as they are, not copied into a new buffer for
      // every visitor. (Not corked: with compression on, the compressor waits for the socket to
      // drain, which a corked socket never does.)
      res.statusCode = cached.status;
      res.setHeader("Content-Length", cached.bytes + nonceBytes.length * (cached.parts.length - 1));
      cached.parts.forEach((part, i) => {
        if (i > 0) res.write(nonceBytes);
        res.write(part);
      });
      res.end();
      return;
    }
    keepResponse(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html") || res.getHeader("set-cookie")) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !perResponseHeaders.has(name))
        .map(([name, value]) => [name, value] as CachedPage["headers"][number]);
      const parts = body.split(nonce).map((part) => Buffer.from(part));
      pages.set(key, { at: now(), status: res.statusCode, headers, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0) });
    });
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}

/** "path|locale" for a plain visit to a cached path, or null when the request must be rendered. */
function cacheKey(req: Request, paths: ReadonlySet<string>): string | null {
  if (req.method !== "GET" || !paths.has(req.path) || req.originalUrl !== req.path) return null;
  const cookies = parse(req.headers.cookie ?? "");
  const names = Object.keys(cookies);
  if (names.some((name) => name !== LANGUAGE_COOKIE)) return null;
  return `${req.path}|${toLocale(cookies[LANGUAGE_COOKIE]) ?? defaultLocale}`;
}

/** Calls `done` with the whole body once the response has ended (it is still sent as it is written). */
function keepResponse(res: Response, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const ended = end(chunk, ...rest);
    done(Buffer.concat(chunks).toString("utf8"));
    return ended;
  }) as Response["end"];
}
