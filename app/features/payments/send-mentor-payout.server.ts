import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, mentorPayouts, mentorProfiles, type PayoutStatus } from "~/db/schema";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { transferableAccountId } from "./payout-account.server";

export const TRANSFER_MENTOR_PAYOUT_JOB = "transfer-mentor-payout";

const sendable: PayoutStatus[] = ["pending", "owed"];
// A claim left "transferring" this long by a run that died is taken again: the provider call
// carries the item's idempotency key, so the retry sends nothing twice.
const STALE_CLAIM_MS = 5 * 60_000;

export type SendPayoutOutcome = "transferred" | "owed" | "skipped";

/**
 * The `transfer-mentor-payout` job: sends one basket item's mentor share to the mentor's connected
 * Stripe account, or records it as owed until they connect one (also every share of a local test
 * payment). The payout is claimed ("transferring") before the provider is called, so a refund
 * that starts meanwhile waits for the transfer and reverses it instead of missing it.
 */
export async function sendMentorPayout(db: Db, gateway: PaymentGateway, itemId: string, now = new Date()): Promise<SendPayoutOutcome> {
  const [row] = await db
    .select({
      checkoutId: checkoutItems.checkoutId,
      amountCents: mentorPayouts.amountCents,
      status: mentorPayouts.status,
      provider: checkouts.provider,
      providerPaymentId: checkouts.providerPaymentId,
      accountId: mentorProfiles.stripeAccountId,
      connected: mentorProfiles.stripeConnected,
    })
    .from(mentorPayouts)
    .innerJoin(checkoutItems, eq(checkoutItems.id, mentorPayouts.checkoutItemId))
    .innerJoin(checkouts, and(eq(checkouts.id, checkoutItems.checkoutId), eq(checkouts.status, "paid")))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, mentorPayouts.mentorId))
    .where(eq(mentorPayouts.checkoutItemId, itemId));
  if (!row || !(sendable.includes(row.status) || row.status === "transferring")) return "skipped";

  const destinationAccountId = transferableAccountId({ accountId: row.accountId, connected: row.connected });
  if (!destinationAccountId || gateway.provider !== "stripe" || row.provider !== "stripe" || !row.providerPaymentId) {
    const owed = await setStatus(db, itemId, ["pending", "transferring"], { status: "owed" });
    return owed ? "owed" : "skipped";
  }
  if (!(await claim(db, itemId, now))) return "skipped";

  let transferId: string;
  try {
    ({ transferId } = await gateway.transferToMentor({
      itemId,
      amountCents: row.amountCents,
      destinationAccountId,
      sourcePaymentId: row.providerPaymentId,
      checkoutId: row.checkoutId,
    }));
  } catch (error) {
    // Nothing was sent: the share is owed again, and the job's retry (or the mentor's next
    // connection) sends it.
    await setStatus(db, itemId, ["transferring"], { status: "owed" });
    throw error;
  }
  await setStatus(db, itemId, ["transferring"], { status: "transferred", transferId, paidAt: now });
  return "transferred";
}

/** Takes the payout for this run; one run at a time (the row's lock re-checks the condition). */
async function claim(db: Db, itemId: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const rows = await db
    .update(mentorPayouts)
    .set({ status: "transferring", updatedAt: now })
    .where(
      and(
        eq(mentorPayouts.checkoutItemId, itemId),
        or(inArray(mentorPayouts.status, sendable), and(eq(mentorPayouts.status, "transferring"), lt(mentorPayouts.updatedAt, staleBefore))),
      ),
    )
    .returning({ id: mentorPayouts.id });
  return rows.length > 0;
}

async function setStatus(
  db: Db,
  itemId: string,
  from: PayoutStatus[],
  set: { status: PayoutStatus; transferId?: string; paidAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(mentorPayouts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(mentorPayouts.checkoutItemId, itemId), inArray(mentorPayouts.status, from)))
    .returning({ id: mentorPayouts.id });
  return rows.length > 0;
}
