import { and, eq, gt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkouts } from "~/db/schema";
import { AppError } from "~/lib/errors";

/** What makes a checkout request a repeat of an earlier one by the same student. */
export interface RepeatKey {
  studentId: string;
  /** requestFingerprint of the request. */
  fingerprint: string;
  /** The client's Idempotency-Key header, if it sent one. */
  idempotencyKey: string | null;
}

/**
 * The checkout an earlier copy of this request made: the one under the same Idempotency-Key (in
 * whatever state: the same key gets the same answer), else the student's open checkout for the
 * same request, while its hold lasts (`lapsed: true` also takes one past it). A key used before
 * for another request is refused (idempotency_key_reused).
 */
export async function findRepeatedCheckout(db: Db, key: RepeatKey, options: { now: Date; lapsed?: boolean }): Promise<string | null> {
  const sameRequest: SQL[] = [eq(checkouts.requestFingerprint, key.fingerprint), eq(checkouts.status, "open")];
  if (!options.lapsed) sameRequest.push(gt(checkouts.expiresAt, options.now));
  const rows = await db
    .select({ id: checkouts.id, fingerprint: checkouts.requestFingerprint, idempotencyKey: checkouts.idempotencyKey })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.studentId, key.studentId),
        or(and(...sameRequest), key.idempotencyKey === null ? undefined : eq(checkouts.idempotencyKey, key.idempotencyKey)),
      ),
    );
  const keyed = key.idempotencyKey === null ? undefined : rows.find((row) => row.idempotencyKey === key.idempotencyKey);
  if (keyed && keyed.fingerprint !== key.fingerprint) throw new AppError("idempotency_key_reused");
  return (keyed ?? rows[0])?.id ?? null;
}
