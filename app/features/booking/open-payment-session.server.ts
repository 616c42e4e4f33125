import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, mentorProfiles, users } from "~/db/schema";
import { transferableAccountId } from "~/features/payments/payout-account.server";
import { releaseCheckout } from "~/features/payments/release-checkout.server";
import type { CreateGatewaySessionInput, PaymentGateway } from "~/lib/payment-gateway.server";

/**
 * The payment page of a checkout: the one already opened, or a new provider session opened now.
 * Whoever holds the checkout's row lock opens it, so a request and its repeats (which reach
 * the same checkout) share one provider session. The session is built from the stored checkout,
 * so a repeat can open it as well as the request that wrote it. A provider failure cancels the
 * checkout and frees its slots (and its Idempotency-Key, so a retry may try again).
 */
export async function openPaymentSession(db: Db, gateway: PaymentGateway, checkoutId: string): Promise<{ checkoutId: string; url: string }> {
  let providerFailed = false;
  try {
    return await db.transaction(async (tx) => {
      const [checkout] = await tx
        .select({ status: checkouts.status, paymentUrl: checkouts.paymentUrl })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId))
        .for("update");
      if (checkout?.paymentUrl) return { checkoutId, url: checkout.paymentUrl };
      if (checkout?.status !== "open") throw new Error(`Checkout ${checkoutId} closed before its payment page opened`);
      const input = await sessionInput(tx, checkoutId);
      const session = await gateway.createSession(input).catch((error: unknown) => {
        providerFailed = true;
        throw error;
      });
      await tx.update(checkouts).set({ providerSessionId: session.sessionId, paymentUrl: session.url }).where(eq(checkouts.id, checkoutId));
      return { checkoutId, url: session.url };
    });
  } catch (error) {
    if (providerFailed) {
      await db.transaction(async (tx) => {
        await releaseCheckout(tx, checkoutId, "cancelled");
        await tx.update(checkouts).set({ idempotencyKey: null }).where(eq(checkouts.id, checkoutId));
      });
    }
    throw error;
  }
}

async function sessionInput(tx: DbOrTx, checkoutId: string): Promise<CreateGatewaySessionInput> {
  const [checkout] = await tx
    .select({
      kind: checkouts.kind,
      totalCents: checkouts.totalCents,
      successUrl: checkouts.successUrl,
      cancelUrl: checkouts.cancelUrl,
      expiresAt: checkouts.expiresAt,
      customerEmail: users.email,
    })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.studentId))
    .where(eq(checkouts.id, checkoutId));
  if (!checkout || !checkout.successUrl || !checkout.cancelUrl) throw new Error(`Checkout ${checkoutId} has no return pages`);
  const items = await tx
    .select({
      itemId: checkoutItems.id,
      description: checkoutItems.description,
      amountCents: checkoutItems.amountCents,
      platformFeeCents: checkoutItems.platformFeeCents,
      mentorId: checkoutItems.mentorId,
    })
    .from(checkoutItems)
    .leftJoin(meetings, eq(meetings.id, checkoutItems.meetingId))
    .where(eq(checkoutItems.checkoutId, checkoutId))
    .orderBy(meetings.startsAt, checkoutItems.id);
  const payoutAccounts = await readPayoutAccounts(tx, [...new Set(items.flatMap((item) => (item.mentorId ? [item.mentorId] : [])))]);
  return {
    checkoutId,
    kind: checkout.kind,
    currency: "usd",
    totalCents: checkout.totalCents,
    items: items.map((item) => ({ ...item, mentorStripeAccountId: item.mentorId ? (payoutAccounts.get(item.mentorId) ?? null) : null })),
    customerEmail: checkout.customerEmail,
    successUrl: checkout.successUrl,
    cancelUrl: checkout.cancelUrl,
    expiresAt: checkout.expiresAt,
  };
}

/** Mentors who can receive their share directly (a fully connected Stripe account; a local test account never goes to Stripe). */
async function readPayoutAccounts(db: DbOrTx, mentorIds: string[]): Promise<Map<string, string>> {
  if (mentorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: mentorProfiles.userId, accountId: mentorProfiles.stripeAccountId })
    .from(mentorProfiles)
    .where(and(inArray(mentorProfiles.userId, mentorIds), eq(mentorProfiles.stripeConnected, true)));
  return new Map(
    rows.flatMap((r) => {
      const accountId = transferableAccountId({ accountId: r.accountId, connected: true });
      return accountId ? [[r.id, accountId] as const] : [];
    }),
  );
}
