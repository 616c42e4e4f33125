import { createOTP } from "@better-auth/utils/otp";
import { describe, expect, it } from "vitest";
import { secretOfTotpUri, totpCode } from "./totp.server";

describe("totpCode", () => {
  it("matches RFC 6238's SHA-1 test vectors", () => {
    const secret = "12345678901234567890";
    expect(totpCode(secret, 59_000)).toBe("287082");
    expect(totpCode(secret, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(secret, 2_000_000_000_000)).toBe("279037");
  });

  it("agrees with better-auth's codes and reads the secret back from its URI", async () => {
    const secret = "k3JcQ9vXw2LmN8pRt5YbZ1aH4dF6gS0e";
    const otp = createOTP(secret);
    expect(totpCode(secret)).toBe(await otp.totp());
    expect(secretOfTotpUri(otp.url("Unibridge", "admin@example.com"))).toBe(secret);
  });
});
