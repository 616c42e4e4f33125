import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { emailOutbox } from "~/db/schema/outbox";
import type { MailTransport } from "./mail-transport.server";
import { retryDelayMs } from "~/lib/retry-delay";
import { defaultLease, LostClaimError, workUnderLease, type LeasedBatchOptions } from "~/lib/work-lease.server";
import { describeError } from "~/lib/safe-error";

export const defaultBatchSize = 10;
export const maxAttempts = 25;
// One message's time limit (connecting, sending): a send that overruns it is retried later.
const maxSendMs = 2 * 60 * 1000;

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

export interface DeliverDueEmailsOptions extends LeasedBatchOptions {
  /** Told each failed send with its cause (for the log). */
  onFailure?(failure: DeliveryFailure): void;
}

/**
 * Sends one batch of due emails. Rows are claimed in a short transaction with FOR UPDATE SKIP
 * LOCKED and a short lease that a heartbeat renews while they are sent, so several server
 * instances can run this at once without sending a message twice, and the rows of an instance
 * that died are taken over as soon as its lease runs out. A message handed to SMTP just before
 * a crash may be sent again, with the same Message-ID (decision 0016).
 */
export async function deliverDueEmails(db: Db, transport: MailTransport, options: DeliverDueEmailsOptions = {}): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const lease = options.lease ?? defaultLease;
  const claimToken = randomUUID();
  const claimed = await claimDueEmails(db, { now, lockedUntil: new Date(now.getTime() + lease.leaseMs), claimToken }, options.batchSize ?? defaultBatchSize);

  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 };
  await workUnderLease(
    claimed,
    {
      lease,
      claimedAt: now,
      maxWorkMs: maxSendMs,
      renew: (ids, lockedUntil) => renewClaims(db, ids, claimToken, lockedUntil),
      onRenewError: options.onRenewError,
      repeat: options.repeat,
      clock: options.clock,
    },
    async (email, signal) => {
      try {
        await transport.send(
          {
            id: email.id,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody,
            attachments: email.attachments,
          },
          { signal },
        );
      } catch (error) {
        // Taken over: the row and its outcome belong to the instance that holds it now.
        if (signal.reason instanceof LostClaimError) return;
        const outcome = await recordFailure(db, email, error, { now, claimToken });
        if (!outcome) return;
        result[outcome]++;
        options.onFailure?.({ emailId: email.id, attempts: email.attempts + 1, outcome, cause: describeError(error) });
        return;
      }
      if (await markSent(db, email, { now, claimToken, transport: transport.name })) result.sent++;
    },
  );
  return result;
}

// Outcomes are written only while the claim is still ours (as in jobs/run-due-jobs): if it ran
// out and another instance took the row over, the row is that instance's to finish.
const stillOurs = (emailId: string, claimToken: string) =>
  and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, "queued"), eq(emailOutbox.claimToken, claimToken));

async function renewClaims(db: Db, ids: string[], claimToken: string, lockedUntil: Date): Promise<string[]> {
  const kept = await db
    .update(emailOutbox)
    .set({ lockedUntil })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "queued"), eq(emailOutbox.claimToken, claimToken)))
    .returning({ id: emailOutbox.id });
  return kept.map((row) => row.id);
}

/** False when the claim was no longer ours, so nothing was written. */
async function markSent(
  db: Db,
  email: ClaimedEmail,
  { now, claimToken, transport }: { now: Date; claimToken: string; transport: MailTransport["name"] },
): Promise<boolean> {
  const sent = { status: "sent" as const, sentAt: now, transport, attempts: email.attempts + 1, lockedUntil: null, claimToken: null, lastError: null };
  const { meetingId } = email;
  if (!meetingId) {
    const written = await db.update(emailOutbox).set(sent).where(stillOurs(email.id, claimToken)).returning({ id: emailOutbox.id });
    return written.length > 0;
  }
  return db.transaction(async (tx) => {
    // The meeting's lock orders its emails' commits, so the last one sent always sees the others as sent.
    await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId)).for("update");
    const written = await tx.update(emailOutbox).set(sent).where(stillOurs(email.id, claimToken)).returning({ id: emailOutbox.id });
    const unsent = tx
      .select({ one: sql`1` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.meetingId, meetingId), ne(emailOutbox.status, "sent")));
    await tx
      .update(meetings)
      .set({ emailSent: true })
      .where(and(eq(meetings.id, meetingId), eq(meetings.emailSent, false), notExists(unsent)));
    return written.length > 0;
  });
}

async function claimDueEmails(db: Db, claim: { now: Date; lockedUntil: Date; claimToken: string }, batchSize: number) {
  const { now, lockedUntil, claimToken } = claim;
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
      .set({ lockedUntil, claimToken })
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

/** Null when the claim was no longer ours, so nothing was written. */
async function recordFailure(
  db: Db,
  email: ClaimedEmail,
  error: unknown,
  { now, claimToken }: { now: Date; claimToken: string },
): Promise<"failed" | "retried" | null> {
  const attempts = email.attempts + 1;
  const givesUp = attempts >= maxAttempts;
  const written = await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: describeError(error),
      lockedUntil: null,
      claimToken: null,
      ...(givesUp ? { status: "failed" as const } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(stillOurs(email.id, claimToken))
    .returning({ id: emailOutbox.id });
  if (written.length === 0) return null;
  return givesUp ? "failed" : "retried";
}
