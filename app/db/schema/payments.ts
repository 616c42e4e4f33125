import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { meetings } from "./meetings";
import { mentorProfiles } from "./mentors";
import { users } from "./users";

export const checkoutKinds = ["basket", "single_meeting", "mock"] as const;
export const checkoutStatuses = ["open", "paid", "expired", "cancelled"] as const;

export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: checkoutKinds }).notNull(),
    status: text("status", { enum: checkoutStatuses }).notNull().default("open"),
    currency: text("currency").notNull().default("usd"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    providerPaymentId: text("provider_payment_id"),
    // Where the payment page sends the student back (the local gateway needs them; Stripe keeps its own copy).
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    affiliateSource: text("affiliate_source"),
    affiliateReportedAt: timestamp("affiliate_reported_at", { withTimezone: true }),
    // The payment page the provider opened, answered again to a repeated request.
    paymentUrl: text("payment_url"),
    // A hash of the student's request: the same request while the checkout is open is the same checkout.
    requestFingerprint: text("request_fingerprint"),
    // The client's Idempotency-Key header, scoped to the student.
    idempotencyKey: text("idempotency_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("checkouts_kind_check", sql`${t.kind} in ('basket', 'single_meeting', 'mock')`),
    check("checkouts_status_check", sql`${t.status} in ('open', 'paid', 'expired', 'cancelled')`),
    check(
      "checkouts_amounts",
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents}`,
    ),
    index("checkouts_student_idx").on(t.studentId),
    // Duplicates of one request collapse here, even when they arrive at the same moment.
    uniqueIndex("checkouts_open_request").on(t.studentId, t.requestFingerprint).where(sql`status = 'open'`),
    uniqueIndex("checkouts_idempotency_key").on(t.studentId, t.idempotencyKey),
    // At most one open mock-exam purchase per student: two tabs cannot both be paid.
    uniqueIndex("checkouts_one_open_mock").on(t.studentId).where(sql`kind = 'mock' and status = 'open'`),
  ],
);

export const checkoutItems = pgTable(
  "checkout_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    // Set for meeting items; null for the mock-exam purchase.
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "restrict" }),
    mentorId: text("mentor_id").references(() => mentorProfiles.userId, { onDelete: "restrict" }),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    platformFeeCents: integer("platform_fee_cents").notNull().default(0),
    mentorPayoutCents: integer("mentor_payout_cents").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("checkout_items_amount", sql`${t.amountCents} >= 0`),
    check(
      "checkout_items_split",
      sql`${t.mentorId} is null or ${t.platformFeeCents} + ${t.mentorPayoutCents} = ${t.amountCents}`,
    ),
    index("checkout_items_checkout_idx").on(t.checkoutId),
  ],
);

// A provider event is processed once: the unique key makes replays no-ops.
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique("payment_events_provider_event").on(t.provider, t.eventId)],
);

// pending: the session is not yet completed plus the dispute window; owed: due, the mentor has no
// connected account (or the local gateway); transferring: the Connect transfer is being made;
// transferred: paid; cancelled: refunded before it was paid; reversed: refunded after.
export const payoutStatuses = ["pending", "owed", "transferring", "transferred", "cancelled", "reversed"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

// The mentor's share of each paid basket item.
export const mentorPayouts = pgTable(
  "mentor_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "restrict" }),
    checkoutItemId: uuid("checkout_item_id")
      .notNull()
      .unique()
      .references(() => checkoutItems.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: payoutStatuses }).notNull().default("pending"),
    transferId: text("transfer_id"),
    reversalId: text("reversal_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("mentor_payouts_amount", sql`${t.amountCents} >= 0`),
    check("mentor_payouts_status", sql`${t.status} in ('pending', 'owed', 'transferring', 'transferred', 'cancelled', 'reversed')`),
    index("mentor_payouts_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

export const refundReasons = ["student_cancelled", "mentor_cancelled", "guarantee", "slot_lost"] as const;
export type RefundReason = (typeof refundReasons)[number];
// requested: a guarantee claim waiting for the admin; declined: the admin said no; pending: to be
// sent to the gateway (the refund job); refunded: the gateway took it.
export const refundStatuses = ["requested", "declined", "pending", "refunded"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

// A refund of one paid meeting: what was paid for its basket item, given back once.
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "restrict" }),
    checkoutItemId: uuid("checkout_item_id")
      .notNull()
      .references(() => checkoutItems.id, { onDelete: "restrict" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: "restrict" }),
    reason: text("reason", { enum: refundReasons }).notNull(),
    status: text("status", { enum: refundStatuses }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    // The student's words for a guarantee claim; the admin's note when deciding it.
    studentNote: text("student_note"),
    decisionNote: text("decision_note"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    providerRefundId: text("provider_refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("refunds_amount", sql`${t.amountCents} >= 0`),
    check("refunds_reason", sql`${t.reason} in ('student_cancelled', 'mentor_cancelled', 'guarantee', 'slot_lost')`),
    check("refunds_status", sql`${t.status} in ('requested', 'declined', 'pending', 'refunded')`),
    // A meeting is refunded at most once: a repeated request meets this index.
    uniqueIndex("refunds_one_per_meeting").on(t.meetingId).where(sql`status <> 'declined'`),
    index("refunds_status_idx").on(t.status, t.createdAt),
  ],
);
