import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { checkoutItems, checkouts, meetings } from "~/db/schema";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { insertTestCheckout, payTestCheckout, receiveTestEvent } from "~/test/payment-helpers";
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
      grossCents: 6000 + 16000 + 8000 + 11000 + 9900,
      refundedCents: 8000,
      refundedPayments: 1,
      // 20% of each session held; nothing from the refunded payment or the lost slot.
      commissionCents: 1200 + (1000 + 1400 + 800) + 1000,
      // The mentors' 80% not yet sent: the single session and the late basket's held session.
      payoutsOwedCents: 4800 + 4000,
      payoutsPaidCents: 4000 + 5600 + 3200,
      refundsDueCents: 6000,
      mockSalesCents: 9900,
      mockSales: 1,
    });
  });

  it("counts people and paid meetings", () => {
    // Each test checkout brings its mentors (1 + 3 + 1 + 2 + 1 + 1) and a student (6), plus the
    // student who took the slot and the mock-exam buyer.
    expect(overview.counts).toMatchObject({ mentors: 9, students: 8 });
    // 1 + 3 + 1 + 1 held from the late basket + the slot's taker.
    expect(overview.counts.meetings).toBe(7);
    expect(overview.counts.upcomingMeetings).toBe(7);
  });

  it("sums revenue by US Eastern week, empty weeks included", () => {
    expect(overview.weeks).toHaveLength(REVENUE_WEEKS);
    expect(overview.weeks[0]!.weekStart).toBe("2026-09-07");
    expect(overview.weeks.at(-1)).toEqual({ weekStart: "2026-11-23", grossCents: 6000 + 8000 + 11000, commissionCents: 1200 + 1000 });
    expect(overview.weeks.at(-2)).toEqual({ weekStart: "2026-11-16", grossCents: 16000, commissionCents: 3200 });
    expect(overview.weeks.find((w) => w.weekStart === "2026-09-28")).toEqual({ weekStart: "2026-09-28", grossCents: 9900, commissionCents: 0 });
    const total = overview.weeks.reduce((sum, w) => sum + w.grossCents, 0);
    expect(total).toBe(overview.revenue.grossCents);
  });
});

function chargeRefunded(paymentIntent: string, amount: number, amountRefunded: number | string) {
  return {
    id: `evt_test_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "charge.refunded",
    data: { object: { id: `ch_${randomUUID().slice(0, 8)}`, object: "charge", payment_intent: paymentIntent, amount, amount_refunded: amountRefunded, refunded: amountRefunded === amount } },
  };
}
