import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { checkoutItems, checkouts, mentorPayouts, mentorProfiles } from "~/db/schema";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { sendMentorPayout } from "./send-mentor-payout.server";

export const TRANSFER_OWED_PAYOUTS_JOB = "transfer-owed-payouts";

/**
 * Marks the mentor's own Stripe account connected (onboarding finished) and, when that changed it,
 * queues the transfer of what the mentor was owed before. Run inside the caller's transaction.
 */
export async function markPayoutAccountConnected(tx: DbOrTx, input: { accountId: string; mentorId?: string }): Promise<boolean> {
  const [row] = await tx
    .update(mentorProfiles)
    .set({ stripeConnected: true })
    .where(
      and(
        eq(mentorProfiles.stripeAccountId, input.accountId),
        eq(mentorProfiles.stripeConnected, false),
        ...(input.mentorId ? [eq(mentorProfiles.userId, input.mentorId)] : []),
      ),
    )
    .returning({ mentorId: mentorProfiles.userId });
  if (!row) return false;
  await enqueueJob(tx, { kind: TRANSFER_OWED_PAYOUTS_JOB, payload: { mentorId: row.mentorId }, dedupeKey: `owed:${row.mentorId}:${input.accountId}` });
  return true;
}

/**
 * The `transfer-owed-payouts` job: sends each share owed to a now connected mentor, funded from
 * the Stripe payment it came from, one `sendMentorPayout` each (exactly once: the item's
 * idempotency key). Shares of local test payments have no Stripe charge to fund them and stay owed.
 */
export async function transferOwedPayouts(db: Db, gateway: PaymentGateway, mentorId: string): Promise<number> {
  if (gateway.provider !== "stripe") return 0;
  const owed = await db
    .select({ itemId: mentorPayouts.checkoutItemId })
    .from(mentorPayouts)
    .innerJoin(checkoutItems, eq(checkoutItems.id, mentorPayouts.checkoutItemId))
    .innerJoin(checkouts, and(eq(checkouts.id, checkoutItems.checkoutId), eq(checkouts.provider, "stripe"), eq(checkouts.status, "paid")))
    .where(and(eq(mentorPayouts.mentorId, mentorId), eq(mentorPayouts.status, "owed")))
    .orderBy(mentorPayouts.createdAt, mentorPayouts.id);
  let sent = 0;
  for (const payout of owed) {
    if ((await sendMentorPayout(db, gateway, payout.itemId)) === "transferred") sent += 1;
  }
  return sent;
}
