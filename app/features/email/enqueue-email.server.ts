import type { DbOrTx } from "~/db/db.server";
import { emailOutbox, type EmailAttachment } from "~/db/schema/outbox";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** The meeting this email announces: meetings.email_sent becomes true once all of them are sent. */
  meetingId?: string;
}

/**
 * Queues an email. Pass the transaction of the change that causes it, so the email exists
 * exactly when that change commits, and call notifyOutbox() after the commit.
 */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: message.attachments ?? [],
      meetingId: message.meetingId ?? null,
      // The worker compares with the application clock; the database default (transaction
      // start, in microseconds) could be a fraction of a millisecond later and look not yet due.
      nextAttemptAt: new Date(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("Inserting into email_outbox returned no row");
  return row;
}
