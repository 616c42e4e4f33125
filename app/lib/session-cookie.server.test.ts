import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { readSignedCookie } from "./session-cookie.server";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const name = "better-auth.session_token";

/** The Cookie header a browser sends back for better-call's own signed Set-Cookie. */
async function signedHeader(token: string, signWith = secret) {
  const setCookie = await serializeSignedCookie(name, token, signWith);
  return setCookie.split(";")[0]!;
}

describe("readSignedCookie", () => {
  it("reads tokens better-call signed, whatever characters their signature has", async () => {
    for (const token of ["abc", "R4nd0mT0k3nWithMixedCase123", "x".repeat(64), "tök€n"]) {
      expect(readSignedCookie(`other=1; ${await signedHeader(token)}; last=2`, name, secret)).toBe(token);
    }
  });

  it("refuses a token signed with another secret, a changed token and a missing cookie", async () => {
    expect(readSignedCookie(await signedHeader("abc", "another-secret-that-is-also-long-enough-xx"), name, secret)).toBeNull();
    const forged = (await signedHeader("abc")).replace("=abc.", "=abd.");
    expect(readSignedCookie(forged, name, secret)).toBeNull();
    expect(readSignedCookie("theme=dark", name, secret)).toBeNull();
    expect(readSignedCookie(null, name, secret)).toBeNull();
    expect(readSignedCookie(`${name}=nosignature`, name, secret)).toBeNull();
    expect(readSignedCookie(`${name}=abc.${"A".repeat(43)}=`, name, secret)).toBeNull();
  });
});
