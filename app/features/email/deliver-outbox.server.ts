import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { emailOutbox } from "~/db/schema/outbox";
import type { MailTransport } from "./mail-transport.server";
import { retryDelayMs } from "~/lib/retry-delay";
import { workWithinClaim } from "~/lib/claim-window.server";
import { describeError } from "~/lib/safe-error";

export const defaultBatchSize = 10;
export const maxAttempts = 25;
const claimMs = 2 * 60 * 1000;
// Stop sending this long before the claim runs out, so no other instance can claim a row we
// are still sending.
const claimSafetyMs = 20 * 1000;

export interface DeliveryResult {
  sent: number;
  failed: number;
  retried: number;
}

export interface DeliveryFailure {
  emailId: string;
  attempts: number;
  /** "retried": queued again; "failed": given up after maxAttempts. */
  outcome: "failed" | "retried";
  /** The transport's error as stored in last_error, addresses blanked (an SMTP refusal often quotes the recipient). */
  cause: string;
}

type ClaimedEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];

/**
 * Sends one batch of due emails. Rows are claimed in a short transaction with
 * FOR UPDATE SKIP LOCKED and a time-limited lock, and sent after it commits, so several
 * server instances can run this at once without sending a message twice.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  options: { now?: Date; batchSize?: number; onFailure?: (failure: DeliveryFailure) => void } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const lockedUntil = new Date(now.getTime() + claimMs);
  const claimed = await claimDueEmails(db, now, lockedUntil, options.batchSize ?? defaultBatchSize);

  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 };
  await workWithinClaim(
    claimed,
    { claimMs, safetyMs: claimSafetyMs },
    async (email, budgetMs) => {
      try {
        await transport.send(
          { to: email.toAddress, subject: email.subject, text: email.textBody, html: email.htmlBody, attachments: email.attachments },
          { signal: AbortSignal.timeout(budgetMs) },
        );
      } catch (error) {
        const outcome = await recordFailure(db, email, error, { now, lockedUntil });
        result[outcome]++;
        options.onFailure?.({ emailId: email.id, attempts: email.attempts + 1, outcome, cause: describeError(error) });
        return;
      }
      await markSent(db, email, { now, lockedUntil, transport: transport.name });
      result.sent++;
    },
    (notReached) => releaseClaims(db, notReached, lockedUntil),
  );
  return result;
}

// Outcomes are written only while the claim is still ours (as in jobs/run-due-jobs): if it ran
// out and another instance took the row over, the row is that instance's to finish.
const stillOurs = (email: ClaimedEmail, lockedUntil: Date) => and(eq(emailOutbox.id, email.id), eq(emailOutbox.lockedUntil, lockedUntil));

async function markSent(
  db: Db,
  email: ClaimedEmail,
  { now, lockedUntil, transport }: { now: Date; lockedUntil: Date; transport: MailTransport["name"] },
) {
  const sent = { status: "sent" as const, sentAt: now, transport, attempts: email.attempts + 1, lockedUntil: null, lastError: null };
  const { meetingId } = email;
  if (!meetingId) {
    await db.update(emailOutbox).set(sent).where(stillOurs(email, lockedUntil));
    return;
  }
  await db.transaction(async (tx) => {
    // The meeting's lock orders its emails' commits, so the last one sent always sees the others as sent.
    await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId)).for("update");
    await tx.update(emailOutbox).set(sent).where(stillOurs(email, lockedUntil));
    const unsent = tx
      .select({ one: sql`1` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.meetingId, meetingId), ne(emailOutbox.status, "sent")));
    await tx
      .update(meetings)
      .set({ emailSent: true })
      .where(and(eq(meetings.id, meetingId), eq(meetings.emailSent, false), notExists(unsent)));
  });
}

async function claimDueEmails(db: Db, now: Date, lockedUntil: Date, batchSize: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "queued"),
          lte(emailOutbox.nextAttemptAt, now),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ lockedUntil })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        htmlBody: emailOutbox.htmlBody,
        attachments: emailOutbox.attachments,
        attempts: emailOutbox.attempts,
        meetingId: emailOutbox.meetingId,
      });
  });
}

async function recordFailure(
  db: Db,
  email: ClaimedEmail,
  error: unknown,
  { now, lockedUntil }: { now: Date; lockedUntil: Date },
): Promise<"failed" | "retried"> {
  const attempts = email.attempts + 1;
  const givesUp = attempts >= maxAttempts;
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: describeError(error),
      lockedUntil: null,
      ...(givesUp ? { status: "failed" as const } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(stillOurs(email, lockedUntil));
  return givesUp ? "failed" : "retried";
}

// Only rows whose claim is still ours: the deadline keeps us well inside it.
async function releaseClaims(db: Db, emails: ClaimedEmail[], lockedUntil: Date) {
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null })
    .where(
      and(
        inArray(
          emailOutbox.id,
          emails.map((e) => e.id),
        ),
        eq(emailOutbox.lockedUntil, lockedUntil),
      ),
    );
}
