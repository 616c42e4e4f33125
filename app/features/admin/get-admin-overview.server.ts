import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { US_EASTERN } from "~/lib/time-zone";

/** How many weeks the revenue chart covers, this week included. */
export const REVENUE_WEEKS = 12;

export interface AdminCounts {
  students: number;
  mentors: number;
  /** Paid meetings: an unpaid one is only a hold on a slot during checkout. */
  meetings: number;
  upcomingMeetings: number;
}

export interface AdminRevenue {
  /** Everything students paid: every paid checkout's total, sessions and mock exams. */
  grossCents: number;
  /** Given back: our refunds sent, or the provider's refund events where larger (cumulative per payment). */
  refundedCents: number;
  refundedPayments: number;
  /** The platform's 20% of each session paid for and kept: nothing from a refunded session or a payment refunded in full. */
  commissionCents: number;
  /** Mentors' shares not yet sent (waiting for the session and its 2-day window, owed, or being transferred). */
  payoutsOwedCents: number;
  payoutsPaidCents: number;
  /** Refunds decided but not yet sent (a cancellation, an approved guarantee, a lost slot). */
  refundsDueCents: number;
  /** Guarantee requests waiting for an admin. */
  refundsRequestedCents: number;
  refundsRequested: number;
  mockSalesCents: number;
  mockSales: number;
}

export interface RevenueWeek {
  /** Monday of the week, a US Eastern date (YYYY-MM-DD). */
  weekStart: string;
  grossCents: number;
  commissionCents: number;
}

export interface AdminOverview {
  counts: AdminCounts;
  revenue: AdminRevenue;
  weeks: RevenueWeek[];
}

// One row per paid checkout with what was given back and what its sessions split into. Refunds
// are our own rows (refunds.status = 'refunded') and, for payments refunded elsewhere (the
// provider's dashboard), the provider's refund events. Stripe's amount_refunded is cumulative per
// payment and includes our own refunds, so a checkout counts the larger of the two, never their
// sum. Event amounts are read defensively: a malformed number counts as nothing rather than
// failing the page, and a refund never exceeds what was paid.
const paidCheckouts = sql`
  paid as (
    select c.id, c.kind, c.total_cents, coalesce(c.paid_at, c.created_at) as paid_at,
      least(c.total_cents, greatest(
        coalesce((
          select max((e.payload #>> '{data,object,amount_refunded}')::bigint)
          from payment_events e
          where e.type = 'charge.refunded'
            and e.payload #>> '{data,object,payment_intent}' = c.provider_payment_id
            and (e.payload #>> '{data,object,amount_refunded}') ~ '^[0-9]{1,12}$'
        ), 0),
        coalesce((
          select sum(r.amount_cents)
          from refunds r join checkout_items ri on ri.id = r.checkout_item_id
          where ri.checkout_id = c.id and r.status = 'refunded'
        ), 0)
      )) as refunded_cents
    from checkouts c
    where c.status = 'paid'
  ),
  shares as (
    select p.id as checkout_id,
      i.platform_fee_cents, i.mentor_payout_cents, i.amount_cents,
      m.id is not null and not m.is_paid as lost,
      p.refunded_cents >= p.total_cents and p.total_cents > 0 as fully_refunded,
      -- Given back or being given back through our refunds: no commission, no payout.
      exists (select 1 from refunds r where r.checkout_item_id = i.id and r.status in ('pending', 'refunded')) as given_back,
      exists (select 1 from refunds r where r.checkout_item_id = i.id) as has_refund,
      mp.status as payout_status, mp.amount_cents as payout_cents
    from paid p
    join checkout_items i on i.checkout_id = p.id and i.mentor_id is not null
    left join meetings m on m.id = i.meeting_id
    left join mentor_payouts mp on mp.checkout_item_id = i.id
  ),
  earning as (
    select * from shares where not lost and not fully_refunded and not given_back
  )`;

interface RevenueRow {
  gross: string;
  refunded: string;
  refunded_payments: string;
  commission: string;
  owed: string;
  paid_out: string;
  refunds_due: string;
  requested: string;
  requested_count: string;
  mock_sales: string;
  mock_count: string;
}

interface WeekRow {
  week_start: string | Date;
  gross: string;
  commission: string;
}

interface CountRow {
  students: string;
  mentors: string;
  meetings: string;
  upcoming: string;
}

/**
 * The back office's figures, computed in SQL from the payment records every time (never a stored
 * total that could drift from them). Sums come back as numeric text from PostgreSQL.
 */
export async function getAdminOverview(db: DbOrTx, now = new Date()): Promise<AdminOverview> {
  const [counts, revenue, weeks] = await Promise.all([readCounts(db, now), readRevenue(db), readWeeks(db, now)]);
  return { counts, revenue, weeks };
}

async function readCounts(db: DbOrTx, now: Date): Promise<AdminCounts> {
  const result = await db.execute(sql`
    select
      (select count(*) from users where role = 'student') as students,
      (select count(*) from users where role = 'mentor') as mentors,
      (select count(*) from meetings where is_paid) as meetings,
      (select count(*) from meetings where is_paid and status = 'scheduled' and starts_at > ${now.toISOString()}::timestamptz) as upcoming`);
  const row = rowsOf<CountRow>(result)[0]!;
  return { students: Number(row.students), mentors: Number(row.mentors), meetings: Number(row.meetings), upcomingMeetings: Number(row.upcoming) };
}

async function readRevenue(db: DbOrTx): Promise<AdminRevenue> {
  const result = await db.execute(sql`
    with ${paidCheckouts},
    -- Slots lost before refunds were rows of their own: due until the provider reports them refunded.
    unrecorded_lost as (
      select checkout_id, sum(amount_cents) as lost_cents from shares where lost and not has_refund group by checkout_id
    )
    select
      (select coalesce(sum(total_cents), 0) from paid) as gross,
      (select coalesce(sum(refunded_cents), 0) from paid) as refunded,
      (select count(*) from paid where refunded_cents > 0) as refunded_payments,
      (select coalesce(sum(platform_fee_cents), 0) from earning) as commission,
      (select coalesce(sum(mentor_payout_cents), 0) from earning
        where payout_status is null or payout_status in ('pending', 'owed', 'transferring')) as owed,
      (select coalesce(sum(payout_cents), 0) from shares where payout_status = 'transferred') as paid_out,
      (select coalesce(sum(amount_cents), 0) from refunds where status = 'pending')
        + (select coalesce(sum(greatest(l.lost_cents - p.refunded_cents, 0)), 0) from unrecorded_lost l join paid p on p.id = l.checkout_id) as refunds_due,
      (select coalesce(sum(amount_cents), 0) from refunds where status = 'requested') as requested,
      (select count(*) from refunds where status = 'requested') as requested_count,
      (select coalesce(sum(total_cents), 0) from paid where kind = 'mock') as mock_sales,
      (select count(*) from paid where kind = 'mock') as mock_count`);
  const row = rowsOf<RevenueRow>(result)[0]!;
  return {
    grossCents: Number(row.gross),
    refundedCents: Number(row.refunded),
    refundedPayments: Number(row.refunded_payments),
    commissionCents: Number(row.commission),
    payoutsOwedCents: Number(row.owed),
    payoutsPaidCents: Number(row.paid_out),
    refundsDueCents: Number(row.refunds_due),
    refundsRequestedCents: Number(row.requested),
    refundsRequested: Number(row.requested_count),
    mockSalesCents: Number(row.mock_sales),
    mockSales: Number(row.mock_count),
  };
}

/** The last REVENUE_WEEKS US Eastern weeks (Monday first), empty weeks included, oldest first. */
async function readWeeks(db: DbOrTx, now: Date): Promise<RevenueWeek[]> {
  const zone = US_EASTERN;
  const result = await db.execute(sql`
    with ${paidCheckouts},
    per_checkout as (
      select p.id, p.total_cents, date_trunc('week', p.paid_at at time zone ${zone}) as week,
        coalesce((select sum(platform_fee_cents) from earning s where s.checkout_id = p.id), 0) as fee
      from paid p
    ),
    weeks as (
      select generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}) - ${`${REVENUE_WEEKS - 1} weeks`}::interval,
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}),
        interval '1 week') as week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
      coalesce(sum(c.total_cents), 0) as gross,
      coalesce(sum(c.fee), 0) as commission
    from weeks w
    left join per_checkout c on c.week = w.week
    group by w.week
    order by w.week`);
  return rowsOf<WeekRow>(result).map((row) => ({
    weekStart: String(row.week_start),
    grossCents: Number(row.gross),
    commissionCents: Number(row.commission),
  }));
}

// Both drivers (node-postgres and PGlite) answer a raw query with its rows in `rows`.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
