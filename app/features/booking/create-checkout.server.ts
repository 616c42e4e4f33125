import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { pgConstraint, pgErrorCode, pgErrorCodes } from "~/db/errors";
import { checkoutItems, checkouts, meetings, mentorProfiles, users } from "~/db/schema";
import { releaseCheckout } from "~/features/payments/release-checkout.server";
import { releaseExpiredCheckouts } from "~/features/payments/release-expired-checkouts.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { CheckoutRequest, TakenSlot } from "./checkout-request";
import { planCheckoutMeetings, type PlannedMeeting } from "./plan-checkout-meetings.server";
import { centsToDollars, priceBasket, splitCommission } from "./pricing";
import { releaseOwnOpenCheckouts } from "./release-own-open-checkouts.server";
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
}

/**
 * Books the requested slots as 30-minute holds and opens a payment session for them: prices from
 * the database, the basket discount, every slot checked against the mentor's hours and the booking
 * window, then one transaction for the meetings, the checkout and its items. The partial unique
 * index refuses a slot someone else holds (SlotTakenError); the payment session is asked for only
 * after commit, and a failure there releases the holds again.
 */
export async function createCheckout(db: Db, input: CreateCheckoutInput): Promise<{ checkoutId: string; url: string }> {
  const { student, request, gateway } = input;
  const now = input.now ?? new Date();
  await requireStudent(db, student.id);
  const planned = await planCheckoutMeetings(db, request, now);

  // A lapsed hold on one of these slots would trip the unique index: end it first (the gateway
  // is asked, so a last-second payment keeps its meeting). So would the student's own unpaid
  // hold from a payment page they left: starting again replaces it.
  const mentorSlots = planned.map((p) => ({ mentorId: p.mentor.id, startsAt: p.startsAt }));
  await releaseExpiredCheckouts(db, gateway, { now, mentorSlots });
  await releaseOwnOpenCheckouts(db, gateway, student.id, mentorSlots);

  const price = priceBasket(planned.map((p) => p.listPriceCents));
  const checkoutId = randomUUID();
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const appUrl = input.appUrl.replace(/\/+$/, "");
  const successUrl =
    request.type === "single_meeting"
      ? `${appUrl}/meeting-confirmation/${encodeURIComponent(request.meeting.mentorId)}?checkout=${checkoutId}`
      : `${appUrl}/purchase-confirmation?amount=${centsToDollars(price.totalCents)}&checkout=${checkoutId}`;
  const cancelUrl = `${appUrl}/mentors`;
  const t = serverT(input.locale ?? "en", "booking");
  const items = planned.map((p, i) => {
    const amountCents = price.itemTotalsCents[i]!;
    const slot = utcToEasternSlot(p.startsAt);
    return {
      ...p,
      amountCents,
      ...splitCommission(amountCents),
      description: `${t(`types.${p.request.sessionType}.title`)} · ${p.mentor.name} · ${slot.date} ${slot.time} ET`,
    };
  });

  let payoutAccounts: Map<string, string>;
  try {
    payoutAccounts = await db.transaction(async (tx) => {
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
        cancelUrl,
        affiliateSource: request.affiliateSource ?? null,
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
      return readPayoutAccounts(tx, [...new Set(items.map((item) => item.mentor.id))]);
    });
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation && pgConstraint(error) === "meetings_mentor_slot_active") {
      throw new SlotTakenError(await findTakenSlots(db, planned));
    }
    throw error;
  }

  let session;
  try {
    session = await gateway.createSession({
      checkoutId,
      kind: request.type,
      currency: "usd",
      totalCents: price.totalCents,
      items: items.map((item) => ({
        itemId: item.itemId,
        description: item.description,
        amountCents: item.amountCents,
        platformFeeCents: item.platformFeeCents,
        mentorId: item.mentor.id,
        mentorStripeAccountId: payoutAccounts.get(item.mentor.id) ?? null,
      })),
      customerEmail: student.email,
      successUrl,
      cancelUrl,
      expiresAt: holdExpiresAt,
    });
  } catch (error) {
    await db.transaction((tx) => releaseCheckout(tx, checkoutId, "cancelled"));
    throw error;
  }
  await db.update(checkouts).set({ providerSessionId: session.sessionId }).where(eq(checkouts.id, checkoutId));
  return { checkoutId, url: session.url };
}

async function requireStudent(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ role: users.role, disabled: users.disabled }).from(users).where(eq(users.id, userId));
  if (!user || user.disabled) throw new AppError("unauthorized");
  if (user.role !== "student") throw new AppError("forbidden");
}

/** Mentors who can receive their share directly (a fully connected payment account). */
async function readPayoutAccounts(db: DbOrTx, mentorIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: mentorProfiles.userId, accountId: mentorProfiles.stripeAccountId })
    .from(mentorProfiles)
    .where(and(inArray(mentorProfiles.userId, mentorIds), eq(mentorProfiles.stripeConnected, true)));
  return new Map(rows.flatMap((r) => (r.accountId ? [[r.id, r.accountId] as const] : [])));
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
