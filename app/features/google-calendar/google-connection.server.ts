import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { googleCalendarConnections, googleCalendarPrompts } from "~/db/schema/google-calendar";
import { GoogleApiError, refreshAccessToken, revokeToken, type GoogleTokens } from "./google-api.server";
import type { GoogleCalendar } from "./google-calendar.server";

// An access token this close to its end is refreshed first: a slow request must not outlive it.
const REFRESH_MARGIN_MS = 60_000;

const sealedFor = (userId: string, kind: "access" | "refresh") => `google-calendar:${userId}:${kind}`;

/** Stores the tokens of a finished authorization, sealed; replaces an earlier connection. */
export async function saveGoogleConnection(db: DbOrTx, google: GoogleCalendar, userId: string, tokens: GoogleTokens): Promise<void> {
  if (!tokens.refreshToken) throw new GoogleApiError(200, "no_refresh_token", "code exchange");
  const row = {
    accessTokenSealed: google.tokens.seal(tokens.accessToken, sealedFor(userId, "access")),
    refreshTokenSealed: google.tokens.seal(tokens.refreshToken, sealedFor(userId, "refresh")),
    accessExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
    failedAt: null,
  };
  await db
    .insert(googleCalendarConnections)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: googleCalendarConnections.userId, set: { ...row, updatedAt: new Date() } });
}

export type GoogleConnectionState = "none" | "connected" | "failed";

/** What the dashboard's card shows, and whether 'Maybe Later' was chosen. */
export async function getGoogleConnectionState(db: DbOrTx, userId: string): Promise<{ connection: GoogleConnectionState; promptDismissed: boolean }> {
  const [[connection], [prompt]] = await Promise.all([
    db.select({ failedAt: googleCalendarConnections.failedAt }).from(googleCalendarConnections).where(eq(googleCalendarConnections.userId, userId)),
    db.select({ userId: googleCalendarPrompts.userId }).from(googleCalendarPrompts).where(eq(googleCalendarPrompts.userId, userId)),
  ]);
  return { connection: !connection ? "none" : connection.failedAt ? "failed" : "connected", promptDismissed: Boolean(prompt) };
}

/** 'Maybe Later': the dialog does not open again for this mentor (the card stays). */
export async function dismissGooglePrompt(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(googleCalendarPrompts).values({ userId }).onConflictDoNothing();
}

/**
 * A usable access token for a connected, working account, refreshed when (nearly) expired; null
 * when the mentor has none. A refresh token Google refuses (revoked by the mentor in their Google
 * account) marks the connection failed, so the card asks to connect again.
 */
export async function getGoogleAccessToken(db: DbOrTx, google: GoogleCalendar, userId: string, now: Date): Promise<string | null> {
  const [row] = await db.select().from(googleCalendarConnections).where(eq(googleCalendarConnections.userId, userId));
  if (!row || row.failedAt) return null;
  if (row.accessExpiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()) return google.tokens.open(row.accessTokenSealed, sealedFor(userId, "access"));
  const refreshToken = google.tokens.open(row.refreshTokenSealed, sealedFor(userId, "refresh"));
  let fresh: GoogleTokens;
  try {
    fresh = await refreshAccessToken(google.settings, refreshToken, now);
  } catch (error) {
    if (error instanceof GoogleApiError && error.code === "invalid_grant") {
      await db.update(googleCalendarConnections).set({ failedAt: now }).where(eq(googleCalendarConnections.userId, userId));
    }
    throw error;
  }
  await db
    .update(googleCalendarConnections)
    .set({
      accessTokenSealed: google.tokens.seal(fresh.accessToken, sealedFor(userId, "access")),
      accessExpiresAt: fresh.expiresAt,
      // Google may rotate the refresh token; keep the newest.
      ...(fresh.refreshToken ? { refreshTokenSealed: google.tokens.seal(fresh.refreshToken, sealedFor(userId, "refresh")) } : {}),
    })
    .where(eq(googleCalendarConnections.userId, userId));
  return fresh.accessToken;
}

/**
 * Disconnect: revokes the grant at Google, then deletes the tokens. The tokens are deleted even
 * when Google cannot be reached (the answer says so), because the mentor asked us to forget them.
 */
export async function disconnectGoogle(db: DbOrTx, google: GoogleCalendar, userId: string): Promise<{ revoked: boolean }> {
  const [row] = await db.delete(googleCalendarConnections).where(eq(googleCalendarConnections.userId, userId)).returning();
  if (!row) return { revoked: true };
  try {
    await revokeToken(google.settings, google.tokens.open(row.refreshTokenSealed, sealedFor(userId, "refresh")));
    return { revoked: true };
  } catch {
    return { revoked: false };
  }
}
