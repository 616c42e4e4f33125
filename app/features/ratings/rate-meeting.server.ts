import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { meetings, mentorProfiles, ratings } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { shownAverage } from "./rating-average";

export interface RateMeetingRequest {
  studentId: string;
  meetingId: string;
  /** 1-5, already validated (rateMeetingSchema). */
  rating: number;
  comment: string | null;
  now: Date;
}

export interface RatedMeeting {
  ratingId: string;
  mentorId: string;
  /** The mentor's totals after this rating; `average` as shown (2 decimals). */
  average: number;
  count: number;
}

/**
 * A student rates one of their meetings (spec §4): in one transaction the rating, the meeting's
 * has_rating and the mentor's count and sum. The meeting row is locked first, so of two
 * submissions at once the second waits and then reads "already rated"; the unique meeting_id
 * of ratings is the last word should anything else write a rating.
 */
export async function rateMeeting(db: Db, request: RateMeetingRequest): Promise<RatedMeeting> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .select({
        mentorId: meetings.mentorId,
        studentId: meetings.studentId,
        isPaid: meetings.isPaid,
        status: meetings.status,
        startsAt: meetings.startsAt,
        hasRating: meetings.hasRating,
      })
      .from(meetings)
      .where(eq(meetings.id, request.meetingId))
      .for("update");
    // Someone else's meeting reads as no meeting: its existence is not the asker's business.
    if (!meeting || meeting.studentId !== request.studentId) throw new AppError("meeting_not_found");
    if (!meeting.isPaid || meeting.status === "cancelled" || meeting.status === "expired") throw new AppError("rating_not_paid");
    if (meeting.startsAt > request.now) throw new AppError("rating_not_started");
    if (meeting.hasRating) throw new AppError("already_rated");

    const [inserted] = await tx
      .insert(ratings)
      .values({
        meetingId: request.meetingId,
        mentorId: meeting.mentorId,
        studentId: request.studentId,
        rating: request.rating,
        comment: request.comment,
      })
      .onConflictDoNothing({ target: ratings.meetingId })
      .returning({ id: ratings.id });
    if (!inserted) throw new AppError("already_rated");

    await tx.update(meetings).set({ hasRating: true }).where(eq(meetings.id, request.meetingId));
    const [totals] = await tx
      .update(mentorProfiles)
      .set({
        ratingCount: sql`${mentorProfiles.ratingCount} + 1`,
        ratingSum: sql`${mentorProfiles.ratingSum} + ${request.rating}`,
      })
      .where(eq(mentorProfiles.userId, meeting.mentorId))
      .returning({ count: mentorProfiles.ratingCount, sum: mentorProfiles.ratingSum });
    if (!totals) throw new Error(`meeting ${request.meetingId} has no mentor profile`);
    return { ratingId: inserted.id, mentorId: meeting.mentorId, average: shownAverage(totals.sum, totals.count), count: totals.count };
  });
}
