import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("TEST_CLOCK", () => {
  it("is off unless set to exactly 1, and refuses anything but 0 or 1", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "0" }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "1" }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: "yes" })).toThrow(/TEST_CLOCK/);
  });
});

describe("Google settings", () => {
  it("use Google's hosts by default, and one host for consent, token and revoke when GOOGLE_OAUTH_BASE is set", () => {
    expect(loadConfig({}).google).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      revokeUrl: "https://oauth2.googleapis.com/revoke",
      apiBase: "https://www.googleapis.com",
    });
    expect(loadConfig({ GOOGLE_OAUTH_BASE: "http://127.0.0.1:4999/", GOOGLE_API_BASE: "http://127.0.0.1:4998" }).google).toMatchObject({
      authorizeUrl: "http://127.0.0.1:4999/o/oauth2/v2/auth",
      tokenUrl: "http://127.0.0.1:4999/token",
      revokeUrl: "http://127.0.0.1:4999/revoke",
      apiBase: "http://127.0.0.1:4998",
    });
    expect(() => loadConfig({ GOOGLE_OAUTH_BASE: "not a url" })).toThrow(/GOOGLE_OAUTH_BASE/);
  });
});
