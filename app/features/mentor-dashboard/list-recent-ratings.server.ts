import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { ratings } from "~/db/schema/meetings";
import { users } from "~/db/schema/users";
import { shortName } from "~/lib/names";

export const RECENT_RATINGS = 5;

export interface RecentRating {
  id: string;
  rating: number;
  comment: string | null;
  studentName: string;
  createdAt: string;
}

/** The mentor's latest ratings, newest first, with the student as first name and last initial. */
export async function listRecentRatings(db: DbOrTx, mentorId: string, limit = RECENT_RATINGS): Promise<RecentRating[]> {
  const rows = await db
    .select({ id: ratings.id, rating: ratings.rating, comment: ratings.comment, studentName: users.name, createdAt: ratings.createdAt })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.studentId))
    .where(eq(ratings.mentorId, mentorId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, studentName: shortName(row.studentName), createdAt: row.createdAt.toISOString() }));
}
