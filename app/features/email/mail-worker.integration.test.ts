import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import type { Db } from "~/db/db.server";
import { emailOutbox } from "~/db/schema/outbox";
import { describeEachDb } from "~/test/test-database";
import { maxAttempts } from "./deliver-outbox.server";
import { enqueueEmail } from "./enqueue-email.server";
import type { MailTransport } from "./mail-transport.server";
import { startMailWorker } from "./mail-worker.server";

function fakeLogger() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
}

/** A transport whose sends wait until release() is called. */
function gatedTransport() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let inFlight = 0;
  const state = { maxInFlight: 0, started: 0, sent: [] as string[] };
  const transport: MailTransport = {
    name: "mailbox",
    async send(message) {
      inFlight++;
      state.started++;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      await gate;
      inFlight--;
      state.sent.push(message.subject);
    },
  };
  return { transport, state, release: open };
}

describeEachDb("startMailWorker", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(emailOutbox);
  });

  it("delivers as soon as it is notified", async () => {
    const send = vi.fn<MailTransport["send"]>(async () => {});
    const worker = startMailWorker({ db: getDb(), transport: { name: "mailbox", send }, logger: fakeLogger(), intervalMs: 60_000 });
    const { id } = await enqueueEmail(getDb(), { to: "a@example.com", subject: "Hello", text: "hi" });

    worker.notify();

    await vi.waitFor(async () => {
      const [row] = await getDb().select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row?.status).toBe("sent");
    });
    await worker.stop();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("never runs two deliveries at once, and stop() waits for the batch in progress", async () => {
    const { transport, state, release } = gatedTransport();
    const worker = startMailWorker({ db: getDb(), transport, logger: fakeLogger(), intervalMs: 60_000 });
    await enqueueEmail(getDb(), { to: "a@example.com", subject: "First", text: "1" });
    worker.notify();
    await vi.waitFor(() => expect(state.started).toBe(1));

    await enqueueEmail(getDb(), { to: "b@example.com", subject: "Second", text: "2" });
    for (let i = 0; i < 5; i++) worker.notify();
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // The send is held by the gate, so stop() cannot finish whatever the event loop does meanwhile.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(state.maxInFlight).toBe(1);
    expect(state.sent).toEqual(["First"]);
  });

  it("sends what was queued during a run in the follow-up run", async () => {
    const { transport, state, release } = gatedTransport();
    const worker = startMailWorker({ db: getDb(), transport, logger: fakeLogger(), intervalMs: 60_000 });
    await enqueueEmail(getDb(), { to: "a@example.com", subject: "First", text: "1" });
    worker.notify();
    await vi.waitFor(() => expect(state.started).toBe(1));
    await enqueueEmail(getDb(), { to: "b@example.com", subject: "Second", text: "2" });
    worker.notify();
    worker.notify();

    release();
    await vi.waitFor(() => expect(state.sent).toEqual(["First", "Second"]));
    await worker.stop();
    expect(state.maxInFlight).toBe(1);
  });

  it("logs a failing delivery and keeps running", async () => {
    const logger = fakeLogger();
    const broken = {
      transaction: () => Promise.reject(new Error("database unavailable")),
    } as unknown as Db;
    const worker = startMailWorker({ db: broken, transport: { name: "mailbox", send: async () => {} }, logger, intervalMs: 20 });

    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await worker.stop();
    const [fields, message] = logger.error.mock.calls[0] ?? [];
    expect(fields).toEqual({ err: expect.objectContaining({ message: "database unavailable" }) });
    expect(message).toBe("email delivery failed");
  });

  it("logs why a message could not be sent, without its recipient or content, and leaves it queued for a retry", async () => {
    const logger = fakeLogger();
    const transport: MailTransport = {
      name: "smtp",
      send: (message) => Promise.reject(new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`)),
    };
    const { id } = await enqueueEmail(getDb(), { to: "wilhelmina.q@example.org", subject: "Your session with Caleb S.", text: "See you on Monday" });
    const worker = startMailWorker({ db: getDb(), transport, logger, intervalMs: 60_000 });

    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
    await worker.stop();
    expect(logger.warn).toHaveBeenCalledWith(
      { emailId: id, attempts: 1, outcome: "retried", cause: "Error: 550 5.1.1 <[address]>: Recipient address rejected" },
      "an email could not be sent; will retry",
    );
    expect(JSON.stringify(logger.warn.mock.calls)).not.toMatch(/wilhelmina|Caleb|Monday/);
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "Error: 550 5.1.1 <[address]>: Recipient address rejected" });
  });

  it("logs an error with the cause when it gives a message up", async () => {
    const logger = fakeLogger();
    const transport: MailTransport = { name: "smtp", send: () => Promise.reject(new Error("554 5.7.1 message refused")) };
    const { id } = await enqueueEmail(getDb(), { to: "a@example.com", subject: "Last try", text: "x" });
    await getDb().update(emailOutbox).set({ attempts: maxAttempts - 1 }).where(eq(emailOutbox.id, id));
    const worker = startMailWorker({ db: getDb(), transport, logger, intervalMs: 60_000 });

    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1));
    await worker.stop();
    expect(logger.error).toHaveBeenCalledWith(
      { emailId: id, attempts: maxAttempts, outcome: "failed", cause: "Error: 554 5.7.1 message refused" },
      "an email could not be sent; giving up",
    );
  });
});
