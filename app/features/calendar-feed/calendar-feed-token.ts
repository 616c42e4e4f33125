import { z } from "zod";

// The URL's token: "<feed id>.<secret>". The feed id finds the row; the secret is compared in
// constant time. Both are random, so a token says nothing about whose feed it is.
const tokenSchema = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);

export interface FeedToken {
  feedId: string;
  secret: string;
}

export function formatFeedToken({ feedId, secret }: FeedToken): string {
  return `${feedId}.${secret}`;
}

export function parseFeedToken(token: string): FeedToken | null {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [feedId = "", secret = ""] = parsed.data.split(".");
  if (!z.uuid().safeParse(feedId).success) return null;
  return { feedId, secret };
}

/** The path a calendar app subscribes to; ending in .ics, which Outlook expects. */
export function calendarFeedPath(token: FeedToken): string {
  return `/calendar-feed/${formatFeedToken(token)}/unibridge.ics`;
}
