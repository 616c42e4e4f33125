import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals short secrets kept in the database (third-party access tokens): AES-256-GCM under a key
 * derived with HKDF from the auth secret, one key per purpose. The associated data ties a sealed
 * value to its owner and kind, so a value copied onto another row does not open.
 */
export interface SecretBox {
  seal(plain: string, associatedData: string): string;
  /** Throws when the value was altered, sealed under another key or for other associated data. */
  open(sealed: string, associatedData: string): string;
}

const VERSION = "v1";
const IV_BYTES = 12;

export function createSecretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "unibridge secret box", purpose, 32));
  return {
    seal(plain, associatedData) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(associatedData, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed, associatedData) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== VERSION || !iv || body === undefined || !tag) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(associatedData, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
