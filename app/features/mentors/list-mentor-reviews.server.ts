import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles as mp, ratings, users } from "~/db/schema";
import { shortName } from "~/lib/names";
import { listed, shownRating } from "./mentor-sql.server";

/** Spec §9: the ratings panel shows this many reviews per page. */
export const REVIEWS_PER_PAGE = 3;

export interface MentorReview {
  id: string;
  rating: number;
  comment: string | null;
  /** First name and last initial (spec §6). */
  reviewer: string;
  createdAt: Date;
}

export interface MentorReviewsPage {
  /** Average rating, 2 decimals; 0 when unrated. */
  average: number;
  count: number;
  page: number;
  /** At least 1, so an unrated mentor still has a (empty) first page. */
  pageCount: number;
  reviews: MentorReview[];
}

/** One page of a mentor's reviews, newest first; null when there is no such listed mentor. */
export async function listMentorReviews(db: DbOrTx, mentorId: string, page: number): Promise<MentorReviewsPage | null> {
  const [mentor] = await db
    .select({ average: shownRating, count: mp.ratingCount })
    .from(mp)
    .where(and(eq(mp.userId, mentorId), listed));
  if (!mentor) return null;
  const rows = await db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      comment: ratings.comment,
      reviewer: users.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.studentId))
    .where(eq(ratings.mentorId, mentorId))
    // ratings_mentor_idx (mentor_id, created_at) read backwards; the id settles equal instants.
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    average: mentor.average,
    count: mentor.count,
    page,
    pageCount: Math.max(1, Math.ceil(mentor.count / REVIEWS_PER_PAGE)),
    reviews: rows.map((row) => ({ ...row, reviewer: shortName(row.reviewer) })),
  };
}
