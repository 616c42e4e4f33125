import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobs, meetings, mentorPayouts, mentorProfiles } from "~/db/schema";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { insertTestCheckout, sessionEvent, signEvent, type TestCheckout } from "~/test/payment-helpers";
import { describeEachDb } from "~/test/test-database";
import { TEST_WEBHOOK_SECRET } from "~/test/test-services";
import { createStripeGateway } from "./create-stripe-gateway.server";
import { startFakeStripeServer, type FakeStripeServer } from "./fake-stripe-server";
import { receivePaymentWebhook } from "./receive-payment-webhook.server";
import { sendMentorPayout } from "./send-mentor-payout.server";
import { TRANSFER_OWED_PAYOUTS_JOB, transferOwedPayouts } from "./transfer-owed-payouts.server";

describeEachDb("owed payouts once the Stripe account is connected (account.updated)", (getDb) => {
  let fake: FakeStripeServer;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    gateway = createStripeGateway({ secretKey: "sk_test_fake", apiBase: fake.url });
  });
  afterAll(() => fake.close());

  const receive = (event: unknown) => {
    const { rawBody, signature } = signEvent(event);
    return receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET });
  };
  const accountUpdated = (accountId: string, onboarded: boolean, id = `evt_test_${randomBytes(8).toString("hex")}`) => ({
    id,
    object: "event",
    type: "account.updated",
    data: { object: { id: accountId, object: "account", details_submitted: onboarded, charges_enabled: onboarded } },
  });

  /** A Stripe basket paid while the mentor's account was not yet connected: once due, the share is owed. */
  async function owedBasket(provider: "stripe" | "local" = "stripe") {
    const accountId = `acct_owed_${randomBytes(6).toString("hex")}`;
    const checkout = await insertTestCheckout(getDb(), { provider, kind: "basket", mentors: [{ stripeAccountId: accountId, stripeConnected: false }], amountsCents: [6000] });
    expect((await receive(sessionEvent("checkout.session.completed", checkout, { connect: "transfers" }))).outcome).toBe("paid");
    // The session was held and its window passed: the payout job finds no connected account.
    await getDb().update(meetings).set({ status: "completed" }).where(eq(meetings.id, checkout.meetingIds[0]!));
    expect(await sendMentorPayout(getDb(), gateway, checkout.itemIds[0]!)).toBe("owed");
    return { accountId, checkout, mentorId: checkout.mentorIds[0]! };
  }
  const payoutsOf = (checkout: TestCheckout) =>
    getDb().select({ status: mentorPayouts.status, transferId: mentorPayouts.transferId }).from(mentorPayouts).where(inArray(mentorPayouts.checkoutItemId, checkout.itemIds));
  const owedJobsOf = async (mentorId: string) =>
    (await getDb().select({ kind: jobs.kind, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, TRANSFER_OWED_PAYOUTS_JOB))).filter(
      (job) => (job.payload as { mentorId: string }).mentorId === mentorId,
    );
  const transfersTo = (accountId: string) => fake.requests.filter((r) => r.path === "/v1/transfers" && r.form.destination === accountId);

  it("marks the account connected once onboarding is done and queues the owed transfers once", async () => {
    const { accountId, checkout, mentorId } = await owedBasket();
    expect(await payoutsOf(checkout)).toEqual([{ status: "owed", transferId: null }]);

    // Onboarding not finished: nothing changes.
    expect((await receive(accountUpdated(accountId, false))).outcome).toBe("ignored");
    const event = accountUpdated(accountId, true);
    expect((await receive(event)).outcome).toBe("connected");
    expect((await receive(event)).outcome).toBe("duplicate");
    expect((await receive(accountUpdated(accountId, true))).outcome).toBe("unchanged");
    const [profile] = await getDb().select({ connected: mentorProfiles.stripeConnected }).from(mentorProfiles).where(eq(mentorProfiles.userId, mentorId));
    expect(profile?.connected).toBe(true);
    expect(await owedJobsOf(mentorId)).toEqual([{ kind: TRANSFER_OWED_PAYOUTS_JOB, payload: { mentorId } }]);
  });

  it("transfers each owed share exactly once, even when the job runs twice at the same time", async () => {
    const { accountId, checkout, mentorId } = await owedBasket();
    await receive(accountUpdated(accountId, true));

    const sent = await Promise.all([transferOwedPayouts(getDb(), gateway, mentorId), transferOwedPayouts(getDb(), gateway, mentorId)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await transferOwedPayouts(getDb(), gateway, mentorId)).toBe(0);

    const [payout] = await payoutsOf(checkout);
    expect(payout).toEqual({ status: "transferred", transferId: expect.stringMatching(/^tr_fake\d+$/) });
    const requests = transfersTo(accountId);
    // A repeated request carries the same idempotency key: Stripe makes one transfer.
    expect(new Set(requests.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([`transfer:${checkout.itemIds[0]}`]));
    expect(requests[0]!.form).toMatchObject({ amount: "4800", currency: "usd", transfer_group: checkout.checkoutId });
  });

  it("leaves a share owed while the account is not connected, and a local test payment's share always", async () => {
    const notConnected = await owedBasket();
    expect(await transferOwedPayouts(getDb(), gateway, notConnected.mentorId)).toBe(0);
    expect(await payoutsOf(notConnected.checkout)).toEqual([{ status: "owed", transferId: null }]);

    const local = await owedBasket("local");
    await receive(accountUpdated(local.accountId, true));
    expect(await transferOwedPayouts(getDb(), gateway, local.mentorId)).toBe(0);
    expect(await payoutsOf(local.checkout)).toEqual([{ status: "owed", transferId: null }]);
    expect(transfersTo(local.accountId)).toEqual([]);
  });
});
