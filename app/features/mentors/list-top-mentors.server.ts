import { and, asc, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorAverageRatingKey, mentorProfiles as mp } from "~/db/schema";
import { shortName } from "~/lib/names";
import { listed, mentorId, nameColumn, shownRating } from "./mentor-sql.server";

/** Spec §9: the leaderboard's length. */
export const TOP_MENTORS_LIMIT = 50;

export interface TopMentor {
  /** 1-based place on the board. */
  rank: number;
  id: string;
  /** First name and last initial. */
  name: string;
  college: string;
  major: string;
  photoId: string | null;
  /** Average rating, 2 decimals. */
  rating: number;
  reviewCount: number;
  /** Distinct students with paid meetings with this mentor. */
  students: number;
}

/**
 * The leaderboard: rated, listed mentors by average rating, ties by number of reviews, then id.
 * One query: the order comes from mentor_profiles_rating_order_idx, and the per-mentor subqueries
 * (name, students) run only for the rows that make the board.
 */
export async function listTopMentors(db: DbOrTx, limit = TOP_MENTORS_LIMIT): Promise<TopMentor[]> {
  const rows = await db
    .select({
      id: mp.userId,
      name: nameColumn,
      college: mp.college,
      major: mp.major,
      photoId: mp.photoId,
      rating: shownRating,
      reviewCount: mp.ratingCount,
      students: sql<number>`(select count(distinct m.student_id)::int from meetings m where m.mentor_id = ${mentorId} and m.is_paid)`.mapWith(Number),
    })
    .from(mp)
    .where(and(gt(mp.ratingCount, 0), listed))
    .orderBy(sql`${mentorAverageRatingKey} desc`, sql`${mp.ratingCount} desc nulls last`, asc(mp.userId))
    .limit(limit);
  return rows.map((row, i) => ({ ...row, rank: i + 1, name: shortName(row.name) }));
}
