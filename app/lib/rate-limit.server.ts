import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { rateLimits } from "~/db/schema";

export interface RateRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window frees up (when not allowed). */
  retryAfter: number;
}

/**
 * Counts one request against `key` in a fixed window and says whether it is allowed.
 * One atomic upsert, so concurrent requests and several server instances share the count.
 * Keys are namespaced "app:" so they never meet better-auth's own limiter rows.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, rule: RateRule, now = new Date()): Promise<RateDecision> {
  const { count, windowStartedAt } = await countRequest(db, key, rule, now);
  const allowed = count <= rule.max;
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((windowStartedAt + rule.window * 1000 - now.getTime()) / 1000));
  return { allowed, retryAfter };
}

/**
 * Counts one request against `key` and answers how many the current window holds, this one
 * included: exactly one of several concurrent requests sees any given count.
 */
export async function countRequest(
  db: DbOrTx,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<{ count: number; windowStartedAt: number }> {
  const nowMs = now.getTime();
  const windowStart = nowMs - rule.window * 1000;
  const fullKey = `app:${key}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: fullKey, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        // last_request holds the start of the current window.
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${nowMs} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest });
  if (!row) throw new Error("rate limit upsert returned nothing");
  return row;
}

/**
 * Takes one request back from `key`'s current window (a sign-in counted up front that turned
 * out to succeed). Nothing happens once that window has been replaced.
 */
export async function refundRequest(db: DbOrTx, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const windowStart = now.getTime() - rule.window * 1000;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${`app:${key}`} and ${rateLimits.lastRequest} > ${windowStart}`);
}

/** Forgets a key's count (e.g. failed sign-ins after a successful one). */
export async function resetRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`app:${key}`}`);
}
