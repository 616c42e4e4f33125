import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, users } from "~/db/schema";
import type { SessionType } from "~/lib/session-types";
import type { Logger } from "~/lib/logger.server";
import { shortName } from "~/lib/names";
import { receivePaymentWebhook } from "./receive-payment-webhook.server";

export const PAYMENT_TIME_ZONE = "America/New_York";

export interface LocalPaymentItem {
  mentorName: string;
  sessionType: SessionType | null;
  description: string;
  /** UTC ISO instant, or null for an item that is not a meeting. */
  startsAt: string | null;
  amountCents: number;
}

export interface LocalPayment {
  checkoutId: string;
  status: "open" | "paid" | "expired" | "cancelled";
  /** Open and not past its hold: the test page offers to pay. */
  payable: boolean;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  items: LocalPaymentItem[];
}

/** The local test checkout behind a session id, for its own student only (null otherwise). */
export async function getLocalPayment(db: Db, sessionId: string, studentId: string, now = new Date()): Promise<LocalPayment | null> {
  const [checkout] = await db
    .select({
      id: checkouts.id,
      status: checkouts.status,
      subtotalCents: checkouts.subtotalCents,
      discountCents: checkouts.discountCents,
      totalCents: checkouts.totalCents,
      successUrl: checkouts.successUrl,
      cancelUrl: checkouts.cancelUrl,
      expiresAt: checkouts.expiresAt,
    })
    .from(checkouts)
    .where(and(eq(checkouts.providerSessionId, sessionId), eq(checkouts.provider, "local"), eq(checkouts.studentId, studentId)));
  if (!checkout) return null;

  const items = await db
    .select({
      mentorName: users.name,
      sessionType: meetings.type,
      description: checkoutItems.description,
      startsAt: meetings.startsAt,
      amountCents: checkoutItems.amountCents,
    })
    .from(checkoutItems)
    .leftJoin(meetings, eq(meetings.id, checkoutItems.meetingId))
    .leftJoin(users, eq(users.id, checkoutItems.mentorId))
    .where(eq(checkoutItems.checkoutId, checkout.id))
    .orderBy(meetings.startsAt, checkoutItems.id);

  return {
    checkoutId: checkout.id,
    status: checkout.status,
    payable: checkout.status === "open" && checkout.expiresAt > now,
    subtotalCents: checkout.subtotalCents,
    discountCents: checkout.discountCents,
    totalCents: checkout.totalCents,
    successUrl: checkout.successUrl ?? "/student-dashboard",
    cancelUrl: checkout.cancelUrl ?? "/mentors",
    items: items.map((item) => ({
      mentorName: item.mentorName ? shortName(item.mentorName) : "",
      sessionType: item.sessionType,
      description: item.description,
      startsAt: item.startsAt?.toISOString() ?? null,
      amountCents: item.amountCents,
    })),
  };
}

export interface SettleLocalPaymentInput {
  sessionId: string;
  studentId: string;
  outcome: "pay" | "cancel";
  webhookSecret: string;
  now?: Date;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

/**
 * The student's choice on the test page, reported the way Stripe would: a signed
 * checkout.session event through the same verified webhook handler. Returns where the
 * student goes next, or null when the checkout is not theirs.
 */
export async function settleLocalPayment(db: Db, input: SettleLocalPaymentInput): Promise<{ redirectTo: string; jobsQueued: boolean } | null> {
  const now = input.now ?? new Date();
  const payment = await getLocalPayment(db, input.sessionId, input.studentId, now);
  if (!payment) return null;
  if (payment.status === "paid") return { redirectTo: payment.successUrl, jobsQueued: false };
  // Like a lapsed Stripe session: no more payment, and nothing left to cancel.
  if (!payment.payable) return { redirectTo: payment.cancelUrl, jobsQueued: false };

  const pay = input.outcome === "pay";
  const event = {
    id: `evt_local_${randomBytes(16).toString("hex")}`,
    object: "event",
    type: pay ? "checkout.session.completed" : "checkout.session.expired",
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: input.sessionId,
        object: "checkout.session",
        payment_status: pay ? "paid" : "unpaid",
        status: pay ? "complete" : "expired",
        amount_total: payment.totalCents,
        currency: "usd",
        client_reference_id: payment.checkoutId,
        metadata: { checkoutId: payment.checkoutId },
        payment_intent: pay ? `pi_local_${randomBytes(16).toString("hex")}` : null,
      },
    },
  };
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret: input.webhookSecret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
  const result = await receivePaymentWebhook(db, { rawBody, signature, secret: input.webhookSecret, now, logger: input.logger });
  return { redirectTo: pay ? payment.successUrl : payment.cancelUrl, jobsQueued: result.outcome === "paid" };
}
