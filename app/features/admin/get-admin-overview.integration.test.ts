import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, mentorPayouts, refunds, type RefundReason, type RefundStatus } from "~/db/schema";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { insertTestCheckout, payTestCheckout, receiveTestEvent, type TestCheckout } from "~/test/payment-helpers";
import { getAdminOverview, REVENUE_WEEKS, type AdminOverview } from "./get-admin-overview.server";

// A Wednesday; its US Eastern week starts on Monday 2026-11-23.
const NOW = new Date("2026-11-25T17:00:00Z");
const THIS_WEEK = new Date("2026-11-24T15:00:00Z");
const LAST_WEEK = new Date("2026-11-17T15:00:00Z");
const EARLY_OCTOBER = new Date("2026-10-01T15:00:00Z");

describeEachDb("getAdminOverview", (getDb) => {
  let overview: AdminOverview;

  beforeAll(async () => {
    const db = getDb();
    // A single session paid on the local gateway: $60, the platform keeps $12, the mentor is owed $48.
    const single = await insertTestCheckout(db, { amountsCents: [6000] });
    await payTestCheckout(db, single, { now: THIS_WEEK });

    // A basket of three paid through Stripe with the mentors' shares sent with the charge.
    const basket = await insertTestCheckout(db, { provider: "stripe", mentors: [{}, {}, {}], amountsCents: [5000, 7000, 4000] });
    await payTestCheckout(db, basket, { now: LAST_WEEK, destinationCharge: true });

    // A $80 session refunded in full: two refund events (Stripe's amount_refunded is cumulative).
    const refunded = await insertTestCheckout(db, { provider: "stripe", amountsCents: [8000] });
    await payTestCheckout(db, refunded, { now: THIS_WEEK, providerPaymentId: "pi_refunded" });
    await receiveTestEvent(db, chargeRefunded("pi_refunded", 8000, 3000));
    await receiveTestEvent(db, chargeRefunded("pi_refunded", 8000, 8000));
    // A malformed refund amount counts as nothing; a refund of another payment is not ours.
    await receiveTestEvent(db, chargeRefunded("pi_refunded", 8000, "lots"));
    await receiveTestEvent(db, chargeRefunded("pi_someone_else", 8000, 8000));

    // A basket paid after its hold lapsed, when one of its two slots was booked by someone else.
    const late = await insertTestCheckout(db, { mentors: [{}, {}], amountsCents: [5000, 6000] });
    await db.update(checkouts).set({ status: "expired" }).where(eq(checkouts.id, late.checkoutId));
    await db.update(meetings).set({ status: "expired", holdExpiresAt: null }).where(eq(meetings.checkoutId, late.checkoutId));
    const taker = await createScenario(db, { students: [{}] });
    await db.insert(meetings).values({
      mentorId: late.mentorIds[1]!,
      studentId: taker.students[0]!.id,
      startsAt: late.startsAt[1]!,
      isPaid: true,
      priceCents: 6000,
    });
    const paidLate = await payTestCheckout(db, late, { now: THIS_WEEK });
    expect(paidLate.lostMeetingIds).toEqual([late.meetingIds[1]]);

    // Refunds as our own rows. A $70 session its mentor cancelled: the refund is decided, not yet sent.
    const cancelled = await insertTestCheckout(db, { amountsCents: [7000] });
    await payTestCheckout(db, cancelled, { now: THIS_WEEK });
    await db.update(meetings).set({ status: "cancelled", cancelledBy: "mentor", cancelledAt: THIS_WEEK }).where(eq(meetings.id, cancelled.meetingIds[0]!));
    await refund(db, cancelled, 0, { reason: "mentor_cancelled", status: "pending" });
    // A $90 Stripe session refunded through our table: the provider's event about it is the same money.
    const ours = await insertTestCheckout(db, { provider: "stripe", amountsCents: [9000] });
    await payTestCheckout(db, ours, { now: THIS_WEEK, providerPaymentId: "pi_ours" });
    await db.update(meetings).set({ status: "refunded" }).where(eq(meetings.id, ours.meetingIds[0]!));
    await refund(db, ours, 0, { reason: "guarantee", status: "refunded" });
    await receiveTestEvent(db, chargeRefunded("pi_ours", 9000, 9000));
    // A basket of $50 + $40 whose first session the student cancelled in time (refunded).
    const partly = await insertTestCheckout(db, { mentors: [{}, {}], amountsCents: [5000, 4000] });
    await payTestCheckout(db, partly, { now: THIS_WEEK });
    await db.update(meetings).set({ status: "cancelled", cancelledBy: "student", cancelledAt: THIS_WEEK }).where(eq(meetings.id, partly.meetingIds[0]!));
    await refund(db, partly, 0, { reason: "student_cancelled", status: "refunded" });
    // A $60 session whose guarantee claim waits for an admin: still the platform's and the mentor's.
    const claimed = await insertTestCheckout(db, { amountsCents: [6000] });
    await payTestCheckout(db, claimed, { now: THIS_WEEK });
    await db.update(meetings).set({ status: "completed" }).where(eq(meetings.id, claimed.meetingIds[0]!));
    await db.insert(refunds).values(refundRow(claimed, 0, { reason: "guarantee", status: "requested", amountCents: 6000 }));

    // A mock-exam purchase ($99, all the platform's) and checkouts never paid.
    const student = (await createScenario(db, { students: [{}] })).students[0]!;
    const mockId = randomUUID();
    await db.insert(checkouts).values({
      id: mockId,
      studentId: student.id,
      kind: "mock",
      status: "paid",
      subtotalCents: 9900,
      totalCents: 9900,
      provider: "local",
      expiresAt: EARLY_OCTOBER,
      paidAt: EARLY_OCTOBER,
    });
    await db.insert(checkoutItems).values({ checkoutId: mockId, description: "SAT mock exams", amountCents: 9900 });
    await insertTestCheckout(db, { amountsCents: [7000] });
    const expired = await insertTestCheckout(db, { amountsCents: [7000] });
    await db.update(checkouts).set({ status: "expired" }).where(eq(checkouts.id, expired.checkoutId));

    overview = await getAdminOverview(db, NOW);
  });

  it("adds up what was paid, refunded, kept and owed from the ledger", () => {
    expect(overview.revenue).toEqual({
      // What was paid stays what was paid, refunds or not.
      grossCents: 6000 + 16000 + 8000 + 11000 + 7000 + 9000 + 9000 + 6000 + 9900,
      // The events' payment, ours refunded (its event not counted again) and the basket's session.
      refundedCents: 8000 + 9000 + 5000,
      refundedPayments: 3,
      // 20% of each session kept; nothing from a refunded session, a refund on its way or the lost slot.
      commissionCents: 1200 + (1000 + 1400 + 800) + 1000 + 800 + 1200,
      // The mentors' 80% not yet sent: the single session, the late basket's held session, the
      // basket's kept session and the claimed one (until an admin approves the claim).
      payoutsOwedCents: 4800 + 4000 + 3200 + 4800,
      payoutsPaidCents: 4000 + 5600 + 3200,
      // The lost slot (refunded automatically) and the mentor's cancellation, not yet sent.
      refundsDueCents: 6000 + 7000,
      refundsRequestedCents: 6000,
      refundsRequested: 1,
      mockSalesCents: 9900,
      mockSales: 1,
    });
  });

  it("counts people and paid meetings", () => {
    // Each test checkout brings its mentors (1 + 3 + 1 + 2 + 1 + 1 + 2 + 1 + 1 + 1) and a student
    // (10), plus the student who took the slot and the mock-exam buyer.
    expect(overview.counts).toMatchObject({ mentors: 14, students: 12 });
    // 1 + 3 + 1 + 1 held from the late basket + the slot's taker + 1 + 1 + 2 + 1 (paid, whatever came after).
    expect(overview.counts.meetings).toBe(12);
    // Not the cancelled, refunded or completed ones.
    expect(overview.counts.upcomingMeetings).toBe(8);
  });

  it("sums revenue by US Eastern week, empty weeks included", () => {
    expect(overview.weeks).toHaveLength(REVENUE_WEEKS);
    expect(overview.weeks[0]!.weekStart).toBe("2026-09-07");
    expect(overview.weeks.at(-1)).toEqual({
      weekStart: "2026-11-23",
      grossCents: 6000 + 8000 + 11000 + 7000 + 9000 + 9000 + 6000,
      commissionCents: 1200 + 1000 + 800 + 1200,
    });
    expect(overview.weeks.at(-2)).toEqual({ weekStart: "2026-11-16", grossCents: 16000, commissionCents: 3200 });
    expect(overview.weeks.find((w) => w.weekStart === "2026-09-28")).toEqual({ weekStart: "2026-09-28", grossCents: 9900, commissionCents: 0 });
    const total = overview.weeks.reduce((sum, w) => sum + w.grossCents, 0);
    expect(total).toBe(overview.revenue.grossCents);
  });
});

function refundRow(checkout: TestCheckout, item: number, { reason, status, amountCents }: { reason: RefundReason; status: RefundStatus; amountCents: number }) {
  return {
    meetingId: checkout.meetingIds[item]!,
    checkoutItemId: checkout.itemIds[item]!,
    studentId: checkout.studentId,
    mentorId: checkout.mentorIds[item]!,
    reason,
    status,
    amountCents,
  };
}

/** A refund decided (pending) or sent (refunded) as payments/refunds.server.ts leaves it: the mentor's share cancelled. */
async function refund(db: Db, checkout: TestCheckout, item: number, options: { reason: RefundReason; status: "pending" | "refunded" }) {
  const [paid] = await db.select({ amountCents: checkoutItems.amountCents }).from(checkoutItems).where(eq(checkoutItems.id, checkout.itemIds[item]!));
  await db.insert(refunds).values({ ...refundRow(checkout, item, { ...options, amountCents: paid!.amountCents }), refundedAt: options.status === "refunded" ? THIS_WEEK : null });
  await db.update(mentorPayouts).set({ status: "cancelled" }).where(eq(mentorPayouts.checkoutItemId, checkout.itemIds[item]!));
}

function chargeRefunded(paymentIntent: string, amount: number, amountRefunded: number | string) {
  return {
    id: `evt_test_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "charge.refunded",
    data: { object: { id: `ch_${randomUUID().slice(0, 8)}`, object: "charge", payment_intent: paymentIntent, amount, amount_refunded: amountRefunded, refunded: amountRefunded === amount } },
  };
}
