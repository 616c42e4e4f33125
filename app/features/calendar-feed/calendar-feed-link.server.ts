import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { calendarFeeds } from "~/db/schema";
import { calendarFeedPath } from "./calendar-feed-token";

/** The user's full feed URL, or null while they have not created one. */
export async function getCalendarFeedUrl(db: DbOrTx, userId: string, appUrl: string): Promise<string | null> {
  const [feed] = await db
    .select({ feedId: calendarFeeds.feedId, secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ? new URL(calendarFeedPath(feed), appUrl).href : null;
}

/**
 * Creates the user's feed, or replaces its id and secret so that the old URL stops working
 * (for a link that was shared by mistake). Returns the new path.
 */
export async function resetCalendarFeed(db: DbOrTx, userId: string): Promise<string> {
  const next = { feedId: randomUUID(), secret: randomBytes(32).toString("base64url") };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...next, updatedAt: new Date() } });
  return calendarFeedPath(next);
}
