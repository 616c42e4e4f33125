import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { PAYOUT_HOLD_DAYS } from "~/features/meetings/meeting-transitions";
import { SESSION_MINUTES } from "~/lib/session-types";

export interface MentorEarnings {
  /** What students paid for this mentor's sessions (after any basket discount), refunded ones left out. */
  grossCents: number;
  /** The platform's commission on it. */
  commissionCents: number;
  /** The mentor's share: gross minus commission. */
  earnedCents: number;
  /** The part of the share for sessions that have not started yet. */
  upcomingCents: number;
  /** Payout: sessions not yet completed, or within the 2-day window after (or a guarantee claim waiting). */
  pendingCents: number;
  /** Payout: due and not yet sent (owed, being transferred, or about to be). */
  availableCents: number;
  /** Payout: transferred to the mentor. */
  paidCents: number;
  sessions: number;
  /** Sessions given back to the student (cancelled with a refund, the guarantee, a lost slot). */
  refundedSessions: number;
  /** What those students were given back. */
  refundedCents: number;
}

interface EarningsRow {
  gross: string;
  commission: string;
  earned: string;
  upcoming: string;
  pending: string;
  available: string;
  paid: string;
  sessions: string;
  refunded_sessions: string;
  refunded: string;
}

/**
 * Total earnings from our own ledger: every item of a paid checkout that pays this mentor, with
 * the split written when the checkout was opened (booking/pricing.ts splitCommission), and where
 * its payout is (mentor_payouts.status). Summed in one query each time, never a stored total that
 * could drift from the rows. Pending + available + paid = earned.
 */
export async function getMentorEarnings(db: DbOrTx, mentorId: string, now = new Date()): Promise<MentorEarnings> {
  // A share is due once its session started before this instant (completion + the dispute window).
  // (meeting-transitions.ts payoutDueAt; the same rule as payments' releaseDuePayouts).
  const dueStartedBefore = new Date(now.getTime() - (SESSION_MINUTES * 60_000 + PAYOUT_HOLD_DAYS * 86_400_000)).toISOString();
  const result = await db.execute(sql`
    with items as (
      select i.amount_cents, i.platform_fee_cents, i.mentor_payout_cents, m.starts_at, m.status as meeting_status, mp.status as payout_status,
        -- Given back, or being given back: a refund approved or sent, a share cancelled or reversed, a slot lost.
        (m.id is not null and not m.is_paid)
          or coalesce(mp.status in ('cancelled', 'reversed'), false)
          or exists (select 1 from refunds r where r.checkout_item_id = i.id and r.status in ('pending', 'refunded')) as refunded,
        -- A guarantee claim waiting for the admin holds the payout back.
        exists (select 1 from refunds r where r.checkout_item_id = i.id and r.status = 'requested') as claimed
      from checkout_items i
      join checkouts c on c.id = i.checkout_id and c.status = 'paid'
      left join meetings m on m.id = i.meeting_id
      left join mentor_payouts mp on mp.checkout_item_id = i.id
      where i.mentor_id = ${mentorId}
    ),
    kept as (
      select *,
        case
          when payout_status = 'transferred' then 'paid'
          when payout_status in ('owed', 'transferring') then 'available'
          -- Due but not yet picked up by the payout sweep (or recorded before payouts had statuses).
          when meeting_status in ('completed', 'no_show') and starts_at <= ${dueStartedBefore}::timestamptz and not claimed then 'available'
          else 'pending'
        end as payout
      from items where not refunded
    )
    select
      (select coalesce(sum(amount_cents), 0) from kept) as gross,
      (select coalesce(sum(platform_fee_cents), 0) from kept) as commission,
      (select coalesce(sum(mentor_payout_cents), 0) from kept) as earned,
      (select coalesce(sum(mentor_payout_cents), 0) from kept where starts_at > ${now.toISOString()}::timestamptz) as upcoming,
      (select coalesce(sum(mentor_payout_cents), 0) from kept where payout = 'pending') as pending,
      (select coalesce(sum(mentor_payout_cents), 0) from kept where payout = 'available') as available,
      (select coalesce(sum(mentor_payout_cents), 0) from kept where payout = 'paid') as paid,
      (select count(*) from kept) as sessions,
      (select count(*) from items where refunded) as refunded_sessions,
      (select coalesce(sum(amount_cents), 0) from items where refunded) as refunded`);
  // Sums of integers come back as numeric text (bigint) from PostgreSQL.
  const row = (result as unknown as { rows: EarningsRow[] }).rows[0]!;
  return {
    grossCents: Number(row.gross),
    commissionCents: Number(row.commission),
    earnedCents: Number(row.earned),
    upcomingCents: Number(row.upcoming),
    pendingCents: Number(row.pending),
    availableCents: Number(row.available),
    paidCents: Number(row.paid),
    sessions: Number(row.sessions),
    refundedSessions: Number(row.refunded_sessions),
    refundedCents: Number(row.refunded),
  };
}
