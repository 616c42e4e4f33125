import { createHash } from "node:crypto";
import type { StaticHandlerContext } from "react-router";

/**
 * A page's HTML is a function of its URL, its language and the data its loaders returned (the
 * components read nothing else; the CSP nonce is joined in per response). So a render can be kept
 * under a digest of exactly those and served again to whoever's loaders return the same data: the
 * loaders still run for every request (who is asking, what they may see), only React's render is
 * skipped. Pages carry no one's identity (the root sends the viewer's role and zone, lib/use-user),
 * so students looking at the same list share one render. Decision 0022, eighth round.
 */
/**
 * How long a rendered page is kept, here and in the visitors' page cache (server/page-cache.ts):
 * content a page reads without its URL saying so (the home page's universities, a new blog post)
 * shows within a minute.
 */
export const KEPT_PAGE_TTL_MS = 60_000;

export interface RenderCacheOptions {
  /** Longest a render is served again: bounds what the clock can change in a render (the footer's year). */
  ttlMs: number;
  /** Total size of the kept pages; the least recently used go first. */
  maxBytes: number;
  now?: () => number;
}

interface KeptPage {
  at: number;
  /** The HTML split at the nonce it was rendered with. */
  parts: Buffer[];
  bytes: number;
}

export function createRenderCache({ ttlMs, maxBytes, now = Date.now }: RenderCacheOptions) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const pages = new Map<string, KeptPage>();
  let bytes = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  return {
    /** The kept HTML for `key` with `nonce` joined in, or null. */
    get(key: string, nonce: string): Buffer<ArrayBuffer> | null {
      const page = pages.get(key);
      if (!page) return null;
      drop(key);
      if (now() - page.at >= ttlMs) return null;
      pages.set(key, page);
      bytes += page.bytes;
      const nonceBytes = Buffer.from(nonce);
      return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    },
    set(key: string, html: Buffer, nonce: string) {
      drop(key);
      const parts = html.toString("utf8").split(nonce).map((part) => Buffer.from(part));
      const page = { at: now(), parts, bytes: html.byteLength };
      if (page.bytes > maxBytes) return;
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * The digest a page's render is kept under, or null when it must be rendered: a response other
 * than a plain 200 (errors, an action's answer) or data that JSON cannot tell apart exactly.
 */
export function renderCacheKey(input: { url: string; locale: string; context: Pick<StaticHandlerContext, "statusCode" | "actionData" | "errors" | "loaderData"> }): string | null {
  const { url, locale, context } = input;
  if (context.statusCode !== 200 || context.actionData || context.errors) return null;
  const data = canonicalJson(context.loaderData);
  if (data === null) return null;
  return createHash("sha256").update(url).update("\n").update(locale).update("\n").update(data).digest("base64");
}

// Marks for the values JSON would lose or merge with another: `undefined` (dropped, or null in an
// array) and dates (the same text as a string). Keys starting with NUL are refused, so no data can
// spell a mark.
const UNDEFINED = { "\u0000undefined": 1 };
const dateMark = (iso: string) => ({ "\u0000date": iso });

class NotCanonical extends Error {}

/** JSON that differs whenever the data could render differently; null for anything else. */
export function canonicalJson(value: unknown): string | null {
  try {
    return JSON.stringify(value, function (this: Record<string, unknown>, key: string, replaced: unknown) {
      // `replaced` is after toJSON (a date is already a string); the holder has the value itself.
      const original = this[key];
      if (original === undefined) return UNDEFINED;
      if (original instanceof Date) return dateMark(replaced as string);
      if (Array.isArray(original)) return original;
      switch (typeof original) {
        case "string":
        case "boolean":
          return original;
        case "number":
          if (!Number.isFinite(original)) throw new NotCanonical();
          return original;
        case "object":
          if (original === null) return null;
          if (Object.getPrototypeOf(original) !== Object.prototype && Object.getPrototypeOf(original) !== null) throw new NotCanonical();
          if (Object.keys(original).some((name) => name.startsWith("\u0000"))) throw new NotCanonical();
          return original;
        default:
          // bigint, function, symbol: JSON cannot hold them apart.
          throw new NotCanonical();
      }
    });
  } catch (error) {
    if (error instanceof NotCanonical) return null;
    throw error;
  }
}
