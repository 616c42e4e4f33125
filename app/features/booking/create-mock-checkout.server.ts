import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import { MOCK_PRICE_CENTS } from "~content/sat/mock/blueprint";
import type { Db } from "~/db/db.server";
import { pgConstraint, pgErrorCode, pgErrorCodes } from "~/db/errors";
import { checkoutItems, checkouts, users } from "~/db/schema";
import { releaseCheckout } from "~/features/payments/release-checkout.server";
import { AppError } from "~/lib/errors";
import { serverPageT } from "~/lib/page-strings.server";
import type { CreateCheckoutInput } from "./create-checkout.server";
import { findRepeatedCheckout, type RepeatKey } from "./find-repeated-checkout.server";
import { openPaymentSession } from "./open-payment-session.server";
import { centsToDollars } from "./pricing";
import { requestFingerprint } from "./request-fingerprint.server";
import { HOLD_MINUTES } from "./slots";

/**
 * The mock exams' one-time purchase ($99, priced here): a checkout with one item and no mentor.
 * A student who owns it already is refused (never charged twice); a student has at most one open
 * mock checkout (a unique index), so a second click or another tab gets the same payment page.
 */
export async function createMockCheckout(db: Db, input: CreateCheckoutInput & { now: Date }): Promise<{ checkoutId: string; url: string }> {
  const { student, request, gateway, now } = input;
  const [owner] = await db.select({ satAccess: users.satAccess }).from(users).where(eq(users.id, student.id));
  if (owner?.satAccess) throw new AppError("mock_already_owned");
  const repeat: RepeatKey = { studentId: student.id, fingerprint: requestFingerprint(request), idempotencyKey: input.idempotencyKey ?? null };
  await releaseLapsedMockCheckouts(db, input);

  for (let attempt = 1; ; attempt++) {
    const earlier = (await findRepeatedCheckout(db, repeat, { now })) ?? (await findOpenMockCheckout(db, student.id, now));
    if (earlier) return openPaymentSession(db, gateway, earlier);
    try {
      const checkoutId = await insertMockCheckout(db, input, repeat);
      return await openPaymentSession(db, gateway, checkoutId);
    } catch (error) {
      const conflict = pgErrorCode(error) === pgErrorCodes.uniqueViolation && String(pgConstraint(error)).startsWith("checkouts_");
      if (attempt >= 3 || !conflict) throw error;
    }
  }
}

async function insertMockCheckout(db: Db, input: CreateCheckoutInput & { now: Date }, repeat: RepeatKey): Promise<string> {
  const checkoutId = randomUUID();
  const appUrl = input.appUrl.replace(/\/+$/, "");
  const t = serverPageT(input.locale ?? "en", "booking");
  await db.transaction(async (tx) => {
    await tx.insert(checkouts).values({
      id: checkoutId,
      studentId: input.student.id,
      kind: "mock",
      status: "open",
      subtotalCents: MOCK_PRICE_CENTS,
      totalCents: MOCK_PRICE_CENTS,
      provider: input.gateway.provider,
      successUrl: `${appUrl}/purchase-confirmation?amount=${centsToDollars(MOCK_PRICE_CENTS)}&checkout=${checkoutId}`,
      cancelUrl: `${appUrl}/sat-practice?tab=mock`,
      affiliateSource: input.request.affiliateSource ?? null,
      requestFingerprint: repeat.fingerprint,
      idempotencyKey: repeat.idempotencyKey,
      expiresAt: new Date(input.now.getTime() + HOLD_MINUTES * 60_000),
    });
    await tx.insert(checkoutItems).values({
      checkoutId,
      description: t("mockPurchase.description"),
      amountCents: MOCK_PRICE_CENTS,
      platformFeeCents: MOCK_PRICE_CENTS,
    });
  });
  return checkoutId;
}

async function findOpenMockCheckout(db: Db, studentId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ id: checkouts.id, expiresAt: checkouts.expiresAt })
    .from(checkouts)
    .where(and(eq(checkouts.studentId, studentId), eq(checkouts.kind, "mock"), eq(checkouts.status, "open")));
  return row && row.expiresAt > now ? row.id : undefined;
}

/** An open mock checkout whose time is up is ended first (unless it was paid at the last moment). */
async function releaseLapsedMockCheckouts(db: Db, input: CreateCheckoutInput & { now: Date }) {
  const lapsed = await db
    .select({ id: checkouts.id, provider: checkouts.provider, sessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(and(eq(checkouts.studentId, input.student.id), eq(checkouts.kind, "mock"), eq(checkouts.status, "open"), lte(checkouts.expiresAt, input.now)));
  for (const checkout of lapsed) {
    if (checkout.sessionId && checkout.provider === input.gateway.provider) {
      const outcome = await input.gateway.expireSession(checkout.sessionId).catch(() => "unknown" as const);
      if (outcome !== "expired") continue;
    }
    await db.transaction((tx) => releaseCheckout(tx, checkout.id, "expired"));
  }
}
