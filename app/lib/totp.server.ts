import { createHmac } from "node:crypto";

// RFC 6238 time-based codes as better-auth's twoFactor plugin makes them (6 digits, 30 s steps,
// HMAC-SHA1 keyed with the secret's UTF-8 bytes). For the command that prints the demo admin's
// code and for tests; sign-in itself is checked by better-auth.
const PERIOD_MS = 30_000;

export function totpCode(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / PERIOD_MS)));
  const hmac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, "0");
}

/** Seconds until the current code is replaced. */
export function secondsLeftOfCode(at: number = Date.now()): number {
  return Math.ceil((PERIOD_MS - (at % PERIOD_MS)) / 1000);
}

/** The secret of an otpauth:// URI, as the plugin's raw secret (the URI carries it in base32). */
export function secretOfTotpUri(uri: string): string {
  const encoded = new URL(uri).searchParams.get("secret") ?? "";
  return Buffer.from(base32Decode(encoded)).toString("utf8");
}

/** The base32 text an authenticator app asks for when typed in by hand. */
export function base32SecretOfTotpUri(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

function base32Decode(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}
