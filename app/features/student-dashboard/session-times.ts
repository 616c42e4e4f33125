import { SESSION_MINUTES } from "~/lib/session-types";

// When a paid session's video link may be used, and when the session counts as past.

/** Minutes before the start from which the video link can be used. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

const MINUTE_MS = 60_000;

export function joinOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);
}

export function sessionEndsAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + SESSION_MINUTES * MINUTE_MS);
}

/** A session is upcoming until it has ended: one in progress is still upcoming. */
export function isSessionOver(startsAt: Date, now: Date): boolean {
  return sessionEndsAt(startsAt).getTime() <= now.getTime();
}

/** The link is usable from exactly 15 minutes before the start until the session ends. */
export function isJoinOpen(startsAt: Date, now: Date): boolean {
  return joinOpensAt(startsAt).getTime() <= now.getTime() && !isSessionOver(startsAt, now);
}
