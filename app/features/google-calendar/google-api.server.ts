import type { Config } from "~/lib/config.server";

/** Google's OAuth and Calendar endpoints and the app's client; from config (tests: a fake Google). */
export type GoogleSettings = Config["google"] & { clientId: string; clientSecret: string; redirectUri: string };

export const CALENDAR_EVENTS_SCOPE = "https://www.googleapis.com/auth/calendar.events";
// Google can be slow; a delivery falls back to Jitsi rather than wait on it.
const REQUEST_TIMEOUT_MS = 10_000;

/** Google answered with an error status (or not at all). `code` is OAuth's `error` when given. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(`Google ${what} failed: ${status}${code ? ` ${code}` : ""}`);
    this.name = "GoogleApiError";
  }
}

export interface GoogleTokens {
  accessToken: string;
  /** Absent when refreshing: Google keeps the one it gave at consent. */
  refreshToken?: string;
  expiresAt: Date;
  scope: string;
}

export function authorizationUrl(settings: GoogleSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: "code",
    scope: CALENDAR_EVENTS_SCOPE,
    access_type: "offline",
    // Consent every time, so Google always returns a refresh token (also on reconnecting).
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.href;
}

export async function exchangeCode(settings: GoogleSettings, code: string, now: Date): Promise<GoogleTokens> {
  return tokenRequest(settings, { grant_type: "authorization_code", code, redirect_uri: settings.redirectUri }, now, "code exchange");
}

export async function refreshAccessToken(settings: GoogleSettings, refreshToken: string, now: Date): Promise<GoogleTokens> {
  return tokenRequest(settings, { grant_type: "refresh_token", refresh_token: refreshToken }, now, "token refresh");
}

/** Revokes the grant (revoking the refresh token ends its access tokens too). */
export async function revokeToken(settings: GoogleSettings, token: string): Promise<void> {
  const response = await googleFetch(settings.revokeUrl, { method: "POST", body: new URLSearchParams({ token }) });
  // 400 invalid_token: already revoked or expired, which is what we wanted.
  if (!response.ok && response.status !== 400) throw new GoogleApiError(response.status, await oauthError(response), "revoke");
}

async function tokenRequest(settings: GoogleSettings, grant: Record<string, string>, now: Date, what: string): Promise<GoogleTokens> {
  const response = await googleFetch(settings.tokenUrl, {
    method: "POST",
    body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...grant }),
  });
  if (!response.ok) throw new GoogleApiError(response.status, await oauthError(response), what);
  const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; scope?: unknown };
  if (typeof body.access_token !== "string" || typeof body.expires_in !== "number") throw new GoogleApiError(response.status, "malformed_answer", what);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : undefined,
    expiresAt: new Date(now.getTime() + body.expires_in * 1000),
    scope: typeof body.scope === "string" ? body.scope : CALENDAR_EVENTS_SCOPE,
  };
}

export interface CalendarEventInput {
  /** Deterministic (base32hex, 5-1024 chars): inserting it again is refused, never duplicated. */
  id: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  attendees: { email: string; displayName: string }[];
  /** The Meet request's key: Google creates one conference per key. */
  conferenceRequestId: string;
}

export interface CalendarEvent {
  id: string;
  status?: string;
  hangoutLink?: string;
}

/** events.insert in the primary calendar with a Meet conference; Google sends no mail of its own. */
export async function insertCalendarEvent(settings: GoogleSettings, accessToken: string, event: CalendarEventInput, signal?: AbortSignal): Promise<CalendarEvent | "exists"> {
  const url = new URL(`${settings.apiBase}/calendar/v3/calendars/primary/events`);
  url.search = new URLSearchParams({ conferenceDataVersion: "1", sendUpdates: "none" }).toString();
  const response = await googleFetch(url.href, {
    method: "POST",
    headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      id: event.id,
      summary: event.summary,
      description: event.description,
      start: { dateTime: event.startsAt.toISOString() },
      end: { dateTime: event.endsAt.toISOString() },
      attendees: event.attendees,
      conferenceData: { createRequest: { requestId: event.conferenceRequestId, conferenceSolutionKey: { type: "hangoutsMeet" } } },
      reminders: { useDefault: true },
    }),
    signal,
  });
  if (response.status === 409) return "exists";
  if (!response.ok) throw new GoogleApiError(response.status, await apiError(response), "event insert");
  return (await response.json()) as CalendarEvent;
}

export async function getCalendarEvent(settings: GoogleSettings, accessToken: string, eventId: string, signal?: AbortSignal): Promise<CalendarEvent> {
  const response = await googleFetch(`${settings.apiBase}/calendar/v3/calendars/primary/events/${encodeURIComponent(eventId)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal,
  });
  if (!response.ok) throw new GoogleApiError(response.status, await apiError(response), "event read");
  return (await response.json()) as CalendarEvent;
}

function googleFetch(url: string, init: RequestInit & { signal?: AbortSignal }): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
}

async function oauthError(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : undefined;
}

async function apiError(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: { status?: unknown } } | null;
  return typeof body?.error?.status === "string" ? body.error.status : undefined;
}
