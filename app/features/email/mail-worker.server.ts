import type { Db } from "~/db/db.server";
import type { Logger } from "~/lib/logger.server";
import { startPollLoop, type PollLoop } from "~/lib/poll-loop.server";
import { defaultBatchSize, deliverDueEmails } from "./deliver-outbox.server";
import type { MailTransport } from "./mail-transport.server";
import type { LeaseSettings } from "~/lib/work-lease.server";

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, "error" | "warn" | "info">;
  intervalMs?: number;
  /** How long a claim on an email lasts unless renewed (tests shorten it). */
  lease?: LeaseSettings;
}

/** notify(): deliver soon. stop(): waits for the batch in progress; the transport stays open. */
export type MailWorker = PollLoop;

export function startMailWorker({ db, transport, logger, intervalMs = 5000, lease }: MailWorkerOptions): MailWorker {
  return startPollLoop({
    intervalMs,
    async runOnce() {
      // Each failure with its cause, never the recipient, subject or body.
      const result = await deliverDueEmails(db, transport, {
        lease,
        onRenewError: (err) => logger.warn({ err }, "renewing the claim on emails failed"),
        onFailure: (failure) =>
          failure.outcome === "failed"
            ? logger.error(failure, "an email could not be sent; giving up")
            : logger.warn(failure, "an email could not be sent; will retry"),
      });
      if (result.sent > 0) logger.info(result, "emails sent");
      // A full batch suggests more are due right now.
      return result.sent + result.failed + result.retried >= defaultBatchSize;
    },
    onError: (err) => logger.error({ err }, "email delivery failed"),
  });
}
