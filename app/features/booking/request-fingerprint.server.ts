import { createHash } from "node:crypto";
import type { CheckoutRequest } from "./checkout-request";

/**
 * A hash of what a checkout request asks for (after validation, so spacing and key order do not
 * matter). Two requests with the same fingerprint from one student are the same request sent twice.
 */
export function requestFingerprint(request: CheckoutRequest): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
