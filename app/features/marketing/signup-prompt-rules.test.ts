import { describe, expect, it } from "vitest";
import { showsSignupPrompt } from "./signup-prompt-rules";

describe("showsSignupPrompt", () => {
  it("shows to a visitor who has not dismissed it", () => {
    expect(showsSignupPrompt({ signedIn: false, dismissed: false, pathname: "/" })).toBe(true);
    expect(showsSignupPrompt({ signedIn: false, dismissed: false, pathname: "/for-schools" })).toBe(true);
  });

  it("never shows to a signed-in user or after dismissal", () => {
    expect(showsSignupPrompt({ signedIn: true, dismissed: false, pathname: "/" })).toBe(false);
    expect(showsSignupPrompt({ signedIn: false, dismissed: true, pathname: "/" })).toBe(false);
  });

  it("stays away from sign-up, sign-in and form pages", () => {
    for (const pathname of ["/signup", "/login", "/forgot-password", "/founder-consultation", "/verify-email"]) {
      expect(showsSignupPrompt({ signedIn: false, dismissed: false, pathname })).toBe(false);
    }
    expect(showsSignupPrompt({ signedIn: false, dismissed: false, pathname: "/signups-closed" })).toBe(true);
  });
});
