import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import type { Db } from "~/db/db.server";
import { jobs } from "~/db/schema/outbox";
import { describeEachDb } from "~/test/test-database";
import { enqueueJob } from "./enqueue-job.server";
import { startJobWorker } from "./job-worker.server";

function fakeLogger() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
}

describeEachDb("startJobWorker", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(jobs);
  });

  it("runs a job as soon as it is notified", async () => {
    const seen: unknown[] = [];
    const worker = startJobWorker({
      db: getDb(),
      logger: fakeLogger(),
      handlers: { greet: async (payload) => void seen.push(payload) },
      intervalMs: 60_000,
    });
    const job = await enqueueJob(getDb(), { kind: "greet", payload: { name: "Ada" } });

    worker.notify();

    await vi.waitFor(async () => {
      const [row] = await getDb().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job!.id));
      expect(row?.status).toBe("done");
    });
    await worker.stop();
    expect(seen).toEqual([{ name: "Ada" }]);
  });

  it("runs jobs left queued by a previous process when it starts", async () => {
    const seen: unknown[] = [];
    await enqueueJob(getDb(), { kind: "greet", payload: { n: 1 } });
    const worker = startJobWorker({ db: getDb(), logger: fakeLogger(), handlers: { greet: async (p) => void seen.push(p) }, intervalMs: 60_000 });

    await vi.waitFor(() => expect(seen).toEqual([{ n: 1 }]));
    await worker.stop();
  });

  it("logs a failing job with its kind and keeps it for a retry", async () => {
    const logger = fakeLogger();
    const job = await enqueueJob(getDb(), { kind: "transfer", payload: {} });
    const worker = startJobWorker({
      db: getDb(),
      logger,
      handlers: { transfer: () => Promise.reject(new Error("card_declined")) },
      intervalMs: 60_000,
    });

    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith({ jobId: job!.id, kind: "transfer", error: "Error: card_declined" }, "job failed, will retry"),
    );
    await worker.stop();
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
  });

  it("runs periodic tasks on their own timer, never two runs of one task at once", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    try {
      const worker = startJobWorker({
        db: getDb(),
        logger: fakeLogger(),
        handlers: {},
        intervalMs: 60_000,
        periodic: [
          {
            name: "sweep",
            everyMs: 60_000,
            async run() {
              runs++;
              inFlight++;
              maxInFlight = Math.max(maxInFlight, inFlight);
              await gate;
              inFlight--;
            },
          },
        ],
      });
      expect(runs).toBe(1);
      // Three ticks while the first run is held fold into one follow-up run.
      vi.advanceTimersByTime(3 * 60_000);
      expect(runs).toBe(1);
      release();
      await vi.waitFor(() => expect(runs).toBe(2));
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(runs).toBe(3));
      await worker.stop();
      vi.advanceTimersByTime(5 * 60_000);
      expect(runs).toBe(3);
      expect(maxInFlight).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs a failing periodic task and keeps running it", async () => {
    const logger = fakeLogger();
    const worker = startJobWorker({
      db: getDb(),
      logger,
      handlers: {},
      intervalMs: 60_000,
      periodic: [{ name: "sweep", everyMs: 10, run: () => Promise.reject(new Error("gateway down")) }],
    });

    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await worker.stop();
    expect(logger.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "gateway down" }), task: "sweep" }, "periodic task failed");
  });

  it("logs when the database is unavailable and stop() waits for the run in progress", async () => {
    const logger = fakeLogger();
    const broken = { transaction: () => Promise.reject(new Error("database unavailable")) } as unknown as Db;
    const worker = startJobWorker({ db: broken, logger, handlers: {}, intervalMs: 10 });

    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await worker.stop();
    expect(logger.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "database unavailable" }) }, "running jobs failed");
  });
});
