import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkouts, meetings } from "~/db/schema";
import { releaseCheckout } from "~/features/payments/release-checkout.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { RepeatKey } from "./find-repeated-checkout.server";

// A student who left the payment page and books again would otherwise meet their own hold
// (slot_taken for 30 minutes): starting again replaces the abandoned checkout. A copy of the
// same request (same fingerprint or Idempotency-Key) is not "again": it gets that checkout back.

/** Cancels the student's open checkouts that hold any of these slots, unless paid meanwhile or made by this same request. */
export async function releaseOwnOpenCheckouts(
  db: Db,
  gateway: PaymentGateway,
  studentId: string,
  slots: { mentorId: string; startsAt: Date }[],
  request: Pick<RepeatKey, "fingerprint" | "idempotencyKey">,
) {
  const open = await db
    .selectDistinct({ id: checkouts.id, provider: checkouts.provider, sessionId: checkouts.providerSessionId })
    .from(meetings)
    .innerJoin(checkouts, eq(checkouts.id, meetings.checkoutId))
    .where(
      and(
        eq(meetings.studentId, studentId),
        eq(meetings.status, "scheduled"),
        eq(meetings.isPaid, false),
        eq(checkouts.status, "open"),
        or(isNull(checkouts.requestFingerprint), ne(checkouts.requestFingerprint, request.fingerprint)),
        request.idempotencyKey === null ? undefined : or(isNull(checkouts.idempotencyKey), ne(checkouts.idempotencyKey, request.idempotencyKey)),
        or(...slots.map((slot) => and(eq(meetings.mentorId, slot.mentorId), eq(meetings.startsAt, slot.startsAt)))),
      ),
    );
  for (const checkout of open) {
    if (checkout.sessionId && checkout.provider === gateway.provider) {
      // Not knowing whether that session was paid, keep its holds (the request then meets slot_taken).
      const outcome = await gateway.expireSession(checkout.sessionId).catch(() => "unknown" as const);
      if (outcome !== "expired") continue;
    }
    await db.transaction((tx) => releaseCheckout(tx, checkout.id, "cancelled"));
  }
}
