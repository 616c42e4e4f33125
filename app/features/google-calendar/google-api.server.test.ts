import { describe, expect, it } from "vitest";
import { meetEventId } from "./create-meet-event.server";
import { authorizationUrl, CALENDAR_EVENTS_SCOPE, type GoogleSettings } from "./google-api.server";

const settings: GoogleSettings = {
  clientId: "client.apps.googleusercontent.com",
  clientSecret: "secret",
  redirectUri: "https://unibridge.example/meeting/google/callback",
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  apiBase: "https://www.googleapis.com",
};

describe("Google calls", () => {
  it("asks for the events scope, offline access and consent, with the state and our callback", () => {
    const url = new URL(authorizationUrl(settings, "state&value"));
    expect(url.origin + url.pathname).toBe(settings.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      response_type: "code",
      scope: CALENDAR_EVENTS_SCOPE,
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      state: "state&value",
    });
  });

  it("derives a valid Google event id (base32hex, 5-1024 characters) from a meeting id, the same every time", () => {
    const id = meetEventId("6F1C1C7E-3B7A-4A59-9C55-0D9C1F0E2A11");
    expect(id).toMatch(/^[0-9a-v]{5,1024}$/);
    expect(id).toBe(meetEventId("6f1c1c7e-3b7a-4a59-9c55-0d9c1f0e2a11"));
    expect(id).not.toBe(meetEventId("6f1c1c7e-3b7a-4a59-9c55-0d9c1f0e2a12"));
  });
});
