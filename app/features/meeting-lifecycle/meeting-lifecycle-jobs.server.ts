import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/db.server";
import { refunds } from "~/db/schema";
import type { PeriodicTask } from "~/features/jobs/job-worker.server";
import { completeFinishedMeetings } from "./complete-finished-meetings.server";
import { queueStudentEmail } from "./student-email.server";

export const COMPLETE_MEETINGS_EVERY_MS = 60_000;

export interface MeetingLifecycleJobsDeps {
  db: Db;
  appUrl: string;
  /** Wakes the mail worker after emails were queued. */
  notifyOutbox(): void;
}

/** The sweep that completes finished meetings, and the email that follows a refund (handed to payments). */
export function meetingLifecycleJobs({ db, appUrl, notifyOutbox }: MeetingLifecycleJobsDeps): {
  periodic: PeriodicTask[];
  onRefunded: (tx: Tx, refundId: string) => Promise<void>;
} {
  return {
    periodic: [
      {
        name: "complete-finished-meetings",
        everyMs: COMPLETE_MEETINGS_EVERY_MS,
        run: async (now) => {
          if ((await completeFinishedMeetings(db, { now, appUrl })) > 0) notifyOutbox();
        },
      },
    ],
    async onRefunded(tx, refundId) {
      const [refund] = await tx.select({ meetingId: refunds.meetingId, amountCents: refunds.amountCents, reason: refunds.reason }).from(refunds).where(eq(refunds.id, refundId));
      if (refund) await queueStudentEmail(tx, refund.meetingId, { kind: "refund_sent", amountCents: refund.amountCents, reason: refund.reason }, { appUrl });
    },
  };
}
