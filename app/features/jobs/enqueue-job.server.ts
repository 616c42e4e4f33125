import type { DbOrTx } from "~/db/db.server";
import { jobs } from "~/db/schema/outbox";

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one job ever exists per key (done or not): a second enqueue is a no-op. */
  dedupeKey?: string;
  runAt?: Date;
}

/**
 * Queues a job. Pass the transaction of the change that causes it, so the job exists exactly
 * when that change commits, and call notifyJobs() after the commit. Null when a job with the
 * same dedupeKey already exists.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      // The application clock, as the runner compares with it (see enqueueEmail).
      runAt: job.runAt ?? new Date(),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row ?? null;
}
