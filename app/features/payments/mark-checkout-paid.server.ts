import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { checkoutItems, checkouts, meetings, mentorPayouts, users } from "~/db/schema";
import { enqueueMeetingDelivery } from "~/features/meetings/meeting-jobs.server";
import type { Logger } from "~/lib/logger.server";
import { startRefund } from "./refunds.server";

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
  /** Paid for after the hold lapsed and the slot was booked by someone else: refunded (startRefund). */
  lostMeetingIds: string[];
}

/**
 * Records a payment: the checkout paid (a mock-exam purchase grants satAccess), its meetings paid
 * (a lapsed hold re-activated while its slot is still free, else refunded), the mentors' shares
 * recorded as pending, the affiliate sale recorded once, and meeting delivery queued. Run it
 * inside the transaction that records the event.
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
    })
    .from(checkoutItems)
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
    // The share waits for the session and its dispute window (releaseDuePayouts), except from a
    // destination charge made before decision 0021, which already sent it with the payment.
    await recordPayout(tx, item, checkout.provider === "stripe" && input.destinationCharge ? "transferred" : "pending");
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
  for (const meetingId of lost) {
    await startRefund(tx, { meetingId, reason: "slot_lost", status: "pending" });
  }
  if (lost.length > 0) {
    input.logger?.info(
      { checkoutId: input.checkoutId, meetingIds: lost },
      "refunding: paid after the hold lapsed and the slot was booked by someone else",
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

async function recordPayout(tx: DbOrTx, item: PayoutItem, status: "pending" | "transferred") {
  await tx
    .insert(mentorPayouts)
    .values({ ...payoutValues(item), status })
    .onConflictDoNothing({ target: mentorPayouts.checkoutItemId });
}

function payoutValues(item: PayoutItem) {
  return { mentorId: item.mentorId!, checkoutItemId: item.id, amountCents: item.mentorPayoutCents };
}
