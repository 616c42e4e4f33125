import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { checkouts, meetings } from "~/db/schema";

export type ReleaseReason = "expired" | "cancelled";

/**
 * Ends an open checkout and frees the slots its unpaid meetings held. Run it inside a
 * transaction. Returns false (and changes nothing) when the checkout is not open any more:
 * already paid, released, or unknown.
 */
export async function releaseCheckout(tx: DbOrTx, checkoutId: string, reason: ReleaseReason): Promise<boolean> {
  // The row lock orders this against a concurrent payment of the same checkout.
  const [checkout] = await tx
    .select({ status: checkouts.status })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId))
    .for("update");
  if (checkout?.status !== "open") return false;

  await tx.update(checkouts).set({ status: reason }).where(eq(checkouts.id, checkoutId));
  await tx
    .update(meetings)
    .set({ status: reason, holdExpiresAt: null })
    .where(and(eq(meetings.checkoutId, checkoutId), eq(meetings.isPaid, false), eq(meetings.status, "scheduled")));
  return true;
}
