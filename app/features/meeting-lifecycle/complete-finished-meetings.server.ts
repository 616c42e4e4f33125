import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { SESSION_MINUTES } from "~/lib/session-types";
import { queueStudentEmail } from "./student-email.server";

const BATCH = 100;
// Meetings that ended longer ago than this (before the sweep existed, or while the site was down)
// are completed without asking for a rating: a week-old request reads as spam.
const REVIEW_REQUEST_DAYS = 7;

/**
 * The periodic sweep that completes paid meetings whose hour is over and asks each student for a
 * rating. Rows are claimed with SKIP LOCKED and changed only from "scheduled", so instances
 * sweeping at once, or a sweep racing a cancellation, complete each meeting once. The mentor's
 * share becomes payable 2 days later (payments' releaseDuePayouts). Returns how many completed.
 */
export async function completeFinishedMeetings(db: Db, { now, appUrl }: { now: Date; appUrl: string }): Promise<number> {
  const endedBefore = new Date(now.getTime() - SESSION_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.isPaid, true), eq(meetings.status, "scheduled"), lte(meetings.startsAt, endedBefore)))
      .orderBy(meetings.startsAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const completed = await tx
      .update(meetings)
      .set({ status: "completed", completedAt: now })
      .where(and(inArray(meetings.id, due.map((m) => m.id)), eq(meetings.status, "scheduled")))
      .returning({ id: meetings.id, startsAt: meetings.startsAt, hasRating: meetings.hasRating });
    const askSince = now.getTime() - REVIEW_REQUEST_DAYS * 86_400_000;
    for (const meeting of completed) {
      if (!meeting.hasRating && meeting.startsAt.getTime() >= askSince) await queueStudentEmail(tx, meeting.id, { kind: "review_request" }, { appUrl });
    }
    return completed.length;
  });
}
