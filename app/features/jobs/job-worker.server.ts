import { systemClock, type Clock } from "~/lib/clock.server";
import type { Db } from "~/db/db.server";
import type { Logger } from "~/lib/logger.server";
import { startPollLoop } from "~/lib/poll-loop.server";
import type { LeaseSettings } from "~/lib/work-lease.server";
import { defaultJobBatchSize, runDueJobs, type JobHandlers } from "./run-due-jobs.server";

/**
 * Work run on a timer in every instance (not a queued job): it must be safe to run on several
 * instances at the same time.
 */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface JobWorkerOptions {
  db: Db;
  logger: Pick<Logger, "error" | "warn" | "info">;
  handlers: JobHandlers;
  periodic?: PeriodicTask[];
  intervalMs?: number;
  /** "Now" for what is due (a test clock in end-to-end tests); the system clock by default. */
  clock?: Clock;
  /** How long a claim on a job lasts unless renewed (tests shorten it). */
  lease?: LeaseSettings;
}

export interface JobWorker {
  /** Run due jobs soon; calls during a run are folded into one follow-up run. */
  notify(): void;
  /** Stops the timers and waits for the jobs and periodic tasks in progress. */
  stop(): Promise<void>;
}

export function startJobWorker({ db, logger, handlers, periodic = [], intervalMs = 5000, lease, clock = systemClock }: JobWorkerOptions): JobWorker {
  const jobLoop = startPollLoop({
    intervalMs,
    async runOnce() {
      const result = await runDueJobs(db, handlers, { lease, now: clock.now(), onRenewError: (err) => logger.warn({ err }, "renewing the claim on jobs failed") });
      for (const { final, ...failure } of result.errors) {
        if (final) logger.error(failure, "job failed for good");
        else logger.warn(failure, "job failed, will retry");
      }
      if (result.done > 0) logger.info({ done: result.done }, "jobs done");
      // A full batch suggests more are due right now.
      return result.done + result.failed + result.retried >= defaultJobBatchSize;
    },
    onError: (err) => logger.error({ err }, "running jobs failed"),
  });
  const periodicLoops = periodic.map((task) =>
    startPollLoop({
      intervalMs: task.everyMs,
      async runOnce() {
        await task.run(clock.now());
        return false;
      },
      onError: (err) => logger.error({ err, task: task.name }, "periodic task failed"),
    }),
  );

  return {
    notify: jobLoop.notify,
    async stop() {
      await Promise.all([jobLoop.stop(), ...periodicLoops.map((loop) => loop.stop())]);
    },
  };
}
