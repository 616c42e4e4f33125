import { and, eq, exists, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkouts, meetings } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { releaseCheckout } from "./release-checkout.server";

export interface ReleaseExpiredCheckoutsOptions {
  now: Date;
  /** Only checkouts holding one of these slots (a booking about to be made); all when omitted. */
  mentorSlots?: { mentorId: string; startsAt: Date }[];
  logger?: Pick<Logger, "warn">;
}

/**
 * Releases open checkouts whose holds have lapsed. Each provider session is expired first:
 * a student who paid at the last moment keeps the meetings (the paid event is on its way).
 * Returns how many checkouts were released.
 */
export async function releaseExpiredCheckouts(db: Db, gateway: PaymentGateway, options: ReleaseExpiredCheckoutsOptions): Promise<number> {
  const { now, mentorSlots, logger } = options;
  if (mentorSlots?.length === 0) return 0;
  const conditions: SQL[] = [eq(checkouts.status, "open"), lte(checkouts.expiresAt, now)];
  if (mentorSlots) {
    const slotMatch = or(...mentorSlots.map((s) => and(eq(meetings.mentorId, s.mentorId), eq(meetings.startsAt, s.startsAt))))!;
    conditions.push(exists(db.select({ one: sql`1` }).from(meetings).where(and(eq(meetings.checkoutId, checkouts.id), slotMatch))));
  }
  const due = await db
    .select({ id: checkouts.id, provider: checkouts.provider, sessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(and(...conditions))
    .orderBy(checkouts.expiresAt)
    .limit(500);

  let released = 0;
  for (const checkout of due) {
    // A session of another provider (the configuration changed) cannot be asked; it has lapsed too.
    if (checkout.sessionId && checkout.provider === gateway.provider) {
      try {
        if ((await gateway.expireSession(checkout.sessionId)) === "paid") continue;
      } catch (error) {
        // Not knowing whether the student paid, keep the hold; the next sweep asks again.
        logger?.warn({ err: error, checkoutId: checkout.id }, "could not expire a payment session");
        continue;
      }
    }
    if (await db.transaction((tx) => releaseCheckout(tx, checkout.id, "expired"))) released += 1;
  }
  return released;
}
