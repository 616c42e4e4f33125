import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkouts } from "~/db/schema";
import type { PaymentGateway } from "~/lib/payment-gateway.server";

/**
 * The gateway used when no Stripe key is configured: the "provider" is our own test page at
 * /pay/local/<sessionId>, which reports the outcome through the same signed webhook as Stripe.
 */
export function createLocalGateway({ db, appUrl }: { db: Db; appUrl: string }): PaymentGateway {
  const base = appUrl.replace(/\/$/, "");
  return {
    provider: "local",
    async createSession() {
      const sessionId = `cs_local_${randomBytes(24).toString("base64url")}`;
      return { provider: "local", sessionId, url: `${base}/pay/local/${sessionId}` };
    },
    async expireSession(sessionId) {
      // The local page refuses to pay a checkout that is no longer open, so only a paid one is "paid".
      const [row] = await db
        .select({ status: checkouts.status })
        .from(checkouts)
        .where(eq(checkouts.providerSessionId, sessionId));
      return row?.status === "paid" ? "paid" : "expired";
    },
    async transferToMentor() {
      // Nothing moves real money here: local payments record owed payouts instead.
      throw new Error("The local payment gateway cannot transfer money to mentors");
    },
    async refundPayment(input) {
      // No money moved on the test page, so none moves back: the refund is recorded as made.
      return { providerRefundId: `re_local_${input.refundId}`, reversalId: null };
    },
  };
}
