import { randomBytes, randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, jobs, meetings, mentorPayouts, paymentEvents } from "~/db/schema";
import { createScenario, type ScenarioMentor } from "~/test/scenario";
import { splitCommission } from "~/features/booking/pricing";
import { markCheckoutPaid } from "~/features/payments/mark-checkout-paid.server";
import { receivePaymentWebhook } from "~/features/payments/receive-payment-webhook.server";
import { TEST_WEBHOOK_SECRET, testServices } from "~/test/test-services";
import type { AppServices } from "~/lib/app-context.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";

// Test use only: checkouts in every state a payment test needs, and signed provider events.

const HOUR_MS = 3_600_000;

/** Route services whose webhook secret signs this file's events; `notifyJobs` counts wake-ups. */
export function paymentRouteServices(db: Db, notifyJobs: () => void): AppServices {
  return { ...testServices(db), notifyJobs };
}
let slotCounter = 0;

export interface TestCheckoutInput {
  kind?: "single_meeting" | "basket";
  provider?: "local" | "stripe";
  /** One mentor (and meeting) per entry. */
  mentors?: ScenarioMentor[];
  amountsCents?: number[];
  discountCents?: number;
  now?: Date;
  /** The hold's expiry; 30 minutes after `now` by default. */
  expiresAt?: Date;
  affiliateSource?: string | null;
  /** False: the payment session was never opened (provider_session_id null). */
  withSession?: boolean;
  /** An existing student (e.g. one who can sign in); a fresh one when omitted. */
  student?: { id: string; email: string };
}

export interface TestCheckout {
  checkoutId: string;
  sessionId: string | null;
  studentId: string;
  studentEmail: string;
  mentorIds: string[];
  meetingIds: string[];
  itemIds: string[];
  startsAt: Date[];
  totalCents: number;
}

/** A student's open checkout holding one fresh slot per mentor, as createCheckout leaves it. */
export async function insertTestCheckout(db: Db, input: TestCheckoutInput = {}): Promise<TestCheckout> {
  const mentorSpecs = input.mentors ?? [{}];
  const kind = input.kind ?? (mentorSpecs.length > 1 ? "basket" : "single_meeting");
  const provider = input.provider ?? "local";
  const now = input.now ?? new Date();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + 30 * 60_000);
  const scenario = await createScenario(db, { mentors: mentorSpecs, students: input.student ? [] : [{}] });
  const student = input.student ?? scenario.students[0]!;
  const amounts = mentorSpecs.map((_, i) => input.amountsCents?.[i] ?? 6000);
  const discountCents = input.discountCents ?? 0;
  const subtotalCents = amounts.reduce((a, b) => a + b, 0) + discountCents;
  const checkoutId = randomUUID();
  const sessionId = input.withSession === false ? null : `cs_${provider === "local" ? "local" : "test"}_${randomBytes(12).toString("hex")}`;
  // Far-apart future instants, so no two tests share a slot.
  const startsAt = mentorSpecs.map(() => new Date(Date.UTC(2031, 0, 1) + ++slotCounter * HOUR_MS));
  const meetingIds = mentorSpecs.map(() => randomUUID());
  const itemIds = mentorSpecs.map(() => randomUUID());

  await db.insert(checkouts).values({
    id: checkoutId,
    studentId: student.id,
    kind,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    provider,
    providerSessionId: sessionId,
    successUrl: `http://localhost:3000/purchase-confirmation?amount=1.00&checkout=${checkoutId}`,
    cancelUrl: "http://localhost:3000/mentors",
    affiliateSource: input.affiliateSource ?? null,
    expiresAt,
  });
  await db.insert(meetings).values(
    scenario.mentors.map((mentor, i) => ({
      id: meetingIds[i]!,
      mentorId: mentor.id,
      studentId: student.id,
      checkoutId,
      type: "essay" as const,
      startsAt: startsAt[i]!,
      holdExpiresAt: expiresAt,
      priceCents: amounts[i]!,
    })),
  );
  await db.insert(checkoutItems).values(
    scenario.mentors.map((mentor, i) => ({
      id: itemIds[i]!,
      checkoutId,
      meetingId: meetingIds[i]!,
      mentorId: mentor.id,
      description: `Essay Review · ${mentor.name}`,
      amountCents: amounts[i]!,
      ...splitCommission(amounts[i]!),
    })),
  );
  return {
    checkoutId,
    sessionId,
    studentId: student.id,
    studentEmail: student.email,
    mentorIds: scenario.mentors.map((m) => m.id),
    meetingIds,
    itemIds,
    startsAt,
    totalCents: subtotalCents - discountCents,
  };
}

export interface SessionEventOptions {
  id?: string;
  paymentStatus?: "paid" | "unpaid";
  paymentIntent?: string | null;
  connect?: "destination" | "transfers" | "none";
}

/** A Stripe-shaped checkout.session event about a test checkout. */
export function sessionEvent(type: string, checkout: TestCheckout, options: SessionEventOptions = {}) {
  return {
    id: options.id ?? `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    data: {
      object: {
        id: checkout.sessionId,
        object: "checkout.session",
        payment_status: options.paymentStatus ?? (type === "checkout.session.expired" ? "unpaid" : "paid"),
        amount_total: checkout.totalCents,
        currency: "usd",
        client_reference_id: checkout.checkoutId,
        metadata: { checkoutId: checkout.checkoutId, ...(options.connect && { connect: options.connect }) },
        payment_intent: options.paymentIntent === undefined ? `pi_test_${randomBytes(8).toString("hex")}` : options.paymentIntent,
      },
    },
  };
}

/** The raw body and Stripe-Signature header Stripe would send. */
export function signEvent(event: unknown, { secret = TEST_WEBHOOK_SECRET, at = new Date() }: { secret?: string; at?: Date } = {}) {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: Math.floor(at.getTime() / 1000) });
  return { rawBody, signature };
}

/** Everything a payment writes, for "nothing changed" assertions. */
export async function paymentState(db: Db, checkout: TestCheckout) {
  const [events] = await db.select({ n: count() }).from(paymentEvents);
  const [jobCount] = await db.select({ n: count() }).from(jobs);
  const [payoutCount] = await db.select({ n: count() }).from(mentorPayouts);
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.checkoutId));
  const meetingRows = await db
    .select({ id: meetings.id, status: meetings.status, isPaid: meetings.isPaid, holdExpiresAt: meetings.holdExpiresAt })
    .from(meetings)
    .where(inArray(meetings.id, checkout.meetingIds))
    .orderBy(meetings.startsAt);
  return {
    paymentEvents: events!.n,
    jobs: jobCount!.n,
    payouts: payoutCount!.n,
    checkout: { status: row!.status, paidAt: row!.paidAt, providerPaymentId: row!.providerPaymentId, affiliateReportedAt: row!.affiliateReportedAt },
    meetings: meetingRows,
  };
}

/** A gateway whose provider answers are scripted, recording what it was asked. */
export function scriptedGateway(provider: "local" | "stripe", answer: (sessionId: string) => Promise<"expired" | "paid"> | "expired" | "paid" = () => "expired") {
  const expired: string[] = [];
  const transfers: Parameters<PaymentGateway["transferToMentor"]>[0][] = [];
  const refunds: Parameters<PaymentGateway["refundPayment"]>[0][] = [];
  const gateway: PaymentGateway = {
    provider,
    async createSession() {
      throw new Error("not used");
    },
    async expireSession(sessionId) {
      expired.push(sessionId);
      return answer(sessionId);
    },
    async transferToMentor(input) {
      transfers.push(input);
      return { transferId: `tr_test_${transfers.length}` };
    },
    async refundPayment(input) {
      refunds.push(input);
      return { providerRefundId: `re_test_${refunds.length}`, reversalId: input.reverseTransfer ? `trr_test_${refunds.length}` : null };
    },
  };
  return { gateway, expired, transfers, refunds };
}

/** A logger that keeps its lines (a real console.error would fail the test). */
export function recordingLogger() {
  const lines: { level: "info" | "warn" | "error"; message: string; data: unknown }[] = [];
  const log = (level: "info" | "warn" | "error") => (data: unknown, message?: string) => {
    lines.push({ level, message: message ?? String(data), data });
  };
  const logger = { info: log("info"), warn: log("warn"), error: log("error") } as unknown as Pick<Logger, "info" | "warn" | "error">;
  return { logger, lines };
}

/** Pays a test checkout as a verified payment event would (markCheckoutPaid in a transaction). */
export async function payTestCheckout(
  db: Db,
  checkout: TestCheckout,
  options: { now?: Date; providerPaymentId?: string; destinationCharge?: boolean } = {},
) {
  return db.transaction((tx) =>
    markCheckoutPaid(tx, {
      checkoutId: checkout.checkoutId,
      providerPaymentId: options.providerPaymentId ?? `pi_test_${randomBytes(8).toString("hex")}`,
      destinationCharge: options.destinationCharge,
      now: options.now,
    }),
  );
}

/** Delivers a signed provider event through the webhook's service, as the provider would. */
export async function receiveTestEvent(db: Db, event: unknown, now = new Date()) {
  const { rawBody, signature } = signEvent(event, { at: now });
  return receivePaymentWebhook(db, { rawBody, signature, secret: TEST_WEBHOOK_SECRET, now });
}
