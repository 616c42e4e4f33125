import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.server";

const box = createSecretBox("an-auth-secret-of-enough-length-0123456789", "google-calendar-tokens");

describe("createSecretBox", () => {
  it("opens what it sealed, and the sealed text does not contain the secret", () => {
    const sealed = box.seal("ya29.secret-access-token", "user-1:access");
    expect(sealed).not.toContain("ya29");
    expect(sealed).not.toContain(Buffer.from("ya29.secret-access-token").toString("base64url"));
    expect(box.open(sealed, "user-1:access")).toBe("ya29.secret-access-token");
  });

  it("seals the same text differently each time (a fresh IV)", () => {
    expect(box.seal("same", "a")).not.toBe(box.seal("same", "a"));
  });

  it("refuses a value for other associated data, under another key or purpose, or altered", () => {
    const sealed = box.seal("token", "user-1:refresh");
    expect(() => box.open(sealed, "user-2:refresh")).toThrow();
    expect(() => createSecretBox("another-secret-of-enough-length-0123456789", "google-calendar-tokens").open(sealed, "user-1:refresh")).toThrow();
    expect(() => createSecretBox("an-auth-secret-of-enough-length-0123456789", "other").open(sealed, "user-1:refresh")).toThrow();
    const [v, iv, body, tag] = sealed.split(".");
    // The first character: the last one may hold only padding bits, and flipping those changes nothing.
    const flipped = `${body!.startsWith("A") ? "B" : "A"}${body!.slice(1)}`;
    expect(() => box.open([v, iv, flipped, tag].join("."), "user-1:refresh")).toThrow();
    expect(() => box.open("plain-text", "user-1:refresh")).toThrow();
  });
});
