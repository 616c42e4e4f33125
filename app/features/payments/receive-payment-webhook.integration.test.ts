import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkouts, jobs, meetings, mentorPayouts, paymentEvents, refunds } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { markCheckoutPaid } from "./mark-checkout-paid.server";
import {
  insertTestCheckout,
  paymentState,
  recordingLogger,
  sessionEvent,
  signEvent,
  type TestCheckout,
} from "~/test/payment-helpers";
import { TEST_WEBHOOK_SECRET } from "~/test/test-services";
import { InvalidPaymentWebhookError, receivePaymentWebhook } from "./receive-payment-webhook.server";

describeEachDb("receivePaymentWebhook", (getDb, kind) => {
  const receive = (event: unknown, options: { secret?: string; at?: Date; now?: Date } = {}) => {
    const { rawBody, signature } = signEvent(event, { at: options.at });
    return receivePaymentWebhook(getDb(), { rawBody, signature, secret: options.secret ?? TEST_WEBHOOK_SECRET, now: options.now });
  };

  async function jobsOf(checkout: TestCheckout) {
    const rows = await getDb().select({ kind: jobs.kind, payload: jobs.payload, dedupeKey: jobs.dedupeKey }).from(jobs);
    const ids = new Set([...checkout.meetingIds, ...checkout.itemIds]);
    return rows.filter((job) => Object.values(job.payload as Record<string, string>).some((v) => ids.has(v)));
  }

  async function payoutsOf(checkout: TestCheckout) {
    return getDb()
      .select({ itemId: mentorPayouts.checkoutItemId, mentorId: mentorPayouts.mentorId, amountCents: mentorPayouts.amountCents, status: mentorPayouts.status })
      .from(mentorPayouts)
      .where(inArray(mentorPayouts.checkoutItemId, checkout.itemIds));
  }

  describe("a paid checkout (local gateway)", () => {
    let checkout: TestCheckout;
    let event: ReturnType<typeof sessionEvent>;
    beforeAll(async () => {
      checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}, {}], amountsCents: [5400, 5400, 5400], discountCents: 1800, affiliateSource: "spring-fair" });
      event = sessionEvent("checkout.session.completed", checkout, { paymentIntent: "pi_local_abc" });
    });

    it("is applied once however often the event is replayed", async () => {
      const now = new Date();
      const results = [];
      for (let i = 0; i < 10; i++) results.push(await receive(event, { now }));
      expect(results.map((r) => r.outcome)).toEqual(["paid", ...Array(9).fill("duplicate")]);

      const state = await paymentState(getDb(), checkout);
      expect(state.checkout).toEqual({ status: "paid", paidAt: now, providerPaymentId: "pi_local_abc", affiliateReportedAt: now });
      expect(state.meetings.map((m) => [m.status, m.isPaid, m.holdExpiresAt])).toEqual(Array(3).fill(["scheduled", true, null]));
      expect(await getDb().select({ type: paymentEvents.type }).from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([
        { type: "checkout.session.completed" },
      ]);
      const queued = await jobsOf(checkout);
      expect(queued.map((j) => j.dedupeKey).sort()).toEqual(checkout.meetingIds.map((id) => `deliver-meeting:${id}`).sort());
      expect(queued.every((j) => j.kind === "deliver-meeting")).toBe(true);
      // Each mentor's share, 80% of what the student paid for their meeting, waits for the session.
      expect((await payoutsOf(checkout)).sort((a, b) => a.mentorId.localeCompare(b.mentorId))).toEqual(
        checkout.itemIds.map((itemId, i) => ({ itemId, mentorId: checkout.mentorIds[i], amountCents: 4320, status: "pending" })).sort((a, b) => a.mentorId!.localeCompare(b.mentorId!)),
      );
    });

    it("changes nothing when it expires afterwards", async () => {
      const before = await paymentState(getDb(), checkout);
      const result = await receive(sessionEvent("checkout.session.expired", checkout));
      expect(result.outcome).toBe("unchanged");
      expect(await paymentState(getDb(), checkout)).toEqual({ ...before, paymentEvents: before.paymentEvents + 1 });
    });

    it("records the affiliate conversion only once, even for a second paid event", async () => {
      const before = await paymentState(getDb(), checkout);
      const { logger, lines } = recordingLogger();
      const { rawBody, signature } = signEvent(sessionEvent("checkout.session.async_payment_succeeded", checkout));
      const result = await receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET, logger });
      expect(result.outcome).toBe("unchanged");
      expect(lines).toEqual([]);
      expect((await paymentState(getDb(), checkout)).checkout).toEqual(before.checkout);
    });
  });

  it("logs the affiliate conversion with its source and amount", async () => {
    const checkout = await insertTestCheckout(getDb(), { affiliateSource: "newsletter", amountsCents: [7000] });
    const { logger, lines } = recordingLogger();
    const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout));
    await receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET, logger });
    expect(lines).toEqual([
      { level: "info", message: "affiliate conversion", data: { checkoutId: checkout.checkoutId, affiliateSource: "newsletter", amountCents: 7000 } },
    ]);
  });

  if (kind === "postgres") {
    it("is applied once when the same event arrives 10 times at once", async () => {
      const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}] });
      const event = sessionEvent("checkout.session.completed", checkout);
      const results = await Promise.all(Array.from({ length: 10 }, () => receive(event)));
      expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
      expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(9);
      expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
      expect(await jobsOf(checkout)).toHaveLength(2);
      expect(await payoutsOf(checkout)).toHaveLength(2);
      expect((await paymentState(getDb(), checkout)).meetings.every((m) => m.isPaid)).toBe(true);
    });

    it("is applied once when different paid events for one checkout race", async () => {
      const checkout = await insertTestCheckout(getDb());
      const events = Array.from({ length: 10 }, (_, i) => sessionEvent(i % 2 ? "checkout.session.completed" : "checkout.session.async_payment_succeeded", checkout));
      const results = await Promise.all(events.map((e) => receive(e)));
      expect(results.filter((r) => r.outcome === "paid")).toHaveLength(1);
      expect(await jobsOf(checkout)).toHaveLength(1);
      expect(await payoutsOf(checkout)).toHaveLength(1);
    });
  }

  describe("refuses, and writes nothing for,", () => {
    let checkout: TestCheckout;
    beforeAll(async () => {
      checkout = await insertTestCheckout(getDb());
    });

    async function expectRefused(call: () => Promise<unknown>, reason: "signature" | "payload") {
      const before = await paymentState(getDb(), checkout);
      await expect(call()).rejects.toSatisfy((e) => e instanceof InvalidPaymentWebhookError && e.reason === reason);
      expect(await paymentState(getDb(), checkout)).toEqual(before);
    }

    it("a tampered body", async () => {
      const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout));
      const tampered = rawBody.replace(/"amount_total":\d+/, '"amount_total":1');
      await expectRefused(() => receivePaymentWebhook(getDb(), { rawBody: tampered, signature, secret: TEST_WEBHOOK_SECRET }), "signature");
    });

    it("a signature made with another secret", async () => {
      const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout), { secret: "whsec_someone_else" });
      await expectRefused(() => receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET }), "signature");
    });

    it("a signature more than 5 minutes old (a replay), though accepted within the window", async () => {
      const now = new Date();
      const event = sessionEvent("checkout.session.expired", checkout);
      await expectRefused(() => receive(event, { at: new Date(now.getTime() - 301_000), now }), "signature");
      expect((await receive(event, { at: new Date(now.getTime() - 299_000), now })).outcome).toBe("released");
    });

    it("a signature dated more than 5 minutes in the future, though accepted within the window", async () => {
      const now = new Date();
      const own = await insertTestCheckout(getDb());
      const event = sessionEvent("checkout.session.completed", own);
      const before = await paymentState(getDb(), own);
      for (const seconds of [301, 3600, 86_400 * 365]) {
        await expect(receive(event, { at: new Date(now.getTime() + seconds * 1000), now })).rejects.toSatisfy(
          (e) => e instanceof InvalidPaymentWebhookError && e.reason === "signature",
        );
      }
      expect(await paymentState(getDb(), own)).toEqual(before);
      expect((await receive(event, { at: new Date(now.getTime() + 299_000), now })).outcome).toBe("paid");
    });

    it("a missing or malformed header", async () => {
      const { rawBody } = signEvent(sessionEvent("checkout.session.completed", checkout));
      await expectRefused(() => receivePaymentWebhook(getDb(), { rawBody, signature: null, secret: TEST_WEBHOOK_SECRET }), "signature");
      await expectRefused(() => receivePaymentWebhook(getDb(), { rawBody, signature: "t=1,v1=abc", secret: TEST_WEBHOOK_SECRET }), "signature");
    });

    it("a signed body that is not an event", async () => {
      const body = signEvent({ hello: "world" });
      await expectRefused(() => receivePaymentWebhook(getDb(), { ...body, secret: TEST_WEBHOOK_SECRET }), "payload");
    });
  });

  describe("a payment whose amount or currency is not the checkout's", () => {
    const variants: [string, (object: Record<string, unknown>, totalCents: number) => void][] = [
      ["a tampered amount", (object, total) => (object.amount_total = total - 100)],
      ["a larger amount", (object, total) => (object.amount_total = total * 2)],
      ["another currency", (object) => (object.currency = "eur")],
      ["no amount", (object) => delete object.amount_total],
    ];
    for (const [name, tamper] of variants) {
      it(`is refused and logged, and writes nothing: ${name}`, async () => {
        const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}], amountsCents: [5000, 7000] });
        const before = await paymentState(getDb(), checkout);
        const event = sessionEvent("checkout.session.completed", checkout);
        tamper(event.data.object as Record<string, unknown>, checkout.totalCents);
        const { logger, lines } = recordingLogger();
        const { rawBody, signature } = signEvent(event);
        const result = await receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET, logger });
        expect(result).toMatchObject({ eventId: event.id, outcome: "refused" });
        expect(await paymentState(getDb(), checkout)).toEqual(before);
        expect(await jobsOf(checkout)).toEqual([]);
        expect(lines).toEqual([
          {
            level: "error",
            message: "payment refused: its amount or currency is not the checkout's",
            data: expect.objectContaining({ eventId: event.id, checkoutId: checkout.checkoutId, expected: { amountCents: 12000, currency: "usd" } }) as unknown,
          },
        ]);
        // The checkout can still be paid by a payment that matches it.
        expect((await receive(sessionEvent("checkout.session.completed", checkout))).outcome).toBe("paid");
      });
    }

    it("accepts the currency in capitals, as it is the same currency", async () => {
      const checkout = await insertTestCheckout(getDb());
      const event = sessionEvent("checkout.session.completed", checkout);
      event.data.object.currency = "USD";
      expect((await receive(event)).outcome).toBe("paid");
    });
  });

  describe("expiry", () => {
    it("releases the holds, so the slots can be booked again", async () => {
      const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}] });
      const result = await receive(sessionEvent("checkout.session.expired", checkout));
      expect(result.outcome).toBe("released");
      const state = await paymentState(getDb(), checkout);
      expect(state.checkout.status).toBe("expired");
      expect(state.meetings.map((m) => [m.status, m.isPaid, m.holdExpiresAt])).toEqual([
        ["expired", false, null],
        ["expired", false, null],
      ]);
      // The database now accepts another booking of the same slot.
      await getDb()
        .insert(meetings)
        .values({ mentorId: checkout.mentorIds[0]!, studentId: checkout.studentId, startsAt: checkout.startsAt[0]!, status: "scheduled", isPaid: true, priceCents: 6000 });
      expect(await jobsOf(checkout)).toEqual([]);
    });

    it("is followed by a late payment that re-activates the meetings whose slots are still free", async () => {
      const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}] });
      await receive(sessionEvent("checkout.session.expired", checkout));
      // Meanwhile someone else booked the first slot.
      const [other] = await getDb()
        .insert(meetings)
        .values({ mentorId: checkout.mentorIds[0]!, studentId: checkout.studentId, startsAt: checkout.startsAt[0]!, status: "scheduled", isPaid: true, priceCents: 6000 })
        .returning({ id: meetings.id });

      const { logger, lines } = recordingLogger();
      const event = sessionEvent("checkout.session.completed", checkout);
      const { rawBody, signature } = signEvent(event);
      const result = await receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET, logger });
      expect(result).toMatchObject({ outcome: "paid", refundNeededMeetingIds: [checkout.meetingIds[0]] });

      const state = await paymentState(getDb(), checkout);
      expect(state.checkout.status).toBe("paid");
      expect(state.meetings.map((m) => [m.id, m.status, m.isPaid])).toEqual([
        [checkout.meetingIds[0], "expired", false],
        [checkout.meetingIds[1], "scheduled", true],
      ]);
      expect((await getDb().select({ isPaid: meetings.isPaid }).from(meetings).where(eq(meetings.id, other!.id)))[0]!.isPaid).toBe(true);
      const queued = await jobsOf(checkout);
      expect(queued.filter((j) => j.kind === "deliver-meeting").map((j) => j.dedupeKey)).toEqual([`deliver-meeting:${checkout.meetingIds[1]}`]);
      expect((await payoutsOf(checkout)).map((p) => p.itemId)).toEqual([checkout.itemIds[1]]);
      // The lost slot's payment goes back at once: a pending refund of what was paid for it, and its job.
      const [refund] = await getDb().select().from(refunds).where(eq(refunds.meetingId, checkout.meetingIds[0]!));
      expect(refund).toMatchObject({ reason: "slot_lost", status: "pending", amountCents: 6000, checkoutItemId: checkout.itemIds[0] });
      const [refundJob] = await getDb().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.dedupeKey, `refund:${refund!.id}`));
      expect(refundJob).toEqual({ payload: { refundId: refund!.id } });
      expect(lines.filter((l) => l.level === "error")).toEqual([]);
      const [stored] = await getDb().select({ payload: paymentEvents.payload }).from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
      expect(stored!.payload).toMatchObject({ id: event.id, object: "event", data: event.data, refundNeededMeetingIds: [checkout.meetingIds[0]] });
    });

    it("is followed by a late payment that re-activates every meeting when nothing was re-booked", async () => {
      const checkout = await insertTestCheckout(getDb());
      await receive(sessionEvent("checkout.session.expired", checkout));
      expect((await receive(sessionEvent("checkout.session.completed", checkout))).outcome).toBe("paid");
      const state = await paymentState(getDb(), checkout);
      expect(state.checkout.status).toBe("paid");
      expect(state.meetings.map((m) => [m.status, m.isPaid, m.holdExpiresAt])).toEqual([["scheduled", true, null]]);
    });
  });

  it("waits for a delayed payment method, then pays", async () => {
    const checkout = await insertTestCheckout(getDb());
    expect((await receive(sessionEvent("checkout.session.completed", checkout, { paymentStatus: "unpaid" }))).outcome).toBe("ignored");
    expect((await paymentState(getDb(), checkout)).checkout.status).toBe("open");
    expect((await receive(sessionEvent("checkout.session.async_payment_succeeded", checkout))).outcome).toBe("paid");
    expect((await paymentState(getDb(), checkout)).checkout.status).toBe("paid");
  });

  it("records and ignores other events, and events about unknown checkouts", async () => {
    const checkout = await insertTestCheckout(getDb());
    const before = await paymentState(getDb(), checkout);
    const other = { id: "evt_test_other", object: "event", type: "charge.refunded", data: { object: { id: "ch_1", object: "charge" } } };
    expect((await receive(other)).outcome).toBe("ignored");
    const unknown = sessionEvent("checkout.session.completed", { ...checkout, checkoutId: "00000000-0000-4000-8000-000000000000", sessionId: "cs_test_nobody" });
    expect((await receive(unknown)).outcome).toBe("ignored");
    const after = await paymentState(getDb(), checkout);
    expect(after).toEqual({ ...before, paymentEvents: before.paymentEvents + 2 });
  });

  it("finds the checkout by its session id when the metadata is missing", async () => {
    const checkout = await insertTestCheckout(getDb());
    const event = sessionEvent("checkout.session.completed", checkout);
    event.data.object.metadata = {} as typeof event.data.object.metadata;
    event.data.object.client_reference_id = null as unknown as string;
    expect((await receive(event)).outcome).toBe("paid");
  });

  describe("Stripe Connect payouts", () => {
    it("sends a single meeting's share with the payment when the session was a destination charge", async () => {
      const checkout = await insertTestCheckout(getDb(), { provider: "stripe", mentors: [{ stripeAccountId: "acct_a", stripeConnected: true }], amountsCents: [6500] });
      await receive(sessionEvent("checkout.session.completed", checkout, { connect: "destination" }));
      expect(await payoutsOf(checkout)).toEqual([{ itemId: checkout.itemIds[0], mentorId: checkout.mentorIds[0], amountCents: 5200, status: "transferred" }]);
      expect((await jobsOf(checkout)).map((j) => j.kind)).toEqual(["deliver-meeting"]);
    });

    it("queues no transfer with the payment: every share waits for its session (decision 0021)", async () => {
      const checkout = await insertTestCheckout(getDb(), {
        provider: "stripe",
        mentors: [{ stripeAccountId: "acct_b", stripeConnected: true }, { stripeAccountId: "acct_c", stripeConnected: false }, { stripeAccountId: "acct_local_0123", stripeConnected: true }],
      });
      await receive(sessionEvent("checkout.session.completed", checkout, { connect: "transfers", paymentIntent: "pi_basket" }));
      expect((await jobsOf(checkout)).filter((j) => j.kind === "transfer-mentor-payout")).toEqual([]);
      expect((await payoutsOf(checkout)).map((p) => p.status)).toEqual(["pending", "pending", "pending"]);
    });
  });

  it("marks a checkout paid only through its own locked row (markCheckoutPaid inside a transaction)", async () => {
    const checkout = await insertTestCheckout(getDb());
    const first = await getDb().transaction((tx) => markCheckoutPaid(tx, { checkoutId: checkout.checkoutId, providerPaymentId: "pi_x" }));
    const second = await getDb().transaction((tx) => markCheckoutPaid(tx, { checkoutId: checkout.checkoutId, providerPaymentId: "pi_y" }));
    expect(first).toEqual({ changed: true, paidMeetingIds: checkout.meetingIds, lostMeetingIds: [] });
    expect(second).toEqual({ changed: false, paidMeetingIds: [], lostMeetingIds: [] });
    const [row] = await getDb()
      .select({ providerPaymentId: checkouts.providerPaymentId })
      .from(checkouts)
      .where(and(eq(checkouts.id, checkout.checkoutId), eq(checkouts.status, "paid")));
    expect(row!.providerPaymentId).toBe("pi_x");
  });
});
