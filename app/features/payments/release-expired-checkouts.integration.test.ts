import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkouts } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { createLocalGateway } from "./create-local-gateway.server";
import { insertTestCheckout, paymentState, recordingLogger, scriptedGateway, sessionEvent, signEvent } from "~/test/payment-helpers";
import { TEST_WEBHOOK_SECRET } from "~/test/test-services";
import { receivePaymentWebhook } from "./receive-payment-webhook.server";
import { releaseCheckout } from "./release-checkout.server";
import { releaseExpiredCheckouts } from "./release-expired-checkouts.server";

const MINUTE = 60_000;

describeEachDb("releasing checkouts", (getDb) => {
  describe("releaseExpiredCheckouts", () => {
    it("expires the provider session first, then frees the holds of checkouts past their expiry only", async () => {
      const now = new Date();
      const lapsed = await insertTestCheckout(getDb(), { provider: "stripe", expiresAt: new Date(now.getTime() - MINUTE), mentors: [{}, {}] });
      const current = await insertTestCheckout(getDb(), { provider: "stripe", expiresAt: new Date(now.getTime() + MINUTE) });
      const { gateway, expired } = scriptedGateway("stripe");

      const released = await releaseExpiredCheckouts(getDb(), gateway, { now, mentorSlots: [...lapsed.mentorIds, ...current.mentorIds].map((mentorId, i) => ({ mentorId, startsAt: [...lapsed.startsAt, ...current.startsAt][i]! })) });
      expect(released).toBe(1);
      expect(expired).toEqual([lapsed.sessionId]);
      const state = await paymentState(getDb(), lapsed);
      expect(state.checkout.status).toBe("expired");
      expect(state.meetings.map((m) => [m.status, m.holdExpiresAt])).toEqual([
        ["expired", null],
        ["expired", null],
      ]);
      expect((await paymentState(getDb(), current)).checkout.status).toBe("open");
    });

    it("keeps the holds when the provider says the student paid at the last moment", async () => {
      const now = new Date();
      const checkout = await insertTestCheckout(getDb(), { provider: "stripe", expiresAt: new Date(now.getTime() - MINUTE) });
      const { gateway, expired } = scriptedGateway("stripe", () => "paid");
      const before = await paymentState(getDb(), checkout);
      expect(await releaseExpiredCheckouts(getDb(), gateway, { now, mentorSlots: [{ mentorId: checkout.mentorIds[0]!, startsAt: checkout.startsAt[0]! }] })).toBe(0);
      expect(expired).toEqual([checkout.sessionId]);
      expect(await paymentState(getDb(), checkout)).toEqual(before);
    });

    it("keeps the holds when the provider cannot be asked, and says so", async () => {
      const now = new Date();
      const checkout = await insertTestCheckout(getDb(), { provider: "stripe", expiresAt: new Date(now.getTime() - MINUTE) });
      const { gateway } = scriptedGateway("stripe", () => Promise.reject(new Error("connection refused")));
      const { logger, lines } = recordingLogger();
      const slots = [{ mentorId: checkout.mentorIds[0]!, startsAt: checkout.startsAt[0]! }];
      expect(await releaseExpiredCheckouts(getDb(), gateway, { now, mentorSlots: slots, logger })).toBe(0);
      expect((await paymentState(getDb(), checkout)).checkout.status).toBe("open");
      expect(lines.map((l) => [l.level, l.message])).toEqual([["warn", "could not expire a payment session"]]);
    });

    it("releases a checkout whose payment session was never opened without asking the provider", async () => {
      const now = new Date();
      const checkout = await insertTestCheckout(getDb(), { provider: "stripe", withSession: false, expiresAt: new Date(now.getTime() - MINUTE) });
      const { gateway, expired } = scriptedGateway("stripe");
      expect(await releaseExpiredCheckouts(getDb(), gateway, { now, mentorSlots: [{ mentorId: checkout.mentorIds[0]!, startsAt: checkout.startsAt[0]! }] })).toBe(1);
      expect(expired).toEqual([]);
    });

    it("without slots, sweeps every lapsed checkout (the periodic job)", async () => {
      const now = new Date(Date.now() + 10 * 24 * 60 * MINUTE);
      const a = await insertTestCheckout(getDb(), { expiresAt: new Date(now.getTime() - MINUTE) });
      const b = await insertTestCheckout(getDb(), { expiresAt: new Date(now.getTime() - 2 * MINUTE) });
      const released = await releaseExpiredCheckouts(getDb(), createLocalGateway({ db: getDb(), appUrl: "http://localhost:3000" }), { now });
      expect(released).toBeGreaterThanOrEqual(2);
      expect((await paymentState(getDb(), a)).checkout.status).toBe("expired");
      expect((await paymentState(getDb(), b)).checkout.status).toBe("expired");
      expect(await releaseExpiredCheckouts(getDb(), createLocalGateway({ db: getDb(), appUrl: "http://localhost:3000" }), { now })).toBe(0);
    });

    it("leaves a paid local checkout alone (the local gateway reads its status)", async () => {
      const gateway = createLocalGateway({ db: getDb(), appUrl: "http://localhost:3000" });
      const checkout = await insertTestCheckout(getDb());
      expect(await gateway.expireSession(checkout.sessionId!)).toBe("expired");
      await getDb().update(checkouts).set({ status: "paid" }).where(eq(checkouts.id, checkout.checkoutId));
      expect(await gateway.expireSession(checkout.sessionId!)).toBe("paid");
    });
  });

  describe("releaseCheckout", () => {
    it("releases an open checkout once, as cancelled", async () => {
      const checkout = await insertTestCheckout(getDb());
      expect(await getDb().transaction((tx) => releaseCheckout(tx, checkout.checkoutId, "cancelled"))).toBe(true);
      expect(await getDb().transaction((tx) => releaseCheckout(tx, checkout.checkoutId, "expired"))).toBe(false);
      const state = await paymentState(getDb(), checkout);
      expect(state.checkout.status).toBe("cancelled");
      expect(state.meetings.map((m) => m.status)).toEqual(["cancelled"]);
    });

    it("never touches a paid checkout", async () => {
      const checkout = await insertTestCheckout(getDb());
      const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout));
      await receivePaymentWebhook(getDb(), { rawBody, signature, secret: TEST_WEBHOOK_SECRET });
      const before = await paymentState(getDb(), checkout);
      expect(await getDb().transaction((tx) => releaseCheckout(tx, checkout.checkoutId, "expired"))).toBe(false);
      expect(await paymentState(getDb(), checkout)).toEqual(before);
    });
  });
});
