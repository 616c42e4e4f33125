import { useEffect } from "react";
import { useLocation } from "react-router";
import { readStorage, writeStorage } from "~/lib/browser-storage";

export const AFFILIATE_SOURCE_KEY = "unibridge.affiliateSource";

const SOURCE_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

/** A `ref` value worth keeping: short and plain, so it can never smuggle markup or a URL. */
export function parseAffiliateSource(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return SOURCE_PATTERN.test(trimmed) ? trimmed : null;
}

/** The stored source, sent with each checkout; the server records the conversion when paid. */
export function readAffiliateSource(): string | null {
  if (typeof window === "undefined") return null;
  return parseAffiliateSource(readStorage(AFFILIATE_SOURCE_KEY));
}

export function clearAffiliateSource(): void {
  writeStorage(AFFILIATE_SOURCE_KEY, null);
}

/** Keeps the `?ref=<source>` of any page the visitor lands on (the latest valid one wins). */
export function AffiliateCapture() {
  const { search } = useLocation();
  useEffect(() => {
    const source = parseAffiliateSource(new URLSearchParams(search).get("ref"));
    if (source) writeStorage(AFFILIATE_SOURCE_KEY, source);
  }, [search]);
  return null;
}
