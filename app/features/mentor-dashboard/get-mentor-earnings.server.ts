import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { checkoutItems, checkouts, mentorPayouts } from "~/db/schema/payments";
import { meetings } from "~/db/schema/meetings";
import { SESSION_MINUTES } from "./list-mentor-meetings.server";

export interface MentorEarnings {
  /** What students paid for this mentor's sessions (after any basket discount). */
  grossCents: number;
  /** The platform's commission on it. */
  commissionCents: number;
  /** The mentor's share: gross minus commission. */
  earnedCents: number;
  /** The part of the share for sessions that have not started yet. */
  upcomingCents: number;
  /** Payout: the share of paid sessions not yet held. */
  pendingCents: number;
  /** Payout: the share of sessions held and not yet paid out to the mentor. */
  availableCents: number;
  sessions: number;
}

/**
 * Total earnings from our own ledger: every item of a paid checkout that pays this mentor, with
 * the split written when the checkout was opened (booking/pricing.ts splitCommission). Summed
 * from the rows each time, never a stored total that could drift from them.
 */
export async function getMentorEarnings(db: DbOrTx, mentorId: string, now = new Date()): Promise<MentorEarnings> {
  // A session is held once it has ended; until then its share is pending.
  const heldBefore = new Date(now.getTime() - SESSION_MINUTES * 60_000).toISOString();
  const [row] = await db
    .select({
      grossCents: sql<string>`coalesce(sum(${checkoutItems.amountCents}), 0)`,
      commissionCents: sql<string>`coalesce(sum(${checkoutItems.platformFeeCents}), 0)`,
      earnedCents: sql<string>`coalesce(sum(${checkoutItems.mentorPayoutCents}), 0)`,
      upcomingCents: sql<string>`coalesce(sum(${checkoutItems.mentorPayoutCents}) filter (where ${meetings.startsAt} > ${now.toISOString()}::timestamptz), 0)`,
      pendingCents: sql<string>`coalesce(sum(${checkoutItems.mentorPayoutCents}) filter (where ${meetings.startsAt} > ${heldBefore}::timestamptz), 0)`,
      availableCents: sql<string>`coalesce(sum(${checkoutItems.mentorPayoutCents}) filter (where ${meetings.startsAt} <= ${heldBefore}::timestamptz and ${mentorPayouts.status} is distinct from 'transferred'), 0)`,
      sessions: sql<string>`count(${checkoutItems.meetingId})`,
    })
    .from(checkoutItems)
    .innerJoin(checkouts, and(eq(checkouts.id, checkoutItems.checkoutId), eq(checkouts.status, "paid")))
    .leftJoin(meetings, eq(meetings.id, checkoutItems.meetingId))
    .leftJoin(mentorPayouts, eq(mentorPayouts.checkoutItemId, checkoutItems.id))
    .where(eq(checkoutItems.mentorId, mentorId));
  // Sums of integers come back as numeric text (bigint) from PostgreSQL.
  return {
    grossCents: Number(row?.grossCents ?? 0),
    commissionCents: Number(row?.commissionCents ?? 0),
    earnedCents: Number(row?.earnedCents ?? 0),
    upcomingCents: Number(row?.upcomingCents ?? 0),
    pendingCents: Number(row?.pendingCents ?? 0),
    availableCents: Number(row?.availableCents ?? 0),
    sessions: Number(row?.sessions ?? 0),
  };
}
