import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/outbox";
import { describeEachDb } from "~/test/test-database";
import { deliverDueEmails } from "./deliver-outbox.server";
import { enqueueEmail } from "./enqueue-email.server";
import { listMailbox } from "./list-mailbox.server";
import { createMailTransport } from "./mail-transport.server";

describeEachDb("dev mailbox", (getDb) => {
  // Explicit creation times: inserts within one millisecond would tie (PGlite's clock is coarse).
  async function enqueueAt(second: number, message: Parameters<typeof enqueueEmail>[1]) {
    const { id } = await enqueueEmail(getDb(), message);
    await getDb()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, second)) })
      .where(eq(emailOutbox.id, id));
  }

  beforeEach(async () => {
    await getDb().delete(emailOutbox);
  });
  afterEach(async () => {
    await getDb().delete(emailOutbox);
  });

  it("keeps emails in the database and marks them sent by the mailbox transport", async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: "Unibridge <no-reply@unibridge.test>" });
    expect(transport.name).toBe("mailbox");
    await enqueueAt(1, { to: "first@example.com", subject: "First", text: "one" });
    await enqueueAt(2, {
      to: "second@example.com",
      subject: "Second",
      text: "two",
      html: "<p>two</p>",
      attachments: [
        { filename: "receipt.pdf", contentType: "application/pdf", content: "JVBERi0=" },
        { filename: "invite.ics", contentType: "text/calendar", content: "QkVHSU4=" },
      ],
    });
    await enqueueAt(3, { to: "third@example.com", subject: "Third", text: "three" });

    expect(await deliverDueEmails(getDb(), transport)).toEqual({ sent: 3, failed: 0, retried: 0 });

    const rows = await getDb().select({ status: emailOutbox.status, transport: emailOutbox.transport }).from(emailOutbox);
    expect(rows).toEqual(Array(3).fill({ status: "sent", transport: "mailbox" }));

    const messages = await listMailbox(getDb());
    expect(messages.map((m) => m.subject)).toEqual(["Third", "Second", "First"]);
    expect(messages[1]).toMatchObject({
      toAddress: "second@example.com",
      textBody: "two",
      htmlBody: "<p>two</p>",
      status: "sent",
      attachmentNames: ["receipt.pdf", "invite.ics"],
    });
    expect(messages[0]?.attachmentNames).toEqual([]);
    expect(messages[0]?.createdAt).toBeInstanceOf(Date);
    expect(messages[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("lists at most `limit` emails", async () => {
    for (const [i, subject] of ["a", "b", "c"].entries()) await enqueueAt(i, { to: "x@example.com", subject, text: subject });
    const messages = await listMailbox(getDb(), { limit: 2 });
    expect(messages.map((m) => m.subject)).toEqual(["c", "b"]);
  });
});
