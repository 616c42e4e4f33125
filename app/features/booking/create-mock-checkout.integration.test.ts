import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkoutItems, checkouts, users } from "~/db/schema";
import type { Db } from "~/db/db.server";
import { receivePaymentWebhook } from "~/features/payments/receive-payment-webhook.server";
import { sessionEvent, signEvent, type TestCheckout } from "~/test/payment-helpers";
import { createScenario, recordingGateway } from "~/test/scenario";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { codeOf, TEST_WEBHOOK_SECRET } from "~/test/test-services";
import { createCheckout } from "./create-checkout.server";

const NOW = new Date("2031-04-01T12:00:00Z");

async function student(db: Db) {
  const world = await createScenario(db, { students: [{ name: "Buying Student" }] });
  return world.students[0]!;
}

function buy(db: Db, who: { id: string; email: string }, gateway = recordingGateway(), now = NOW) {
  return createCheckout(db, { student: who, request: { type: "mock" }, gateway, appUrl: "https://unibridge.test", now });
}

function paidEvent(checkoutId: string) {
  const checkout = { checkoutId, sessionId: `cs_test_${checkoutId}`, totalCents: 9900 } as TestCheckout;
  return sessionEvent("checkout.session.completed", checkout, { paymentIntent: `pi_${checkoutId.slice(0, 8)}` });
}

describeEachDb("the mock exams' purchase", (getDb) => {
  it("prices $99 on the server, one item and no mentor, and a second click gets the same payment page", async () => {
    const db = getDb();
    const who = await student(db);
    const gateway = recordingGateway();
    const first = await buy(db, who, gateway);
    const again = await buy(db, who, gateway, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual(first);
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, first.checkoutId));
    expect(row).toMatchObject({ kind: "mock", status: "open", subtotalCents: 9900, totalCents: 9900, cancelUrl: "https://unibridge.test/sat-practice?tab=mock" });
    expect(row!.successUrl).toBe(`https://unibridge.test/purchase-confirmation?amount=99.00&checkout=${first.checkoutId}`);
    const items = await db.select().from(checkoutItems).where(eq(checkoutItems.checkoutId, first.checkoutId));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ amountCents: 9900, mentorId: null, meetingId: null });
    expect(gateway.sessions).toHaveLength(1);
    expect(gateway.sessions[0]).toMatchObject({ kind: "mock", totalCents: 9900 });
    expect(gateway.sessions[0]!.items[0]).toMatchObject({ mentorId: null, mentorStripeAccountId: null });
  });

  it("grants lifetime access exactly once under replayed webhooks, and never charges the owner again", async () => {
    const db = getDb();
    const who = await student(db);
    const { checkoutId } = await buy(db, who);
    const paidAt = new Date(NOW.getTime() + 5 * 60_000);
    const { rawBody, signature } = signEvent(paidEvent(checkoutId), { at: paidAt });
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push((await receivePaymentWebhook(db, { rawBody, signature, secret: TEST_WEBHOOK_SECRET, now: new Date(paidAt.getTime() + i * 1000) })).outcome);
    }
    expect(outcomes).toEqual(["paid", "duplicate", "duplicate", "duplicate", "duplicate"]);
    const [user] = await db.select({ satAccess: users.satAccess, satPurchaseDate: users.satPurchaseDate }).from(users).where(eq(users.id, who.id));
    expect(user).toEqual({ satAccess: true, satPurchaseDate: paidAt });
    expect(await codeOf(buy(db, who))).toBe("mock_already_owned");
  });

  it("replaces a lapsed unpaid purchase with a new one", async () => {
    const db = getDb();
    const who = await student(db);
    const gateway = recordingGateway();
    const first = await buy(db, who, gateway);
    const later = await buy(db, who, gateway, new Date(NOW.getTime() + 31 * 60_000));
    expect(later.checkoutId).not.toBe(first.checkoutId);
    const [old] = await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, first.checkoutId));
    expect(old!.status).toBe("expired");
    expect(gateway.expired).toEqual([`cs_test_${first.checkoutId}`]);
  });
});

describePostgres("the mock exams' purchase under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 20);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("opens one checkout for ten simultaneous Unlock clicks", async () => {
    const db = database.db;
    const who = await student(db);
    const gateway = recordingGateway();
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(db, who, gateway)));
    expect(new Set(results.map((r) => r.checkoutId)).size).toBe(1);
    expect(await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.studentId, who.id))).toHaveLength(1);
  });
});
