import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { jobs } from "~/db/schema/outbox";
import { retryDelayMs } from "~/lib/retry-delay";
import { defaultLease, LostClaimError, workUnderLease, type LeasedBatchOptions } from "~/lib/work-lease.server";
import { describeError } from "~/lib/safe-error";

export const defaultJobBatchSize = 10;
export const maxJobAttempts = 15;
// A job's time limit: its signal aborts then, and a job that overruns it is retried.
const maxJobRunMs = 5 * 60 * 1000;

export interface JobContext {
  jobId: string;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  now: Date;
  /** Aborts when the job runs past its time limit or its claim was taken over by another instance. */
  signal: AbortSignal;
  /**
   * Locks the job's row in `tx` and throws LostClaimError unless this run still holds the claim.
   * Call it first in the transaction that applies the job's effect: a run whose claim was taken
   * over (it stalled past its lease) then cannot commit, so overlapping runs commit at most once.
   */
  fence(tx: DbOrTx): Promise<void>;
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

export type RunDueJobsOptions = LeasedBatchOptions;

/**
 * Runs one batch of due jobs. Jobs are claimed in a short transaction with FOR UPDATE SKIP
 * LOCKED and a short lease that a heartbeat renews while they run, so several server instances
 * can run this at once without running a job twice, and the jobs of an instance that died are
 * taken over as soon as its lease runs out. Every outcome is written only while the claim is
 * still ours (its token). A failing job is retried with a growing delay; a job whose kind has no
 * handler fails at once.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, options: RunDueJobsOptions = {}): Promise<JobRunResult> {
  const now = options.now ?? new Date();
  const lease = options.lease ?? defaultLease;
  const claimToken = randomUUID();
  const claimed = await claimDueJobs(db, { now, lockedUntil: new Date(now.getTime() + lease.leaseMs), claimToken }, options.batchSize ?? defaultJobBatchSize);

  const result: JobRunResult = { done: 0, failed: 0, retried: 0, errors: [] };
  await workUnderLease(
    claimed,
    {
      lease,
      claimedAt: now,
      maxWorkMs: maxJobRunMs,
      renew: (ids, lockedUntil) => renewClaims(db, ids, claimToken, lockedUntil),
      onRenewError: options.onRenewError,
      repeat: options.repeat,
      clock: options.clock,
    },
    async (job, signal) => {
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      try {
        if (!handler) throw new UnknownJobKindError(job.kind);
        await handler(job.payload as Record<string, unknown>, {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts + 1,
          now,
          signal,
          fence: (tx) => fenceJob(tx, job.id, claimToken),
        });
      } catch (error) {
        // Taken over: the job and its outcome belong to the instance that holds it now.
        if (error instanceof LostClaimError || signal.reason instanceof LostClaimError) return;
        const final = error instanceof UnknownJobKindError || job.attempts + 1 >= maxJobAttempts;
        if (!(await recordFailure(db, job, error, { now, claimToken, final }))) return;
        result[final ? "failed" : "retried"]++;
        result.errors.push({ jobId: job.id, kind: job.kind, error: describeError(error), final });
        return;
      }
      const finished = await db
        .update(jobs)
        .set({ status: "done", attempts: job.attempts + 1, lockedUntil: null, claimToken: null, lastError: null })
        .where(stillOurs(job.id, claimToken))
        .returning({ id: jobs.id });
      if (finished.length > 0) result.done++;
    },
  );
  return result;
}

class UnknownJobKindError extends Error {
  constructor(kind: string) {
    super(`no handler for job kind "${kind}"`);
    this.name = "UnknownJobKindError";
  }
}

const stillOurs = (jobId: string, claimToken: string) => and(eq(jobs.id, jobId), eq(jobs.status, "queued"), eq(jobs.claimToken, claimToken));

async function fenceJob(tx: DbOrTx, jobId: string, claimToken: string) {
  const [held] = await tx.select({ id: jobs.id }).from(jobs).where(stillOurs(jobId, claimToken)).for("update");
  if (!held) throw new LostClaimError(`job ${jobId}`);
}

async function renewClaims(db: Db, ids: string[], claimToken: string, lockedUntil: Date): Promise<string[]> {
  const kept = await db
    .update(jobs)
    .set({ lockedUntil })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, "queued"), eq(jobs.claimToken, claimToken)))
    .returning({ id: jobs.id });
  return kept.map((row) => row.id);
}

async function claimDueJobs(db: Db, claim: { now: Date; lockedUntil: Date; claimToken: string }, batchSize: number) {
  const { now, lockedUntil, claimToken } = claim;
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
      .set({ lockedUntil, claimToken })
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

/** False when the claim was no longer ours, so nothing was written. */
async function recordFailure(
  db: Db,
  job: ClaimedJob,
  error: unknown,
  { now, claimToken, final }: { now: Date; claimToken: string; final: boolean },
): Promise<boolean> {
  const attempts = job.attempts + 1;
  const written = await db
    .update(jobs)
    .set({
      attempts,
      lastError: describeError(error),
      lockedUntil: null,
      claimToken: null,
      ...(final ? { status: "failed" as const } : { runAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(stillOurs(job.id, claimToken))
    .returning({ id: jobs.id });
  return written.length > 0;
}
