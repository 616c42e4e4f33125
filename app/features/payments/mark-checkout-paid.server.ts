import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { checkoutItems, checkouts, meetings, mentorPayouts, mentorProfiles, users } from "~/db/schema";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import { enqueueMeetingDelivery } from "~/features/meetings/meeting-jobs.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { transferableAccountId } from "./payout-account.server";

export const TRANSFER_MENTOR_PAYOUT_JOB = "transfer-mentor-payout";

export interface MarkCheckoutPaidInput {
  checkoutId: string;
  /** The provider's payment (Stripe PaymentIntent id); funds the per-mentor transfers. */
  providerPaymentId: string | null;
  /** The payment already sent the mentor's share on (a Connect destination charge). */
  destinationCharge?: boolean;
  now?: Date;
  logger?: Pick<Logger, "info" | "error">;
}

export interface MarkCheckoutPaidResult {
  /** False when the checkout was already paid or is unknown: nothing was changed. */
  changed: boolean;
  paidMeetingIds: string[];
  /** Paid for after the hold lapsed and the slot was booked by someone else: a refund is needed. */
  lostMeetingIds: string[];
}

/**
 * Records a payment: the checkout paid (a mock-exam purchase grants satAccess), its meetings paid (a lapsed hold re-activated while its
 * slot is still free), the mentors' shares recorded or queued for transfer, the affiliate sale
 * recorded once, and meeting delivery queued. Run it inside the transaction that records the event.
 */
export async function markCheckoutPaid(tx: DbOrTx, input: MarkCheckoutPaidInput): Promise<MarkCheckoutPaidResult> {
  const now = input.now ?? new Date();
  const unchanged = { changed: false, paidMeetingIds: [], lostMeetingIds: [] };
  const [checkout] = await tx
    .select({
      status: checkouts.status,
      kind: checkouts.kind,
      studentId: checkouts.studentId,
      provider: checkouts.provider,
      totalCents: checkouts.totalCents,
      affiliateSource: checkouts.affiliateSource,
      affiliateReportedAt: checkouts.affiliateReportedAt,
    })
    .from(checkouts)
    .where(eq(checkouts.id, input.checkoutId))
    .for("update");
  if (!checkout || checkout.status === "paid") return unchanged;

  const items = await tx
    .select({
      id: checkoutItems.id,
      meetingId: checkoutItems.meetingId,
      mentorId: checkoutItems.mentorId,
      mentorPayoutCents: checkoutItems.mentorPayoutCents,
      stripeAccountId: mentorProfiles.stripeAccountId,
      stripeConnected: mentorProfiles.stripeConnected,
    })
    .from(checkoutItems)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, checkoutItems.mentorId))
    .where(eq(checkoutItems.checkoutId, input.checkoutId))
    .orderBy(checkoutItems.createdAt, checkoutItems.id);

  const { paid, lost } = await payMeetings(tx, items.flatMap((i) => (i.meetingId ? [i.meetingId] : [])));
  await tx
    .update(checkouts)
    .set({ status: "paid", paidAt: now, providerPaymentId: input.providerPaymentId })
    .where(eq(checkouts.id, input.checkoutId));

  if (checkout.kind === "mock") {
    // Lifetime access to the mock exams, granted once: a replayed event finds the checkout paid.
    await tx
      .update(users)
      .set({ satAccess: true, satPurchaseDate: now, updatedAt: now })
      .where(and(eq(users.id, checkout.studentId), eq(users.satAccess, false)));
  }

  for (const item of items) {
    if (!item.mentorId || (item.meetingId && !paid.has(item.meetingId))) continue;
    const connected = transferableAccountId({ accountId: item.stripeAccountId, connected: item.stripeConnected }) !== null;
    if (checkout.provider === "stripe" && input.destinationCharge) {
      await recordPayout(tx, item, "transferred");
    } else if (checkout.provider === "stripe" && connected) {
      await enqueueJob(tx, { kind: TRANSFER_MENTOR_PAYOUT_JOB, payload: { itemId: item.id }, dedupeKey: `transfer:${item.id}` });
    } else {
      await recordPayout(tx, item, "owed");
    }
  }

  if (checkout.affiliateSource && !checkout.affiliateReportedAt) {
    await tx.update(checkouts).set({ affiliateReportedAt: now }).where(eq(checkouts.id, input.checkoutId));
    input.logger?.info(
      { checkoutId: input.checkoutId, affiliateSource: checkout.affiliateSource, amountCents: checkout.totalCents },
      "affiliate conversion",
    );
  }

  for (const meetingId of paid) {
    await enqueueMeetingDelivery(tx, meetingId);
  }
  if (lost.length > 0) {
    input.logger?.error(
      { checkoutId: input.checkoutId, meetingIds: lost },
      "refund needed: paid after the hold lapsed and the slot was booked by someone else",
    );
  }
  return { changed: true, paidMeetingIds: [...paid], lostMeetingIds: lost };
}

async function payMeetings(tx: DbOrTx, meetingIds: string[]) {
  const paid = new Set<string>();
  const lost: string[] = [];
  if (meetingIds.length === 0) return { paid, lost };
  const rows = await tx
    .select({ id: meetings.id, status: meetings.status, isPaid: meetings.isPaid })
    .from(meetings)
    .where(inArray(meetings.id, meetingIds))
    .orderBy(meetings.startsAt, meetings.id);
  for (const meeting of rows) {
    if (meeting.isPaid) {
      paid.add(meeting.id);
    } else if (meeting.status === "scheduled") {
      await tx.update(meetings).set({ isPaid: true, holdExpiresAt: null }).where(eq(meetings.id, meeting.id));
      paid.add(meeting.id);
    } else if (await reactivate(tx, meeting.id)) {
      paid.add(meeting.id);
    } else {
      lost.push(meeting.id);
    }
  }
  return { paid, lost };
}

/** A released hold becomes a paid meeting again, unless its slot was booked meanwhile. */
async function reactivate(tx: DbOrTx, meetingId: string): Promise<boolean> {
  try {
    // A savepoint: the unique index refusing the slot must not abort the whole payment.
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(meetings)
        .set({ status: "scheduled", isPaid: true, holdExpiresAt: null })
        .where(and(eq(meetings.id, meetingId), inArray(meetings.status, ["expired", "cancelled"])));
    });
    return true;
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) return false;
    throw error;
  }
}

interface PayoutItem {
  id: string;
  mentorId: string | null;
  mentorPayoutCents: number;
}

async function recordPayout(tx: DbOrTx, item: PayoutItem, status: "owed" | "transferred") {
  await tx
    .insert(mentorPayouts)
    .values({ ...payoutValues(item), status })
    .onConflictDoNothing({ target: mentorPayouts.checkoutItemId });
}

/**
 * The `transfer-mentor-payout` job: sends one basket item's mentor share to the mentor's
 * connected account. Safe to repeat: a recorded payout is never sent again, and the provider
 * call carries the item's idempotency key.
 */
export async function transferMentorPayout(db: Db, gateway: PaymentGateway, itemId: string): Promise<"transferred" | "owed" | "skipped"> {
  const [row] = await db
    .select({
      checkoutId: checkoutItems.checkoutId,
      mentorId: checkoutItems.mentorId,
      mentorPayoutCents: checkoutItems.mentorPayoutCents,
      checkoutStatus: checkouts.status,
      providerPaymentId: checkouts.providerPaymentId,
      stripeAccountId: mentorProfiles.stripeAccountId,
      stripeConnected: mentorProfiles.stripeConnected,
      payoutStatus: mentorPayouts.status,
    })
    .from(checkoutItems)
    .innerJoin(checkouts, eq(checkouts.id, checkoutItems.checkoutId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, checkoutItems.mentorId))
    .leftJoin(mentorPayouts, eq(mentorPayouts.checkoutItemId, checkoutItems.id))
    .where(eq(checkoutItems.id, itemId));
  if (!row?.mentorId || row.checkoutStatus !== "paid" || row.payoutStatus) return "skipped";

  const item = { id: itemId, mentorId: row.mentorId, mentorPayoutCents: row.mentorPayoutCents };
  const destinationAccountId = transferableAccountId({ accountId: row.stripeAccountId, connected: row.stripeConnected });
  if (!destinationAccountId || gateway.provider !== "stripe") {
    // The mentor disconnected since the payment: pay them by hand later.
    await recordPayout(db, item, "owed");
    return "owed";
  }
  if (!row.providerPaymentId) throw new Error(`Checkout ${row.checkoutId} has no provider payment to fund transfers`);

  const { transferId } = await gateway.transferToMentor({
    itemId,
    amountCents: row.mentorPayoutCents,
    destinationAccountId,
    sourcePaymentId: row.providerPaymentId,
    checkoutId: row.checkoutId,
  });
  await db
    .insert(mentorPayouts)
    .values({ ...payoutValues(item), status: "transferred", transferId })
    .onConflictDoUpdate({ target: mentorPayouts.checkoutItemId, set: { status: "transferred", transferId } });
  return "transferred";
}

function payoutValues(item: PayoutItem) {
  return { mentorId: item.mentorId!, checkoutItemId: item.id, amountCents: item.mentorPayoutCents };
}
