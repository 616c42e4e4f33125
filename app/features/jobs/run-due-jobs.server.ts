import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { jobs } from "~/db/schema/outbox";
import { retryDelayMs } from "~/lib/retry-delay";
import { workWithinClaim } from "~/lib/claim-window.server";
import { describeError } from "~/lib/safe-error";

export const defaultJobBatchSize = 10;
export const maxJobAttempts = 15;
const claimMs = 5 * 60 * 1000;
// Stop starting jobs this long before the claim runs out, so no other instance can claim a job
// we are still running.
const claimSafetyMs = 60 * 1000;

export interface JobContext {
  jobId: string;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  now: Date;
  /** Aborts when the claim on the job is about to run out. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobError {
  jobId: string;
  kind: string;
  error: string;
  /** True when the job will not run again. */
  final: boolean;
}

export interface JobRunResult {
  done: number;
  failed: number;
  retried: number;
  errors: JobError[];
}

type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

/**
 * Runs one batch of due jobs. Jobs are claimed in a short transaction with FOR UPDATE SKIP
 * LOCKED and a time-limited lock, and run after it commits, so several server instances can run
 * this at once without running a job twice. A failing job is retried with a growing delay; a job
 * whose kind has no handler fails at once.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  options: { now?: Date; batchSize?: number } = {},
): Promise<JobRunResult> {
  const now = options.now ?? new Date();
  const lockedUntil = new Date(now.getTime() + claimMs);
  const claimed = await claimDueJobs(db, now, lockedUntil, options.batchSize ?? defaultJobBatchSize);

  const result: JobRunResult = { done: 0, failed: 0, retried: 0, errors: [] };
  await workWithinClaim(
    claimed,
    { claimMs, safetyMs: claimSafetyMs },
    async (job, budgetMs) => {
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      try {
        if (!handler) throw new UnknownJobKindError(job.kind);
        await handler(job.payload as Record<string, unknown>, {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts + 1,
          now,
          signal: AbortSignal.timeout(budgetMs),
        });
      } catch (error) {
        const final = error instanceof UnknownJobKindError || job.attempts + 1 >= maxJobAttempts;
        await recordFailure(db, job, error, { now, lockedUntil, final });
        result[final ? "failed" : "retried"]++;
        result.errors.push({ jobId: job.id, kind: job.kind, error: describeError(error), final });
        return;
      }
      await db
        .update(jobs)
        .set({ status: "done", attempts: job.attempts + 1, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, lockedUntil)));
      result.done++;
    },
    (notReached) => releaseClaims(db, notReached, lockedUntil),
  );
  return result;
}

class UnknownJobKindError extends Error {
  constructor(kind: string) {
    super(`no handler for job kind "${kind}"`);
    this.name = "UnknownJobKindError";
  }
}

async function claimDueJobs(db: Db, now: Date, lockedUntil: Date, batchSize: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, "queued"), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(jobs)
      .set({ lockedUntil })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, runAt: jobs.runAt });
    // RETURNING has no order: run the oldest first.
    return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  });
}

async function recordFailure(
  db: Db,
  job: ClaimedJob,
  error: unknown,
  { now, lockedUntil, final }: { now: Date; lockedUntil: Date; final: boolean },
) {
  const attempts = job.attempts + 1;
  await db
    .update(jobs)
    .set({
      attempts,
      lastError: describeError(error),
      lockedUntil: null,
      ...(final ? { status: "failed" as const } : { runAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, lockedUntil)));
}

// Only jobs whose claim is still ours: the deadline keeps us well inside it.
async function releaseClaims(db: Db, claimed: ClaimedJob[], lockedUntil: Date) {
  await db
    .update(jobs)
    .set({ lockedUntil: null })
    .where(
      and(
        inArray(
          jobs.id,
          claimed.map((j) => j.id),
        ),
        eq(jobs.lockedUntil, lockedUntil),
      ),
    );
}
