import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { Db, DbOrTx } from "~/db/db.server";
import { checkouts, paymentEvents } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { markCheckoutPaid } from "./mark-checkout-paid.server";
import { releaseCheckout } from "./release-checkout.server";
import { markPayoutAccountConnected } from "./transfer-owed-payouts.server";

/** How old a signed event may be (the Stripe-Signature scheme's replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A webhook that is not from our provider or not readable: answered 400, nothing written. */
export class InvalidPaymentWebhookError extends Error {
  constructor(
    readonly reason: "signature" | "payload",
    options?: { cause?: unknown },
  ) {
    super(`Invalid payment webhook (${reason})`, options);
    this.name = "InvalidPaymentWebhookError";
  }
}

export interface ReceivePaymentWebhookInput {
  rawBody: string;
  /** The Stripe-Signature header. */
  signature: string | null;
  secret: string;
  now?: Date;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

export type WebhookOutcome = "paid" | "released" | "connected" | "unchanged" | "ignored" | "duplicate" | "refused";

export interface ReceivePaymentWebhookResult {
  eventId: string;
  type: string;
  outcome: WebhookOutcome;
  /** Meetings paid for whose slot was already taken again (see markCheckoutPaid). */
  refundNeededMeetingIds: string[];
}

// Loose: the whole event is kept in payment_events as received.
const eventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const sessionSchema = z.object({
  id: z.string(),
  payment_status: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  client_reference_id: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

// A Connect account's state (account.updated): connected once onboarding is done and it can take charges.
const connectAccountSchema = z.object({ id: z.string().min(1).max(255), details_submitted: z.boolean().nullish(), charges_enabled: z.boolean().nullish() });

type PaymentEvent = z.infer<typeof eventSchema>;
type CheckoutSession = z.infer<typeof sessionSchema>;

/**
 * Applies a signed payment event once. The event row and the state change share a transaction,
 * and the event's unique key makes a replay, sequential or concurrent, a no-op. Events may come
 * in any order: an expiry after the payment changes nothing, a payment after an expiry
 * re-activates the meetings whose slots are still free. A payment whose amount or currency is
 * not the checkout's is refused: logged as an error with the checkout id, nothing written.
 */
export async function receivePaymentWebhook(db: Db, input: ReceivePaymentWebhookInput): Promise<ReceivePaymentWebhookResult> {
  const now = input.now ?? new Date();
  const event = verifyEvent(input, now);
  const provider = event.id.startsWith("evt_local_") ? "local" : "stripe";

  return db.transaction(async (tx) => {
    const result = { eventId: event.id, type: event.type, refundNeededMeetingIds: [] as string[] };
    const target = await resolveEvent(tx, event, input.logger);
    if (target.outcome) return { ...result, outcome: target.outcome };

    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, payload: event })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return { ...result, outcome: "duplicate" as const };

    const applied = target.checkout
      ? await applyEvent(tx, target.checkout, { now, logger: input.logger })
      : { outcome: event.type === "account.updated" ? await applyAccountUpdate(tx, event) : ("ignored" as const), refundNeededMeetingIds: [] };
    const payload = applied.refundNeededMeetingIds.length > 0 ? { ...event, refundNeededMeetingIds: applied.refundNeededMeetingIds } : event;
    await tx.update(paymentEvents).set({ processedAt: now, payload }).where(eq(paymentEvents.id, recorded.id));
    return { ...result, ...applied };
  });
}

function verifyEvent(input: ReceivePaymentWebhookInput, now: Date): PaymentEvent {
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(input.rawBody, input.signature ?? "", input.secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? "signature" : "payload";
    throw new InvalidPaymentWebhookError(reason, { cause: error });
  }
  // Stripe's check only bounds the age; a signature dated in the future would outlive the window.
  if (signedAt(input.signature ?? "") > now.getTime() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw new InvalidPaymentWebhookError("signature");
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) throw new InvalidPaymentWebhookError("payload", { cause: event.error });
  return event.data;
}

/** The header's timestamp in seconds, read as Stripe's verification reads it (the last `t=`). */
function signedAt(header: string): number {
  let timestamp = -1;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") timestamp = parseInt(value ?? "", 10);
  }
  return timestamp;
}

interface EventCheckout {
  id: string;
  kind: "paid" | "release";
  session: CheckoutSession;
}

/** The checkout an event is about, or the outcome when there is nothing to apply. */
async function resolveEvent(
  tx: DbOrTx,
  event: PaymentEvent,
  logger: ReceivePaymentWebhookInput["logger"],
): Promise<{ checkout?: EventCheckout; outcome?: "refused" }> {
  const kind = eventKind(event);
  if (kind === "other") return {};
  const session = sessionSchema.safeParse(event.data.object);
  const checkout = session.success ? await checkoutOf(tx, session.data) : null;
  if (!session.success || !checkout) {
    logger?.warn({ eventId: event.id, type: event.type }, "payment event for an unknown checkout ignored");
    return {};
  }
  if (kind === "paid") {
    const paid = { amountCents: session.data.amount_total ?? null, currency: session.data.currency?.toLowerCase() ?? null };
    if (paid.amountCents !== checkout.totalCents || paid.currency !== checkout.currency) {
      logger?.error(
        { eventId: event.id, checkoutId: checkout.id, expected: { amountCents: checkout.totalCents, currency: checkout.currency }, paid },
        "payment refused: its amount or currency is not the checkout's",
      );
      return { outcome: "refused" };
    }
  }
  return { checkout: { id: checkout.id, kind, session: session.data } };
}

async function applyEvent(
  tx: DbOrTx,
  checkout: EventCheckout,
  { now, logger }: { now: Date; logger?: ReceivePaymentWebhookInput["logger"] },
): Promise<{ outcome: WebhookOutcome; refundNeededMeetingIds: string[] }> {
  if (checkout.kind === "release") {
    return { outcome: (await releaseCheckout(tx, checkout.id, "expired")) ? "released" : "unchanged", refundNeededMeetingIds: [] };
  }
  const intent = checkout.session.payment_intent;
  const paid = await markCheckoutPaid(tx, {
    checkoutId: checkout.id,
    providerPaymentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    destinationCharge: checkout.session.metadata?.connect === "destination",
    now,
    logger,
  });
  return { outcome: paid.changed ? "paid" : "unchanged", refundNeededMeetingIds: paid.lostMeetingIds };
}

async function applyAccountUpdate(tx: DbOrTx, event: PaymentEvent): Promise<WebhookOutcome> {
  const account = connectAccountSchema.safeParse(event.data.object);
  if (!account.success || !account.data.details_submitted || !account.data.charges_enabled) return "ignored";
  return (await markPayoutAccountConnected(tx, { accountId: account.data.id })) ? "connected" : "unchanged";
}

function eventKind(event: PaymentEvent): "paid" | "release" | "other" {
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      return event.data.object.payment_status === "paid" ? "paid" : "other";
    case "checkout.session.async_payment_succeeded":
      return "paid";
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return "release";
    default:
      return "other";
  }
}

async function checkoutOf(tx: DbOrTx, session: CheckoutSession) {
  const claimed = z.uuid().safeParse(session.metadata?.checkoutId ?? session.client_reference_id);
  const [row] = await tx
    .select({ id: checkouts.id, totalCents: checkouts.totalCents, currency: checkouts.currency })
    .from(checkouts)
    .where(claimed.success ? eq(checkouts.id, claimed.data) : eq(checkouts.providerSessionId, session.id));
  return row ?? null;
}
