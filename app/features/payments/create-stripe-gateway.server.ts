import Stripe from "stripe";
import type { CreateGatewaySessionInput, PaymentGateway } from "~/lib/payment-gateway.server";

// Stripe refuses a Checkout Session that expires sooner than 30 minutes or later than 24 hours
// from now; the margin covers the time the request takes.
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 3_600_000 - 60_000;

/** How the mentor's share travels, echoed back in the session's metadata (signed events carry it). */
export type ConnectMode = "destination" | "transfers" | "none";

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API host, e.g. stripe-mock or a test server: "http://127.0.0.1:12111". */
  apiBase?: string;
  now?: () => Date;
}

export function createStripeClient({ secretKey, apiBase }: Pick<StripeGatewayOptions, "secretKey" | "apiBase">): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  const now = options.now ?? (() => new Date());
  return {
    provider: "stripe",
    async createSession(input) {
      const session = await stripe.checkout.sessions.create(sessionParams(input, now()), {
        idempotencyKey: `checkout:${input.checkoutId}`,
      });
      if (!session.url) throw new Error(`Stripe returned no URL for checkout ${input.checkoutId}`);
      return { provider: "stripe", sessionId: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.expire(sessionId);
        return session.status === "complete" ? "paid" : "expired";
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: ask what became of it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === "complete") return "paid";
        if (session.status === "expired") return "expired";
        throw error;
      }
    },
    async transferToMentor(input) {
      const sourceTransaction = await chargeOf(stripe, input.sourcePaymentId);
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: "usd",
          destination: input.destinationAccountId,
          // Funded from this payment, so it goes out even before the funds are available.
          source_transaction: sourceTransaction,
          transfer_group: input.checkoutId,
          metadata: { checkoutId: input.checkoutId, itemId: input.itemId },
        },
        { idempotencyKey: `transfer:${input.itemId}` },
      );
      return { transferId: transfer.id };
    },
    async refundPayment(input) {
      const metadata = { refundId: input.refundId };
      const reversal = input.reverseTransfer
        ? await stripe.transfers.createReversal(
            input.reverseTransfer.transferId,
            { amount: input.reverseTransfer.amountCents, metadata },
            { idempotencyKey: `reversal:${input.refundId}` },
          )
        : null;
      const refund = await stripe.refunds.create(
        {
          ...(input.paymentId.startsWith("pi_") ? { payment_intent: input.paymentId } : { charge: input.paymentId }),
          amount: input.amountCents,
          metadata,
          ...(input.destinationCharge && { reverse_transfer: true, refund_application_fee: true }),
        },
        { idempotencyKey: `refund:${input.refundId}` },
      );
      return { providerRefundId: refund.id, reversalId: reversal?.id ?? null };
    },
  };
}

/**
 * Meetings are separate charges and transfers: the mentor's share is sent once the session is
 * completed and its dispute window has passed (decision 0021), never with the payment.
 */
export function connectModeOf(input: CreateGatewaySessionInput): ConnectMode {
  return input.kind === "mock" ? "none" : "transfers";
}

function sessionParams(input: CreateGatewaySessionInput, now: Date): Stripe.Checkout.SessionCreateParams {
  const itemsTotal = input.items.reduce((sum, item) => sum + item.amountCents, 0);
  if (itemsTotal !== input.totalCents) {
    throw new Error(`Checkout ${input.checkoutId}: items sum to ${itemsTotal} cents, total is ${input.totalCents}`);
  }
  const connect = connectModeOf(input);
  const expiresAt = Math.min(Math.max(input.expiresAt.getTime(), now.getTime() + MIN_SESSION_MS), now.getTime() + MAX_SESSION_MS);
  const metadata = { checkoutId: input.checkoutId, connect };
  const single = input.items[0]!;
  return {
    mode: "payment",
    line_items: input.items.map((item) => ({
      quantity: 1,
      price_data: { currency: input.currency, unit_amount: item.amountCents, product_data: { name: item.description } },
    })),
    metadata,
    client_reference_id: input.checkoutId,
    customer_email: input.customerEmail,
    expires_at: Math.ceil(expiresAt / 1000),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    payment_intent_data: {
      metadata,
      ...(connect === "destination" && {
        application_fee_amount: single.platformFeeCents,
        transfer_data: { destination: single.mentorStripeAccountId! },
      }),
      ...(connect === "transfers" && { transfer_group: input.checkoutId }),
    },
  };
}

/** Transfers are funded from a charge; a Checkout payment is known to us by its PaymentIntent. */
async function chargeOf(stripe: Stripe, paymentId: string): Promise<string> {
  if (!paymentId.startsWith("pi_")) return paymentId;
  const intent = await stripe.paymentIntents.retrieve(paymentId);
  const charge = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  if (!charge) throw new Error(`Payment ${paymentId} has no charge yet`);
  return charge;
}
