import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import type { CreateGatewaySessionInput, PaymentGateway } from "~/lib/payment-gateway.server";
import { createPaymentGateway } from "./create-payment-gateway.server";
import { startFakeStripeServer, type FakeStripeServer } from "./fake-stripe-server";

const NOW = new Date("2031-03-02T15:00:00Z");
const CHECKOUT_ID = "6f1c1c7e-3b7a-4a59-9c55-0d9c1f0e2a11";

function sessionInput(overrides: Partial<CreateGatewaySessionInput> = {}): CreateGatewaySessionInput {
  return {
    checkoutId: CHECKOUT_ID,
    kind: "single_meeting",
    currency: "usd",
    totalCents: 6500,
    items: [{ itemId: "item-1", description: "Essay Review · Ada L. · 2031-03-10 10:00 ET", amountCents: 6500, platformFeeCents: 1300, mentorId: "m1", mentorStripeAccountId: "acct_mentor1" }],
    customerEmail: "student@example.com",
    successUrl: "http://localhost:3000/meeting-confirmation/m1?checkout=x",
    cancelUrl: "http://localhost:3000/mentors",
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    ...overrides,
  };
}

describe("Stripe gateway against a fake Stripe API (STRIPE_API_BASE)", () => {
  let stripe: FakeStripeServer;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    gateway = createPaymentGateway(
      { appUrl: "http://localhost:3000", stripe: { secretKey: "sk_test_fake123", webhookSecret: undefined, apiBase: stripe.url } },
      { db: {} as Db },
    );
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it("opens a Checkout Session for a single meeting in cents, grouped for the mentor's transfer after the session", async () => {
    const session = await gateway.createSession(sessionInput());
    expect(gateway.provider).toBe("stripe");
    expect(session).toEqual({ provider: "stripe", sessionId: "cs_test_fake1", url: "https://checkout.stripe.test/c/pay/cs_test_fake1" });

    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request!.headers.authorization).toBe("Bearer sk_test_fake123");
    expect(request!.headers["idempotency-key"]).toBe(`checkout:${CHECKOUT_ID}`);
    expect(request!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "6500",
      "line_items[0][price_data][product_data][name]": "Essay Review · Ada L. · 2031-03-10 10:00 ET",
      "metadata[checkoutId]": CHECKOUT_ID,
      client_reference_id: CHECKOUT_ID,
      customer_email: "student@example.com",
      success_url: "http://localhost:3000/meeting-confirmation/m1?checkout=x",
      cancel_url: "http://localhost:3000/mentors",
      "metadata[connect]": "transfers",
      "payment_intent_data[transfer_group]": CHECKOUT_ID,
    });
    // Decision 0021: the share is never sent with the payment (no destination charge).
    expect(Object.keys(request!.form).filter((k) => /application_fee|transfer_data/.test(k))).toEqual([]);
  });

  it("keeps the session open at least the 30 minutes Stripe requires", async () => {
    const before = Date.now();
    await gateway.createSession(sessionInput({ expiresAt: new Date(before + 30 * 60_000) }));
    const expiresAt = Number(stripe.requests[0]!.form.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 31 * 60_000);
    expect(expiresAt).toBeLessThan(Date.now() + 32 * 60_000);
  });

  it("charges a single meeting of an unconnected mentor the same way: its share waits for the session either way", async () => {
    await gateway.createSession(sessionInput({ items: [{ ...sessionInput().items[0]!, mentorStripeAccountId: null }] }));
    const form = stripe.requests[0]!.form;
    expect(form["metadata[connect]"]).toBe("transfers");
    expect(Object.keys(form).filter((k) => /application_fee|transfer_data/.test(k))).toEqual([]);
  });

  it("groups a basket's payment for later per-mentor transfers, each discounted item in cents", async () => {
    await gateway.createSession(
      sessionInput({
        kind: "basket",
        totalCents: 16200,
        items: [
          { itemId: "i1", description: "A", amountCents: 5400, platformFeeCents: 1080, mentorId: "m1", mentorStripeAccountId: "acct_1" },
          { itemId: "i2", description: "B", amountCents: 5400, platformFeeCents: 1080, mentorId: "m2", mentorStripeAccountId: null },
          { itemId: "i3", description: "C", amountCents: 5400, platformFeeCents: 1080, mentorId: "m3", mentorStripeAccountId: "acct_3" },
        ],
      }),
    );
    const form = stripe.requests[0]!.form;
    expect([0, 1, 2].map((i) => form[`line_items[${i}][price_data][unit_amount]`])).toEqual(["5400", "5400", "5400"]);
    expect(form["payment_intent_data[transfer_group]"]).toBe(CHECKOUT_ID);
    expect(form).not.toHaveProperty("payment_intent_data[application_fee_amount]");
    expect(form).not.toHaveProperty("payment_intent_data[transfer_data][destination]");
  });

  it("refuses line items that do not add up to the total", async () => {
    await expect(gateway.createSession(sessionInput({ totalCents: 6400 }))).rejects.toThrow(/sum to 6500/);
    expect(stripe.requests).toEqual([]);
  });

  it("expires an open session, and reports a paid one as paid", async () => {
    const open = await gateway.createSession(sessionInput({ checkoutId: "7f1c1c7e-3b7a-4a59-9c55-0d9c1f0e2a12" }));
    expect(await gateway.expireSession(open.sessionId)).toBe("expired");
    expect(stripe.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/checkout/sessions/${open.sessionId}/expire` });

    const paid = await gateway.createSession(sessionInput({ checkoutId: "8f1c1c7e-3b7a-4a59-9c55-0d9c1f0e2a13" }));
    stripe.completeSession(paid.sessionId);
    expect(await gateway.expireSession(paid.sessionId)).toBe("paid");
    expect(stripe.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${paid.sessionId}/expire`,
      `GET /v1/checkout/sessions/${paid.sessionId}`,
    ]);
  });

  it("transfers a mentor's share from the payment's charge, once per item", async () => {
    const result = await gateway.transferToMentor({ itemId: "item-7", amountCents: 4320, destinationAccountId: "acct_7", sourcePaymentId: "pi_123", checkoutId: CHECKOUT_ID });
    expect(result.transferId).toMatch(/^tr_fake/);
    const [intent, transfer] = stripe.requests;
    expect(intent).toMatchObject({ method: "GET", path: "/v1/payment_intents/pi_123" });
    expect(transfer).toMatchObject({ method: "POST", path: "/v1/transfers" });
    expect(transfer!.headers["idempotency-key"]).toBe("transfer:item-7");
    expect(transfer!.form).toMatchObject({
      amount: "4320",
      currency: "usd",
      destination: "acct_7",
      source_transaction: "ch_for_pi_123",
      transfer_group: CHECKOUT_ID,
    });
  });

  it("refunds a payment once per refund, reversing the mentor's transfer first when it was sent", async () => {
    const input = { refundId: "r-1", paymentId: "pi_123", amountCents: 5400, reverseTransfer: { transferId: "tr_9", amountCents: 4320 }, destinationCharge: false };
    const first = await gateway.refundPayment(input);
    const again = await gateway.refundPayment(input);
    expect(again).toEqual(first);
    expect(first.providerRefundId).toMatch(/^re_fake/);
    expect(first.reversalId).toMatch(/^trr_fake/);
    const [reversal, refund] = stripe.requests;
    expect(reversal).toMatchObject({ method: "POST", path: "/v1/transfers/tr_9/reversals", form: { amount: "4320", "metadata[refundId]": "r-1" } });
    expect(reversal!.headers["idempotency-key"]).toBe("reversal:r-1");
    expect(refund).toMatchObject({ method: "POST", path: "/v1/refunds", form: { payment_intent: "pi_123", amount: "5400", "metadata[refundId]": "r-1" } });
    expect(refund!.headers["idempotency-key"]).toBe("refund:r-1");
    expect(refund!.form).not.toHaveProperty("reverse_transfer");
  });

  it("refunds a share not yet sent without a reversal, and a destination charge with its transfer and fee", async () => {
    const plain = await gateway.refundPayment({ refundId: "r-2", paymentId: "pi_1", amountCents: 6500, reverseTransfer: null, destinationCharge: false });
    expect(plain.reversalId).toBeNull();
    await gateway.refundPayment({ refundId: "r-3", paymentId: "pi_2", amountCents: 6500, reverseTransfer: null, destinationCharge: true });
    expect(stripe.requests.map((r) => r.path)).toEqual(["/v1/refunds", "/v1/refunds"]);
    expect(stripe.requests[1]!.form).toMatchObject({ reverse_transfer: "true", refund_application_fee: "true", amount: "6500" });
  });
});
