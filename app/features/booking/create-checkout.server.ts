import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { pgConstraint, pgErrorCode, pgErrorCodes } from "~/db/errors";
import { checkoutItems, checkouts, meetings, users } from "~/db/schema";
import { releaseExpiredCheckouts } from "~/features/payments/release-expired-checkouts.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { CheckoutRequest, TakenSlot } from "./checkout-request";
import { findRepeatedCheckout, type RepeatKey } from "./find-repeated-checkout.server";
import { openPaymentSession } from "./open-payment-session.server";
import { planCheckoutMeetings, type PlannedMeeting } from "./plan-checkout-meetings.server";
import { createMockCheckout } from "./create-mock-checkout.server";
import { centsToDollars, priceBasket, splitCommission } from "./pricing";
import { releaseOwnOpenCheckouts } from "./release-own-open-checkouts.server";
import { requestFingerprint } from "./request-fingerprint.server";
import { HOLD_MINUTES, utcToEasternSlot } from "./slots";

/** 409: one or more requested slots are held or booked by someone else. */
export class SlotTakenError extends AppError {
  constructor(readonly slots: TakenSlot[]) {
    super("slot_taken");
  }
}

export interface CreateCheckoutInput {
  student: { id: string; email: string };
  request: CheckoutRequest;
  gateway: PaymentGateway;
  /** Absolute base URL for the return pages. */
  appUrl: string;
  now?: Date;
  /** Language of the line-item descriptions on the payment page. */
  locale?: Locale;
  /** The client's Idempotency-Key: the same key from the same student gets the same answer. */
  idempotencyKey?: string;
}

/**
 * Books the requested slots as 30-minute holds and opens a payment session for them: prices from
 * the database, the basket discount, every slot checked against the mentor's hours and the booking
 * window, then one transaction for the meetings, the checkout and its items. The partial unique
 * index refuses a slot someone else holds (SlotTakenError); the payment session is asked for only
 * after commit, and a failure there releases the holds again.
 *
 * The same request sent again by the same student (a double click, a retry after a network error,
 * the same Idempotency-Key) gets the same checkout and payment page back: the checkout's unique
 * indexes on the request's fingerprint and key collapse copies that arrive together.
 */
export async function createCheckout(db: Db, input: CreateCheckoutInput): Promise<{ checkoutId: string; url: string }> {
  const { student, request, gateway } = input;
  const now = input.now ?? new Date();
  await requireStudent(db, student.id);
  if (request.type === "mock") return createMockCheckout(db, { ...input, now });
  const planned = await planCheckoutMeetings(db, request, now);
  const repeat: RepeatKey = { studentId: student.id, fingerprint: requestFingerprint(request), idempotencyKey: input.idempotencyKey ?? null };

  // A copy that collided with another may find it gone by the time it looks (released meanwhile): try again.
  for (let attempt = 1; ; attempt++) {
    const earlier = await findRepeatedCheckout(db, repeat, { now });
    if (earlier) return openPaymentSession(db, gateway, earlier);
    const checkoutId = await holdSlots(db, input, planned, repeat, now).catch(async (error: unknown) => {
      if (attempt >= 3 || !isRepeatConflict(error)) throw error;
      return findRepeatedCheckout(db, repeat, { now, lapsed: true });
    });
    if (checkoutId) return openPaymentSession(db, gateway, checkoutId);
  }
}

/** Writes the checkout, its held meetings and its items; the new checkout's id. */
async function holdSlots(db: Db, input: CreateCheckoutInput, planned: PlannedMeeting[], repeat: RepeatKey, now: Date): Promise<string> {
  const { student, request, gateway } = input;
  // A lapsed hold on one of these slots would trip the unique index: end it first (the gateway
  // is asked, so a last-second payment keeps its meeting). So would the student's own unpaid
  // hold from a payment page they left: starting again replaces it (but not a copy of this request).
  const mentorSlots = planned.map((p) => ({ mentorId: p.mentor.id, startsAt: p.startsAt }));
  await releaseExpiredCheckouts(db, gateway, { now, mentorSlots });
  await releaseOwnOpenCheckouts(db, gateway, student.id, mentorSlots, repeat);

  const price = priceBasket(planned.map((p) => p.listPriceCents));
  const checkoutId = randomUUID();
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const appUrl = input.appUrl.replace(/\/+$/, "");
  const successUrl =
    request.type === "single_meeting"
      ? `${appUrl}/meeting-confirmation/${encodeURIComponent(request.meeting.mentorId)}?checkout=${checkoutId}`
      : `${appUrl}/purchase-confirmation?amount=${centsToDollars(price.totalCents)}&checkout=${checkoutId}`;
  const t = serverT(input.locale ?? "en");
  const items = planned.map((p, i) => {
    const amountCents = price.itemTotalsCents[i]!;
    const slot = utcToEasternSlot(p.startsAt);
    return {
      ...p,
      amountCents,
      ...splitCommission(amountCents),
      description: `${t(`sessionTypes.${p.request.sessionType}.title`)} · ${p.mentor.name} · ${slot.date} ${slot.time} ET`,
    };
  });

  try {
    await db.transaction(async (tx) => {
      // First, so that a copy of this request stops here, before it touches any slot.
      await tx.insert(checkouts).values({
        id: checkoutId,
        studentId: student.id,
        kind: request.type,
        status: "open",
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        provider: gateway.provider,
        successUrl,
        cancelUrl: `${appUrl}/mentors`,
        affiliateSource: request.affiliateSource ?? null,
        requestFingerprint: repeat.fingerprint,
        idempotencyKey: repeat.idempotencyKey,
        expiresAt: holdExpiresAt,
      });
      await tx.insert(meetings).values(
        items.map((item) => ({
          id: item.meetingId,
          mentorId: item.mentor.id,
          studentId: student.id,
          checkoutId,
          type: item.request.sessionType,
          startsAt: item.startsAt,
          status: "scheduled" as const,
          isPaid: false,
          holdExpiresAt,
          // What the student pays for this meeting, after its share of any basket discount.
          priceCents: item.amountCents,
          major: item.request.major,
          expectations: item.request.expectations,
        })),
      );
      await tx.insert(checkoutItems).values(
        items.map((item) => ({
          id: item.itemId,
          checkoutId,
          meetingId: item.meetingId,
          mentorId: item.mentor.id,
          description: item.description,
          amountCents: item.amountCents,
          platformFeeCents: item.platformFeeCents,
          mentorPayoutCents: item.mentorPayoutCents,
        })),
      );
      if (request.timeZone) await tx.update(users).set({ timeZone: request.timeZone }).where(eq(users.id, student.id));
    });
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation && pgConstraint(error) === "meetings_mentor_slot_active") {
      throw new SlotTakenError(await findTakenSlots(db, planned));
    }
    throw error;
  }
  return checkoutId;
}

export function isRepeatConflict(error: unknown): boolean {
  const constraint = pgConstraint(error);
  return pgErrorCode(error) === pgErrorCodes.uniqueViolation && (constraint === "checkouts_open_request" || constraint === "checkouts_idempotency_key");
}

async function requireStudent(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ role: users.role, disabled: users.disabled }).from(users).where(eq(users.id, userId));
  if (!user || user.disabled) throw new AppError("unauthorized");
  if (user.role !== "student") throw new AppError("forbidden");
}

/** Which of the requested slots an active meeting occupies now (all of them if the holder has gone meanwhile). */
async function findTakenSlots(db: Db, planned: PlannedMeeting[]): Promise<TakenSlot[]> {
  const rows = await db
    .select({ mentorId: meetings.mentorId, startsAt: meetings.startsAt })
    .from(meetings)
    .where(
      and(
        sql`${meetings.status} in ('scheduled', 'completed')`,
        or(...planned.map((p) => and(eq(meetings.mentorId, p.mentor.id), eq(meetings.startsAt, p.startsAt)))),
      ),
    );
  const taken = new Set(rows.map((r) => `${r.mentorId}@${r.startsAt.getTime()}`));
  const hit = planned.filter((p) => taken.has(`${p.mentor.id}@${p.startsAt.getTime()}`));
  return (hit.length > 0 ? hit : planned).map((p) => {
    const slot = utcToEasternSlot(p.startsAt);
    return { mentorId: p.mentor.id, date: slot.date, time: slot.time };
  });
}
