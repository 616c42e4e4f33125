import { z } from "zod";
import type { Db } from "~/db/db.server";
import type { PeriodicTask } from "~/features/jobs/job-worker.server";
import type { JobHandlers } from "~/features/jobs/run-due-jobs.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { Tx } from "~/db/db.server";
import { REFUND_PAYMENT_JOB, sendRefund } from "./refunds.server";
import { RELEASE_DUE_PAYOUTS_EVERY_MS, releaseDuePayouts } from "./release-due-payouts.server";
import { TRANSFER_MENTOR_PAYOUT_JOB, sendMentorPayout } from "./send-mentor-payout.server";
import { TRANSFER_OWED_PAYOUTS_JOB, transferOwedPayouts } from "./transfer-owed-payouts.server";
import { releaseExpiredCheckouts } from "./release-expired-checkouts.server";

export const RELEASE_EXPIRED_CHECKOUTS_EVERY_MS = 60_000;

export interface PaymentJobsDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: Pick<Logger, "warn">;
  /** Wakes the job worker after a sweep queued jobs. */
  notifyJobs(): void;
  /** Queues what follows a refund (the student's email), in the transaction that records it. */
  onRefunded?: (tx: Tx, refundId: string) => Promise<void>;
}

const payoutPayload = z.object({ itemId: z.uuid() });
const owedPayload = z.object({ mentorId: z.string().min(1).max(255) });
const refundPayload = z.object({ refundId: z.uuid() });

/** The job kinds and periodic sweeps of payments, handed to the app's job worker by the composition root. */
export function paymentJobs({ db, gateway, logger, notifyJobs, onRefunded }: PaymentJobsDeps): { handlers: JobHandlers; periodic: PeriodicTask[] } {
  return {
    handlers: {
      [TRANSFER_MENTOR_PAYOUT_JOB]: async (payload) => {
        const { itemId } = payoutPayload.parse(payload);
        await sendMentorPayout(db, gateway, itemId);
      },
      [REFUND_PAYMENT_JOB]: async (payload, { fence, now }) => {
        const { refundId } = refundPayload.parse(payload);
        await sendRefund(db, gateway, refundId, { now, fence, onRefunded });
      },
      [TRANSFER_OWED_PAYOUTS_JOB]: async (payload) => {
        const { mentorId } = owedPayload.parse(payload);
        await transferOwedPayouts(db, gateway, mentorId);
      },
    },
    periodic: [
      {
        name: "release-expired-checkouts",
        everyMs: RELEASE_EXPIRED_CHECKOUTS_EVERY_MS,
        run: async (now) => {
          await releaseExpiredCheckouts(db, gateway, { now, logger });
        },
      },
      {
        name: "release-due-payouts",
        everyMs: RELEASE_DUE_PAYOUTS_EVERY_MS,
        run: async (now) => {
          if ((await releaseDuePayouts(db, { now })) > 0) notifyJobs();
        },
      },
    ],
  };
}
