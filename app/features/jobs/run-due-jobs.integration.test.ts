import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs, settings } from "~/db/schema/outbox";
import { LostClaimError, type Repeat } from "~/lib/work-lease.server";
import { describeEachDb } from "~/test/test-database";
import { enqueueJob } from "./enqueue-job.server";
import { maxJobAttempts, runDueJobs, type JobContext, type JobHandler } from "./run-due-jobs.server";

describeEachDb("jobs", (getDb, kind) => {
  beforeEach(async () => {
    // One database per suite: start each test from an empty queue.
    await getDb().delete(jobs);
  });

  async function jobOf(id: string) {
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }

  function recorder() {
    const calls: { payload: Record<string, unknown>; attempt: number }[] = [];
    const handler: JobHandler = async (payload, ctx) => {
      calls.push({ payload, attempt: ctx.attempt });
    };
    return { calls, handler };
  }

  it("runs a queued job once and marks it done", async () => {
    const { calls, handler } = recorder();
    const job = await enqueueJob(getDb(), { kind: "greet", payload: { name: "Ada" } });
    expect(job).toEqual({ id: expect.any(String) });

    expect(await runDueJobs(getDb(), { greet: handler })).toEqual({ done: 1, failed: 0, retried: 0, errors: [] });
    expect(await runDueJobs(getDb(), { greet: handler })).toEqual({ done: 0, failed: 0, retried: 0, errors: [] });

    expect(calls).toEqual([{ payload: { name: "Ada" }, attempt: 1 }]);
    expect(await jobOf(job!.id)).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
  });

  it("keeps one job per dedupe key", async () => {
    const first = await enqueueJob(getDb(), { kind: "greet", payload: { n: 1 }, dedupeKey: "greet:ada" });
    const second = await enqueueJob(getDb(), { kind: "greet", payload: { n: 2 }, dedupeKey: "greet:ada" });
    const other = await enqueueJob(getDb(), { kind: "greet", payload: { n: 3 }, dedupeKey: "greet:bob" });
    const unkeyed = [await enqueueJob(getDb(), { kind: "greet", payload: {} }), await enqueueJob(getDb(), { kind: "greet", payload: {} })];

    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(other).not.toBeNull();
    expect(unkeyed.every((j) => j !== null)).toBe(true);
    expect(await getDb().select().from(jobs)).toHaveLength(4);
    expect((await jobOf(first!.id)).payload).toEqual({ n: 1 });
  });

  it("waits for runAt", async () => {
    const { calls, handler } = recorder();
    const runAt = new Date(Date.now() + 60 * 60 * 1000);
    await enqueueJob(getDb(), { kind: "later", payload: {}, runAt });

    expect((await runDueJobs(getDb(), { later: handler })).done).toBe(0);
    expect((await runDueJobs(getDb(), { later: handler }, { now: runAt })).done).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("never runs a job queued in a transaction that rolled back", async () => {
    const { calls, handler } = recorder();
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueJob(tx, { kind: "greet", payload: {} });
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");

    expect((await runDueJobs(getDb(), { greet: handler })).done).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it("retries a failing job with a growing delay, then marks it done", async () => {
    let failures = 2;
    const attempts: number[] = [];
    const flaky: JobHandler = async (_payload, ctx) => {
      attempts.push(ctx.attempt);
      if (failures-- > 0) throw new Error("provider unavailable");
    };
    const job = await enqueueJob(getDb(), { kind: "flaky", payload: {} });

    const start = new Date();
    expect(await runDueJobs(getDb(), { flaky }, { now: start })).toEqual({
      done: 0,
      failed: 0,
      retried: 1,
      errors: [{ jobId: job!.id, kind: "flaky", error: "Error: provider unavailable", final: false }],
    });
    const first = await jobOf(job!.id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null, lastError: "Error: provider unavailable" });
    expect(first.runAt.getTime()).toBe(start.getTime() + 10_000);
    // Inside the backoff nothing runs.
    expect((await runDueJobs(getDb(), { flaky }, { now: new Date(start.getTime() + 9_000) })).retried).toBe(0);

    expect((await runDueJobs(getDb(), { flaky }, { now: first.runAt })).retried).toBe(1);
    const second = await jobOf(job!.id);
    expect(second.runAt.getTime()).toBe(first.runAt.getTime() + 20_000);

    expect((await runDueJobs(getDb(), { flaky }, { now: second.runAt })).done).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobOf(job!.id)).toMatchObject({ status: "done", attempts: 3, lastError: null });
  });

  it("marks a job failed after the last attempt", async () => {
    const job = await enqueueJob(getDb(), { kind: "broken", payload: {} });
    await getDb().update(jobs).set({ attempts: maxJobAttempts - 1 }).where(eq(jobs.id, job!.id));
    const broken: JobHandler = () => Promise.reject(new Error("account closed"));

    const result = await runDueJobs(getDb(), { broken });

    expect(result).toMatchObject({ done: 0, failed: 1, retried: 0, errors: [{ final: true }] });
    expect(await jobOf(job!.id)).toMatchObject({ status: "failed", attempts: maxJobAttempts, lastError: "Error: account closed" });
    const muchLater = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    expect((await runDueJobs(getDb(), { broken }, { now: muchLater })).failed).toBe(0);
  });

  it("fails a job of an unknown kind at once", async () => {
    const job = await enqueueJob(getDb(), { kind: "toString", payload: {} });

    const result = await runDueJobs(getDb(), {});

    expect(result).toMatchObject({ done: 0, failed: 1, retried: 0 });
    expect(await jobOf(job!.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: 'UnknownJobKindError: no handler for job kind "toString"',
    });
  });

  it("does not run a job another instance has claimed, and takes over a claim that ran out", async () => {
    const { calls, handler } = recorder();
    const job = await enqueueJob(getDb(), { kind: "greet", payload: {} });
    const claimedUntil = new Date(Date.now() + 60_000);
    await getDb().update(jobs).set({ lockedUntil: claimedUntil }).where(eq(jobs.id, job!.id));

    expect((await runDueJobs(getDb(), { greet: handler })).done).toBe(0);
    expect((await runDueJobs(getDb(), { greet: handler }, { now: new Date(claimedUntil.getTime() + 1) })).done).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("runs the oldest due jobs first, a batch at a time", async () => {
    const order: unknown[] = [];
    const base = Date.now() - 60_000;
    for (const n of [3, 1, 2]) {
      await enqueueJob(getDb(), { kind: "step", payload: { n }, runAt: new Date(base + n * 1000) });
    }
    const step: JobHandler = async (payload) => {
      order.push(payload.n);
    };

    expect((await runDueJobs(getDb(), { step }, { batchSize: 2 })).done).toBe(2);
    expect((await runDueJobs(getDb(), { step }, { batchSize: 2 })).done).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  describe("leases", () => {
    const lease = { leaseMs: 20_000, renewEveryMs: 5_000 };
    const start = new Date("2026-09-01T12:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);

    /** A heartbeat that never beats on its own (a dead or stalled process); `tick()` renews by hand. */
    function heldHeartbeat() {
      let beat: (() => Promise<void>) | null = null;
      const repeat: Repeat = (tick) => {
        beat = tick;
        return () => {};
      };
      return { repeat, tick: () => beat!() };
    }

    function gate() {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { opened, open };
    }

    // The job's effect, applied in a transaction fenced by the claim: one row per commit.
    async function applyEffect(ctx: JobContext, who: string) {
      await getDb().transaction(async (tx) => {
        await ctx.fence(tx);
        await tx.insert(settings).values({ key: `effect:${ctx.jobId}:${who}`, value: who });
      });
    }
    const effects = async (jobId: string) =>
      (await getDb().select().from(settings).where(like(settings.key, `effect:${jobId}:%`))).map((row) => row.value);

    it("takes over a job claimed by a worker that died once its lease ran out, and the dead worker's run cannot commit", async () => {
      const job = await enqueueJob(getDb(), { kind: "deliver", payload: {}, runAt: start });
      const stalled = gate();
      const entered = gate();
      const dead = heldHeartbeat();
      const deadRun = runDueJobs(
        getDb(),
        {
          deliver: async (_payload, ctx) => {
            entered.open();
            await stalled.opened;
            await applyEffect(ctx, "dead");
          },
        },
        { now: start, lease, repeat: dead.repeat },
      );
      await entered.opened;
      expect((await jobOf(job!.id)).lockedUntil).toEqual(at(20_000));

      const taker: JobHandler = (_payload, ctx) => applyEffect(ctx, "taker");
      // Still inside the lease: nobody else may run it.
      expect((await runDueJobs(getDb(), { deliver: taker }, { now: at(19_999), lease })).done).toBe(0);
      expect((await runDueJobs(getDb(), { deliver: taker }, { now: at(20_000), lease })).done).toBe(1);

      // The stalled run wakes up (a process paused past its lease): its commit is refused.
      stalled.open();
      expect(await deadRun).toEqual({ done: 0, failed: 0, retried: 0, errors: [] });
      expect(await effects(job!.id)).toEqual(["taker"]);
      expect(await jobOf(job!.id)).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, claimToken: null });
    });

    it("keeps the claim of a live worker whose heartbeat renews it, however long the job takes", async () => {
      const job = await enqueueJob(getDb(), { kind: "deliver", payload: {}, runAt: start });
      const heartbeat = heldHeartbeat();
      let elapsed = 0;
      const other: JobHandler = (_payload, ctx) => applyEffect(ctx, "other");
      const otherRuns: number[] = [];

      const result = await runDueJobs(
        getDb(),
        {
          deliver: async (_payload, ctx) => {
            // Long past the first lease, renewed every 5 s on the way.
            for (let beat = 1; beat <= 8; beat++) {
              elapsed = beat * 5_000;
              await heartbeat.tick();
              otherRuns.push((await runDueJobs(getDb(), { deliver: other }, { now: at(elapsed + 1), lease })).done);
            }
            expect((await jobOf(ctx.jobId)).lockedUntil).toEqual(at(60_000));
            await applyEffect(ctx, "live");
          },
        },
        { now: start, lease, repeat: heartbeat.repeat, clock: () => elapsed },
      );

      expect(result.done).toBe(1);
      expect(otherRuns).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await effects(job!.id)).toEqual(["live"]);
    });

    it("aborts a running job's signal when a renewal finds its claim taken over", async () => {
      const job = await enqueueJob(getDb(), { kind: "deliver", payload: {}, runAt: start });
      const heartbeat = heldHeartbeat();
      let reason: unknown;
      const result = await runDueJobs(
        getDb(),
        {
          deliver: async (_payload, ctx) => {
            expect((await runDueJobs(getDb(), { deliver: (_p, c) => applyEffect(c, "taker") }, { now: at(20_000), lease })).done).toBe(1);
            await heartbeat.tick();
            reason = ctx.signal.reason;
            await applyEffect(ctx, "late");
          },
        },
        { now: start, lease, repeat: heartbeat.repeat },
      );
      expect(reason).toBeInstanceOf(LostClaimError);
      expect(result).toEqual({ done: 0, failed: 0, retried: 0, errors: [] });
      expect(await effects(job!.id)).toEqual(["taker"]);
    });
  });

  if (kind === "postgres") {
    it("runs each job exactly once when two runners work at the same time", async () => {
      const runs = new Map<number, number>();
      const count: JobHandler = async (payload) => {
        // Yield so the other runner gets to claim while this one is busy.
        await new Promise((resolve) => setImmediate(resolve));
        const n = payload.n as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
      };
      for (let n = 0; n < 30; n++) await enqueueJob(getDb(), { kind: "count", payload: { n } });

      let passes = 0;
      async function drain() {
        for (;;) {
          passes++;
          const { done } = await runDueJobs(getDb(), { count }, { batchSize: 3 });
          if (done === 0) return;
        }
      }
      await Promise.all([drain(), drain()]);

      expect(passes).toBeGreaterThan(2);
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect([...runs.values()].every((times) => times === 1)).toBe(true);
      const rows = await getDb().select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
      expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    });
  }
});
