import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { meetings } from "~/db/schema";
import { emailOutbox, jobs } from "~/db/schema/outbox";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { DELIVER_MEETING_JOB, enqueueMeetingDelivery } from "~/features/meetings/meeting-jobs.server";
import { createScenario } from "~/test/scenario";
import { createTestDatabase, describePostgres, type TestDatabase } from "~/test/test-database";

// Two real processes share one PostgreSQL database, as two server instances do. The first claims
// work and is killed with SIGKILL in the middle of it (no shutdown, no cleanup); the second must
// finish that work exactly once as soon as the dead one's lease runs out. Short leases keep the
// test quick; the production lease is 20 s (work-lease.server.test.ts checks the arithmetic).
const lease = { LEASE_MS: "2000", RENEW_EVERY_MS: "500", POLL_MS: "250" };
const waitLong = { timeout: 60_000, interval: 100 };

interface SmtpSink {
  url: string;
  /** Messages the server accepted (answered 250): what a recipient gets. */
  accepted: { to: string[]; raw: string }[];
  /** Resolves when the first message has arrived; it is never answered, as if the server hung. */
  firstHeld: Promise<void>;
  close(): Promise<void>;
}

async function startSmtpSink({ holdFirst }: { holdFirst: boolean }): Promise<SmtpSink> {
  const accepted: SmtpSink["accepted"] = [];
  let holding = holdFirst;
  let held!: () => void;
  const firstHeld = new Promise<void>((resolve) => (held = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (holding) {
          holding = false;
          held();
          return;
        }
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    accepted,
    firstHeld,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describePostgres("work claimed by a process that was killed", () => {
  let database: TestDatabase;
  let sink: SmtpSink | undefined;
  const running: { kill(): void; exited: Promise<unknown> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres", 4);
  });
  afterEach(async () => {
    for (const process of running.splice(0)) {
      process.kill();
      await process.exited;
    }
    await sink?.close();
    sink = undefined;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function startWorkerProcess(smtpUrl: string) {
    const child = spawn(process.execPath, ["server/background-work-process.mjs"], {
      env: { ...process.env, DATABASE_URL: database.url, SMTP_URL: smtpUrl, ...lease },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
    const handle = { kill: () => child.kill("SIGKILL"), exited };
    running.push(handle);
    await vi.waitFor(() => expect(output).toContain("ready"), waitLong);
    return handle;
  }

  const db = () => database.db;

  it("delivers a paid meeting once, from another process, when the process that claimed its delivery died mid-work", async () => {
    sink = await startSmtpSink({ holdFirst: false });
    const scenario = await createScenario(db(), { mentors: [{}], meetings: [{ startsAt: new Date("2026-12-01T15:00:00Z"), paid: true }] });
    const meetingId = scenario.meetings[0]!.id;
    // Holding the meeting's row makes the delivery stop in the middle: job claimed, transaction open.
    const blocker = new pg.Client({ connectionString: database.url });
    // Ended with the database should the test fail half-way.
    blocker.on("error", () => {});
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("select id from meetings where id = $1 for update", [meetingId]);
    await enqueueMeetingDelivery(db(), meetingId);

    const first = await startWorkerProcess(sink.url);
    await vi.waitFor(async () => {
      const [job] = await db().select({ claimToken: jobs.claimToken }).from(jobs);
      expect(job?.claimToken).toBeTruthy();
      const waiting = (await db().execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      expect(waiting.rows[0]?.n).toBe(1);
    }, waitLong);
    first.kill();
    expect(await first.exited).toBe("SIGKILL");
    await blocker.query("commit");
    await blocker.end();

    await startWorkerProcess(sink.url);
    await vi.waitFor(async () => {
      const [meeting] = await db().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, meetingId));
      expect(meeting?.emailSent).toBe(true);
    }, waitLong);

    // The delivery also queued the meeting's reminders, due later.
    const [job] = await db().select().from(jobs).where(eq(jobs.kind, DELIVER_MEETING_JOB));
    expect(job).toMatchObject({ status: "done", attempts: 1, claimToken: null });
    const [meeting] = await db().select({ meetLink: meetings.meetLink }).from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.meetLink).toMatch(/^https:\/\//);
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId));
    expect(emails.map((e) => [e.toAddress, e.status, e.attempts]).sort()).toEqual(
      [scenario.mentors[0]!.email, scenario.students[0]!.email].sort().map((to) => [to, "sent", 1]),
    );
    expect(sink.accepted.flatMap((m) => m.to).sort()).toEqual([scenario.mentors[0]!.email, scenario.students[0]!.email].sort());
  }, 180_000);

  it("sends an email once, from another process, when the process sending it died before the server answered", async () => {
    sink = await startSmtpSink({ holdFirst: true });
    const { id } = await enqueueEmail(db(), { to: "student@example.com", subject: "Your session is booked", text: "See you soon." });

    const first = await startWorkerProcess(sink.url);
    await sink.firstHeld;
    first.kill();
    expect(await first.exited).toBe("SIGKILL");

    await startWorkerProcess(sink.url);
    await vi.waitFor(async () => {
      const [row] = await db().select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row?.status).toBe("sent");
    }, waitLong);
    expect(sink.accepted.map((m) => m.to)).toEqual([["student@example.com"]]);
    const [row] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sent")));
    expect(row).toMatchObject({ attempts: 1, claimToken: null, lockedUntil: null, lastError: null });
  }, 180_000);
});
