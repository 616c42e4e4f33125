import { and, eq, inArray, lte, notExists } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { checkoutItems, meetings, mentorPayouts, refunds } from "~/db/schema";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import { PAYOUT_HOLD_DAYS } from "~/features/meetings/meeting-transitions";
import { SESSION_MINUTES } from "~/lib/session-types";
import { TRANSFER_MENTOR_PAYOUT_JOB } from "./send-mentor-payout.server";

export const RELEASE_DUE_PAYOUTS_EVERY_MS = 60_000;
const BATCH = 200;

/**
 * The periodic sweep that pays mentors: each pending share whose session was completed (or the
 * student did not come, or cancelled too late for a refund) and whose dispute window has passed
 * gets a `transfer-mentor-payout` job, once (the job's key). A refund cancels its share, and a
 * share whose meeting has a refund asked for or under way waits for it.
 * Returns how many were queued; the caller wakes the job worker.
 */
export async function releaseDuePayouts(db: Db, { now }: { now: Date }): Promise<number> {
  const dueStartedBefore = new Date(now.getTime() - (SESSION_MINUTES * 60_000 + PAYOUT_HOLD_DAYS * 86_400_000));
  const liveRefund = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.meetingId, meetings.id), inArray(refunds.status, ["requested", "pending"])));
  const due = await db
    .select({ itemId: mentorPayouts.checkoutItemId })
    .from(mentorPayouts)
    .innerJoin(checkoutItems, eq(checkoutItems.id, mentorPayouts.checkoutItemId))
    .innerJoin(meetings, eq(meetings.id, checkoutItems.meetingId))
    .where(
      and(
        eq(mentorPayouts.status, "pending"),
        inArray(meetings.status, ["completed", "no_show", "cancelled"]),
        lte(meetings.startsAt, dueStartedBefore),
        notExists(liveRefund),
      ),
    )
    .orderBy(mentorPayouts.createdAt)
    .limit(BATCH);
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const { itemId } of due) {
      if (await enqueueJob(tx, { kind: TRANSFER_MENTOR_PAYOUT_JOB, payload: { itemId }, dedupeKey: `transfer:${itemId}`, runAt: now })) queued += 1;
    }
  });
  return queued;
}
