import type { Db } from "~/db/db.server";
import type { Logger } from "~/lib/logger.server";
import { defaultBatchSize, deliverDueEmails } from "./deliver-outbox.server";
import type { MailTransport } from "./mail-transport.server";

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, "error" | "warn" | "info">;
  intervalMs?: number;
}

export interface MailWorker {
  /** Run a delivery soon; calls during a run are folded into one follow-up run. */
  notify(): void;
  /** Stops the timer and waits for the batch in progress. The transport stays open. */
  stop(): Promise<void>;
}

export function startMailWorker({ db, transport, logger, intervalMs = 5000 }: MailWorkerOptions): MailWorker {
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;

  async function drain() {
    do {
      runAgain = false;
      try {
        const result = await deliverDueEmails(db, transport);
        if (result.failed > 0 || result.retried > 0) logger.warn(result, "some emails could not be sent");
        else if (result.sent > 0) logger.info(result, "emails sent");
        // A full batch suggests more are due right now.
        if (result.sent + result.failed + result.retried >= defaultBatchSize) runAgain = true;
      } catch (err) {
        logger.error({ err }, "email delivery failed");
      }
    } while (runAgain && !stopped);
  }

  function notify() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(notify, intervalMs);
  // The worker alone must not keep the process alive.
  timer.unref();
  // Delivers whatever was left queued by a previous process.
  notify();

  return {
    notify,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
