import type { Db } from "~/db/db.server";
import type { PeriodicTask } from "~/features/jobs/job-worker.server";
import type { JobHandlers } from "~/features/jobs/run-due-jobs.server";
import type { CreateConference } from "~/features/meetings/meeting-conference.server";
import { meetingLifecycleJobs } from "~/features/meeting-lifecycle/meeting-lifecycle-jobs.server";
import { meetingJobs } from "~/features/meetings/meeting-jobs.server";
import { paymentJobs } from "~/features/payments/payment-jobs.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";

export interface AppJobsDeps {
  db: Db;
  gateway: PaymentGateway;
  appUrl: string;
  mailFrom?: string;
  logger: Pick<Logger, "warn">;
  /** Wakes the mail worker after emails were queued. */
  notifyOutbox(): void;
  /** Wakes the job worker after a sweep queued jobs. */
  notifyJobs(): void;
  /** The mentor's Google Meet for a paid meeting (server/app.ts builds it when Google keys are set). */
  createConference?: CreateConference;
}

/**
 * What the app's job worker runs. The composition root: each feature hands over its own job
 * kinds and sweeps, so the jobs feature knows none of them (and features never import each
 * other to reach a handler).
 */
export function appJobs(deps: AppJobsDeps): { handlers: JobHandlers; periodic: PeriodicTask[] } {
  const lifecycle = meetingLifecycleJobs(deps);
  const payments = paymentJobs({ ...deps, onRefunded: lifecycle.onRefunded });
  return {
    handlers: { ...meetingJobs(deps), ...payments.handlers },
    periodic: [...payments.periodic, ...lifecycle.periodic],
  };
}
