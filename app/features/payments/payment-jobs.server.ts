import { z } from "zod";
import type { Db } from "~/db/db.server";
import type { PeriodicTask } from "~/features/jobs/job-worker.server";
import type { JobHandlers } from "~/features/jobs/run-due-jobs.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import { TRANSFER_MENTOR_PAYOUT_JOB, transferMentorPayout } from "./mark-checkout-paid.server";
import { TRANSFER_OWED_PAYOUTS_JOB, transferOwedPayouts } from "./transfer-owed-payouts.server";
import { releaseExpiredCheckouts } from "./release-expired-checkouts.server";

export const RELEASE_EXPIRED_CHECKOUTS_EVERY_MS = 60_000;

export interface PaymentJobsDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: Pick<Logger, "warn">;
}

const payoutPayload = z.object({ itemId: z.uuid() });
const owedPayload = z.object({ mentorId: z.string().min(1).max(255) });

/** The job kinds and periodic sweeps of payments, handed to the app's job worker by the composition root. */
export function paymentJobs({ db, gateway, logger }: PaymentJobsDeps): { handlers: JobHandlers; periodic: PeriodicTask[] } {
  return {
    handlers: {
      [TRANSFER_MENTOR_PAYOUT_JOB]: async (payload) => {
        const { itemId } = payoutPayload.parse(payload);
        await transferMentorPayout(db, gateway, itemId);
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
        run: async () => {
          await releaseExpiredCheckouts(db, gateway, { now: new Date(), logger });
        },
      },
    ],
  };
}
