/**
 * Where a checkout is paid. Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in
 * local gateway (a clearly marked test payment page). Both report the outcome through the same
 * signed webhook, so a meeting becomes paid only through one verified path.
 */
export interface GatewayLineItem {
  /** checkout_items.id: the key for per-item transfers. */
  itemId: string;
  description: string;
  /** What the student pays for this item after the basket discount, integer cents. */
  amountCents: number;
  /** The platform's 20% of amountCents; the rest is the mentor's (all of it for the mock exams). */
  platformFeeCents: number;
  /** Null for the mock-exam purchase, which no mentor shares in. */
  mentorId: string | null;
  /** The mentor's connected Stripe account, when fully connected. */
  mentorStripeAccountId: string | null;
}

export interface CreateGatewaySessionInput {
  checkoutId: string;
  kind: "single_meeting" | "basket" | "mock";
  currency: "usd";
  totalCents: number;
  items: GatewayLineItem[];
  customerEmail: string;
  /** Absolute URLs. */
  successUrl: string;
  cancelUrl: string;
  /** When the provider session must stop accepting payment (the holds expire then). */
  expiresAt: Date;
}

export interface GatewaySession {
  provider: "stripe" | "local";
  sessionId: string;
  url: string;
}

export interface MentorTransferInput {
  /** checkout_items.id, also the idempotency key: a retried transfer is never paid twice. */
  itemId: string;
  amountCents: number;
  destinationAccountId: string;
  /** The provider's payment (charge) the transfer is funded from. */
  sourcePaymentId: string;
  checkoutId: string;
}

export interface RefundPaymentInput {
  /** refunds.id, also the idempotency key: a retried refund is never paid twice. */
  refundId: string;
  /** The provider's payment (Stripe PaymentIntent or charge) the money goes back from. */
  paymentId: string;
  /** What the student paid for the refunded item. */
  amountCents: number;
  /** The mentor's share was already sent by a Connect transfer: it is reversed first. */
  reverseTransfer: { transferId: string; amountCents: number } | null;
  /** The payment was a destination charge: the refund reverses its transfer and application fee. */
  destinationCharge: boolean;
}

export interface PaymentGateway {
  readonly provider: "stripe" | "local";
  createSession(input: CreateGatewaySessionInput): Promise<GatewaySession>;
  /**
   * Stops a session from accepting payment before its holds are released. "paid" means the
   * student paid in the meantime: keep the holds, the paid event is on its way.
   */
  expireSession(sessionId: string): Promise<"expired" | "paid">;
  /** Sends a mentor's share of a basket to their connected account (Stripe only). */
  transferToMentor(input: MentorTransferInput): Promise<{ transferId: string }>;
  /** Gives a paid item's money back to the student (and takes the mentor's share back first). */
  refundPayment(input: RefundPaymentInput): Promise<{ providerRefundId: string; reversalId: string | null }>;
}
