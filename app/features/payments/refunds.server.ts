import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "~/db/db.server";
import { checkoutItems, checkouts, mentorPayouts, refunds, type RefundReason } from "~/db/schema";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";

export const REFUND_PAYMENT_JOB = "refund-payment";

export interface StartRefundInput {
  meetingId: string;
  reason: RefundReason;
  /** "requested" waits for an admin (the guarantee); "pending" is sent to the gateway now. */
  status: "pending" | "requested";
  studentNote?: string;
}

export interface StartedRefund {
  id: string;
  amountCents: number;
}

/**
 * Opens the refund of a meeting's paid basket item, at what was paid for it (after any basket
 * discount). Run it in the transaction that changes the meeting. Null when nothing was paid for
 * the meeting or it already has a refund (one per meeting: a repeated request changes nothing).
 */
export async function startRefund(tx: DbOrTx, input: StartRefundInput): Promise<StartedRefund | null> {
  const [item] = await tx
    .select({ id: checkoutItems.id, amountCents: checkoutItems.amountCents, mentorId: checkoutItems.mentorId, studentId: checkouts.studentId })
    .from(checkoutItems)
    .innerJoin(checkouts, and(eq(checkouts.id, checkoutItems.checkoutId), eq(checkouts.status, "paid")))
    .where(eq(checkoutItems.meetingId, input.meetingId))
    .limit(1);
  if (!item?.mentorId) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      meetingId: input.meetingId,
      checkoutItemId: item.id,
      studentId: item.studentId,
      mentorId: item.mentorId,
      reason: input.reason,
      status: input.status,
      amountCents: item.amountCents,
      studentNote: input.studentNote ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id, amountCents: refunds.amountCents });
  if (!refund) return null;
  if (input.status === "pending") await queueRefund(tx, refund.id, item.id);
  return refund;
}

export interface RefundDecision {
  refundId: string;
  adminId: string;
  note: string | null;
  now: Date;
}

/** An admin's answer to a requested refund. False when it was no longer waiting (decided already). */
export async function decideRefund(tx: Tx, decision: RefundDecision & { approve: boolean }): Promise<boolean> {
  const [row] = await tx
    .update(refunds)
    .set({ status: decision.approve ? "pending" : "declined", decidedBy: decision.adminId, decidedAt: decision.now, decisionNote: decision.note })
    .where(and(eq(refunds.id, decision.refundId), eq(refunds.status, "requested")))
    .returning({ itemId: refunds.checkoutItemId });
  if (!row) return false;
  if (decision.approve) await queueRefund(tx, decision.refundId, row.itemId);
  return true;
}

// A share not yet paid is cancelled at once, so no sweep pays it meanwhile; one paid (or being
// paid) is reversed by the refund job.
async function queueRefund(tx: DbOrTx, refundId: string, itemId: string) {
  await tx
    .update(mentorPayouts)
    .set({ status: "cancelled" })
    .where(and(eq(mentorPayouts.checkoutItemId, itemId), inArray(mentorPayouts.status, ["pending", "owed"])));
  await enqueueJob(tx, { kind: REFUND_PAYMENT_JOB, payload: { refundId }, dedupeKey: `refund:${refundId}` });
}

export interface SendRefundOptions {
  now: Date;
  /** Run first in the transaction that records the refund (the job's claim). */
  fence?: (tx: DbOrTx) => Promise<void>;
  /** Queues what follows a refund (the student's email) in the same transaction. */
  onRefunded?: (tx: Tx, refundId: string) => Promise<void>;
}

/**
 * The `refund-payment` job: gives the money back through the gateway the checkout was paid on,
 * reversing the mentor's transfer first when the share was already sent. Exactly once: the
 * provider calls carry the refund's idempotency keys, and it is recorded only from pending.
 */
export async function sendRefund(db: Db, gateway: PaymentGateway, refundId: string, options: SendRefundOptions): Promise<"refunded" | "skipped"> {
  const [row] = await db
    .select({
      status: refunds.status,
      amountCents: refunds.amountCents,
      itemId: refunds.checkoutItemId,
      provider: checkouts.provider,
      providerPaymentId: checkouts.providerPaymentId,
      payoutStatus: mentorPayouts.status,
      payoutCents: mentorPayouts.amountCents,
      transferId: mentorPayouts.transferId,
    })
    .from(refunds)
    .innerJoin(checkoutItems, eq(checkoutItems.id, refunds.checkoutItemId))
    .innerJoin(checkouts, eq(checkouts.id, checkoutItems.checkoutId))
    .leftJoin(mentorPayouts, eq(mentorPayouts.checkoutItemId, refunds.checkoutItemId))
    .where(eq(refunds.id, refundId));
  if (row?.status !== "pending") return "skipped";
  // The job is retried with a growing delay until the transfer is recorded, then reverses it.
  if (row.payoutStatus === "transferring") throw new Error(`refund ${refundId}: the mentor's transfer is still being made`);
  if (row.provider !== gateway.provider) throw new Error(`refund ${refundId}: paid on ${row.provider}, but the app runs the ${gateway.provider} gateway`);
  if (!row.providerPaymentId) throw new Error(`refund ${refundId}: the checkout has no provider payment`);

  const transferred = row.payoutStatus === "transferred";
  const result = await gateway.refundPayment({
    refundId,
    paymentId: row.providerPaymentId,
    amountCents: row.amountCents,
    reverseTransfer: transferred && row.transferId ? { transferId: row.transferId, amountCents: row.payoutCents ?? 0 } : null,
    destinationCharge: transferred && !row.transferId,
  });

  return db.transaction(async (tx) => {
    await options.fence?.(tx);
    const [done] = await tx
      .update(refunds)
      .set({ status: "refunded", providerRefundId: result.providerRefundId, refundedAt: options.now })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning({ id: refunds.id });
    if (!done) return "skipped";
    await tx
      .update(mentorPayouts)
      .set(transferred ? { status: "reversed", reversalId: result.reversalId } : { status: "cancelled" })
      .where(and(eq(mentorPayouts.checkoutItemId, row.itemId), inArray(mentorPayouts.status, transferred ? ["transferred"] : ["pending", "owed"])));
    await options.onRefunded?.(tx, refundId);
    return "refunded";
  });
}
