import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { emailOutbox } from "~/db/schema/outbox";

/** The newest emails of the outbox, for the dev mailbox. */
export async function listMailbox(db: DbOrTx, { limit = 50 }: { limit?: number } = {}) {
  return db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      // Names only: the base64 content can be large and the page does not show it.
      attachmentNames: sql<string[]>`coalesce(
        (select jsonb_agg(a ->> 'filename') from jsonb_array_elements(${emailOutbox.attachments}) as a),
        '[]'::jsonb)`,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export type MailboxMessage = Awaited<ReturnType<typeof listMailbox>>[number];
