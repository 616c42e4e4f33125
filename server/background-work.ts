import type { Db } from "~/db/db.server";
import type { MailTransport } from "~/features/email/mail-transport.server";
import { startMailWorker } from "~/features/email/mail-worker.server";
import { startJobWorker } from "~/features/jobs/job-worker.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { Clock } from "~/lib/clock.server";
import type { LeaseSettings } from "~/lib/work-lease.server";
import { appJobs, type AppJobsDeps } from "./app-jobs";

export interface BackgroundWorkOptions {
  db: Db;
  transport: MailTransport;
  gateway: PaymentGateway;
  appUrl: string;
  mailFrom?: string;
  logger: Pick<Logger, "error" | "warn" | "info">;
  /** Claims on jobs and emails (default: 20 s, renewed every 5 s); tests shorten it. */
  lease?: LeaseSettings;
  /** How often each worker looks for due work besides being woken (default 5 s). */
  pollMs?: number;
  createConference?: AppJobsDeps["createConference"];
  /** "Now" for due jobs and sweeps: the test clock in end-to-end tests. */
  clock?: Clock;
}

export interface BackgroundWork {
  notifyOutbox(): void;
  notifyJobs(): void;
  /** Waits for the work in progress: jobs first (they queue mail), then the mail worker. */
  stop(): Promise<void>;
}

/** The job worker with the app's job kinds and the mail worker, as every server instance runs them. */
export function startBackgroundWork({ db, transport, gateway, appUrl, mailFrom, logger, lease, pollMs, createConference, clock }: BackgroundWorkOptions): BackgroundWork {
  const mailWorker = startMailWorker({ db, transport, logger, lease, intervalMs: pollMs });
  const notifyOutbox = () => mailWorker.notify();
  // Sweeps wake the worker they run in: bound once it exists.
  const notifyJobs = () => jobWorker.notify();
  const jobWorker = startJobWorker({
    db,
    logger,
    lease,
    clock,
    intervalMs: pollMs,
    ...appJobs({ db, gateway, appUrl, mailFrom, logger, notifyOutbox, notifyJobs, createConference }),
  });
  return {
    notifyOutbox,
    notifyJobs,
    async stop() {
      await jobWorker.stop();
      await mailWorker.stop();
    },
  };
}
