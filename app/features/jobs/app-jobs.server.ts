import { z } from "zod";
import type { Db } from "~/db/db.server";
import { deliverMeeting } from "~/features/meetings/deliver-meeting.server";
import {
  DELIVER_MEETING_JOB,
  TRANSFER_MENTOR_PAYOUT_JOB,
  transferMentorPayout,
} from "~/features/payments/mark-checkout-paid.server";
import { releaseExpiredCheckouts } from "~/features/payments/release-expired-checkouts.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "~/lib/payment-gateway.server";
import type { PeriodicTask } from "./job-worker.server";
import type { JobHandlers } from "./run-due-jobs.server";

export const RELEASE_EXPIRED_CHECKOUTS_EVERY_MS = 60_000;

export interface AppJobsDeps {
  db: Db;
  gateway: PaymentGateway;
  appUrl: string;
  mailFrom?: string;
  logger: Pick<Logger, "warn">;
  /** Wakes the mail worker after emails were queued. */
  notifyOutbox(): void;
}

const meetingPayload = z.object({ meetingId: z.uuid() });
const payoutPayload = z.object({ itemId: z.uuid() });

/** What the app's job worker runs: the job kinds other features queue, and the periodic sweeps. */
export function appJobs(deps: AppJobsDeps): { handlers: JobHandlers; periodic: PeriodicTask[] } {
  const { db, gateway } = deps;
  return {
    handlers: {
      [DELIVER_MEETING_JOB]: async (payload) => {
        const { meetingId } = meetingPayload.parse(payload);
        const outcome = await deliverMeeting(db, { meetingId }, { appUrl: deps.appUrl, mailFrom: deps.mailFrom });
        if (outcome === "delivered") deps.notifyOutbox();
      },
      [TRANSFER_MENTOR_PAYOUT_JOB]: async (payload) => {
        const { itemId } = payoutPayload.parse(payload);
        await transferMentorPayout(db, gateway, itemId);
      },
    },
    periodic: [
      {
        name: "release-expired-checkouts",
        everyMs: RELEASE_EXPIRED_CHECKOUTS_EVERY_MS,
        run: async () => {
          await releaseExpiredCheckouts(db, gateway, { now: new Date(), logger: deps.logger });
        },
      },
    ],
  };
}
