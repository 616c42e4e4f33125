import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/outbox";
import { describeEachDb } from "~/test/test-database";
import { LostClaimError, type Repeat } from "~/lib/work-lease.server";
import { deliverDueEmails, maxAttempts } from "./deliver-outbox.server";
import { enqueueEmail } from "./enqueue-email.server";
import { createMailTransport, type MailTransport } from "./mail-transport.server";
import { headerValue, startSmtpTestServer, type SmtpTestServer } from "~/test/smtp-test-server";

const mailFrom = "Unibridge <no-reply@unibridge.test>";

describeEachDb("deliverDueEmails over SMTP", (getDb, kind) => {
  let smtp: SmtpTestServer | undefined;
  let transport: MailTransport | undefined;

  beforeEach(async () => {
    // One database per suite: start each test from an empty outbox.
    await getDb().delete(emailOutbox);
  });
  afterEach(async () => {
    transport?.close?.();
    await smtp?.close();
    smtp = undefined;
    transport = undefined;
  });

  async function rowOf(id: string) {
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  }

  it("sends a queued email to the SMTP server and marks it sent", async () => {
    smtp = await startSmtpTestServer();
    transport = createMailTransport({ smtpUrl: smtp.url, mailFrom });
    const { id } = await enqueueEmail(getDb(), {
      to: "student@example.com",
      subject: "Welcome to Unibridge",
      text: "Your account is ready.",
      html: "<p>Your account is ready.</p>",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR").toString("base64") }],
    });

    const result = await deliverDueEmails(getDb(), transport);

    expect(result).toEqual({ sent: 1, failed: 0, retried: 0 });
    const [mail] = smtp.withSubject("Welcome to Unibridge");
    expect(smtp.received).toHaveLength(1);
    expect(mail?.to).toEqual(["student@example.com"]);
    expect(mail?.raw).toContain("Your account is ready.");
    expect(mail?.raw).toContain("no-reply@unibridge.test");
    // The same on every try: a copy resent after a crash can be recognised (decision 0016).
    expect(headerValue(mail!.raw, "message-id")).toBe(`<${id}@unibridge.test>`);
    expect(mail?.raw).toContain('filename=invite.ics');
    expect(mail?.raw).toContain(Buffer.from("BEGIN:VCALENDAR").toString("base64"));
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("keeps an email queued with a backoff while the server is down, then sends it once", async () => {
    const down = await startSmtpTestServer();
    const port = down.port;
    await down.close();
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom });
    const { id } = await enqueueEmail(getDb(), { to: "mentor@example.com", subject: "Booking confirmed", text: "See you soon." });

    const before = Date.now();
    expect(await deliverDueEmails(getDb(), transport)).toEqual({ sent: 0, failed: 0, retried: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 10_000);

    smtp = await startSmtpTestServer(port);
    // Still inside the backoff: nothing is due yet.
    expect(await deliverDueEmails(getDb(), transport)).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(0);

    const later = new Date(failed.nextAttemptAt.getTime() + 1000);
    expect(await deliverDueEmails(getDb(), transport, { now: later })).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await deliverDueEmails(getDb(), transport, { now: new Date(later.getTime() + 60_000) })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.withSubject("Booking confirmed")).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, transport: "smtp" });
  });

  it("marks an email failed after the last attempt", async () => {
    const failing: MailTransport = {
      name: "smtp",
      send: () => Promise.reject(new Error("550 mailbox unavailable")),
    };
    const { id } = await enqueueEmail(getDb(), { to: "nobody@example.com", subject: "Gone", text: "x" });
    await getDb().update(emailOutbox).set({ attempts: maxAttempts - 1 }).where(eq(emailOutbox.id, id));

    expect(await deliverDueEmails(getDb(), failing)).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: maxAttempts, lastError: "Error: 550 mailbox unavailable" });
    const muchLater = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await deliverDueEmails(getDb(), failing, { now: muchLater })).toEqual({ sent: 0, failed: 0, retried: 0 });
  });

  it("never sends an email queued in a transaction that rolled back", async () => {
    smtp = await startSmtpTestServer();
    transport = createMailTransport({ smtpUrl: smtp.url, mailFrom });

    await expect(
      getDb().transaction(async (tx) => {
        await enqueueEmail(tx, { to: "student@example.com", subject: "Rolled back", text: "Should not arrive" });
        throw new Error("booking failed");
      }),
    ).rejects.toThrow("booking failed");

    expect(await deliverDueEmails(getDb(), transport)).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
  });

  it("does not send a row another instance has claimed", async () => {
    smtp = await startSmtpTestServer();
    transport = createMailTransport({ smtpUrl: smtp.url, mailFrom });
    const { id } = await enqueueEmail(getDb(), { to: "a@example.com", subject: "Claimed", text: "x" });
    const claimedUntil = new Date(Date.now() + 60_000);
    await getDb().update(emailOutbox).set({ lockedUntil: claimedUntil }).where(eq(emailOutbox.id, id));

    expect(await deliverDueEmails(getDb(), transport)).toEqual({ sent: 0, failed: 0, retried: 0 });
    // A claim that ran out (the other instance died) is taken over.
    expect(await deliverDueEmails(getDb(), transport, { now: new Date(claimedUntil.getTime() + 1) })).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.withSubject("Claimed")).toHaveLength(1);
  });

  it("leaves a row to the instance that took it over once our claim ran out, sent or failed", async () => {
    const { id: sentId } = await enqueueEmail(getDb(), { to: "a@example.com", subject: "Taken over after sending", text: "x" });
    const { id: failedId } = await enqueueEmail(getDb(), { to: "b@example.com", subject: "Taken over while failing", text: "x" });
    const theirs = new Date(Date.now() + 90_000);
    const theirToken = randomUUID();
    // What another instance's claim writes: its own lease and token.
    const takeOver = (id: string) => getDb().update(emailOutbox).set({ lockedUntil: theirs, claimToken: theirToken }).where(eq(emailOutbox.id, id));
    // A transport slow enough for the claim to lapse: the other instance claims the row mid-send.
    const slow: MailTransport = {
      name: "smtp",
      async send(message) {
        if (message.to === "a@example.com") return takeOver(sentId).then(() => undefined);
        await takeOver(failedId);
        throw new Error("connection reset");
      },
    };

    // Nothing of ours was written, so nothing is counted.
    expect(await deliverDueEmails(getDb(), slow)).toEqual({ sent: 0, failed: 0, retried: 0 });
    for (const id of [sentId, failedId]) {
      expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 0, lockedUntil: theirs, claimToken: theirToken, sentAt: null, lastError: null });
    }
  });

  it("stops a send whose claim was taken over after its lease ran out, and writes nothing of it", async () => {
    const { id } = await enqueueEmail(getDb(), { to: "a@example.com", subject: "Stalled", text: "x" });
    const lease = { leaseMs: 20_000, renewEveryMs: 5_000 };
    const start = new Date(Date.now() + 1000);
    let beat: (() => Promise<void>) | null = null;
    const repeat: Repeat = (tick) => {
      beat = tick;
      return () => {};
    };
    const taken: string[] = [];
    const taker: MailTransport = { name: "smtp", send: async (message) => void taken.push(message.subject) };
    let abortedWith: unknown;
    // A send that hangs (an SMTP server that never answers) until its signal aborts.
    const hanging: MailTransport = {
      name: "smtp",
      async send(_message, options) {
        expect(await deliverDueEmails(getDb(), taker, { now: new Date(start.getTime() + lease.leaseMs), lease })).toEqual({ sent: 1, failed: 0, retried: 0 });
        await beat!();
        abortedWith = options?.signal?.reason;
        throw abortedWith;
      },
    };

    expect(await deliverDueEmails(getDb(), hanging, { now: start, lease, repeat })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(abortedWith).toBeInstanceOf(LostClaimError);
    expect(taken).toEqual(["Stalled"]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimToken: null });
  });

  if (kind === "postgres") {
    it("sends each email exactly once when two deliveries run at the same time", async () => {
      smtp = await startSmtpTestServer();
      const server = smtp;
      transport = createMailTransport({ smtpUrl: server.url, mailFrom });
      const mail = transport;
      const subjects = Array.from({ length: 20 }, (_, i) => `Concurrent ${i}`);
      for (const subject of subjects) await enqueueEmail(getDb(), { to: "many@example.com", subject, text: subject });

      let calls = 0;
      async function drain() {
        for (;;) {
          calls++;
          const { sent } = await deliverDueEmails(getDb(), mail, { batchSize: 3 });
          if (sent === 0) return;
        }
      }
      await Promise.all([drain(), drain()]);

      expect(calls).toBeGreaterThan(2);
      expect(server.received).toHaveLength(20);
      for (const subject of subjects) expect(server.withSubject(subject), subject).toHaveLength(1);
      const rows = await getDb().select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox);
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    });
  }
});
