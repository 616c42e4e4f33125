import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "cookie";

/**
 * The session token in a better-auth signed cookie, verified the way better-call signs it
 * (`token.base64(HMAC-SHA256(secret, token))`, URI-encoded); null when absent or not signed by us.
 * Synchronous node:crypto instead of better-call's per-call WebCrypto key import: this runs on
 * every signed-in request.
 */
export function readSignedCookie(cookieHeader: string | null, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[name];
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
