import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorAverageRatingKey, mentorProfiles as mp } from "~/db/schema";
import { defaultOrder } from "~/features/mentors/search-mentors.server";
import { hasAvailability, listed, nameColumn, shownRating } from "~/features/mentors/mentor-sql.server";
import { shortName } from "~/lib/names";
import { RECOMMENDED_MENTORS, seeMorePath, type MentorFinderCriteria, type MentorFinderResult, type RecommendedMentor } from "./mentor-finder-params";
import { parseFinderCriteria } from "./parse-finder-criteria";

const matchOf = (condition: SQL | undefined) => (condition ? sql<boolean>`coalesce(${condition}, false)` : sql<boolean>`false`);

/**
 * Spec §2 and §9: up to three mentors, ranked in SQL by how many of the three criteria they meet
 * (a mentor meeting none is left out). Ties go to the better rated, then the mentor list's own
 * order. Only mentors the list would show a signed-in student: listed, with weekly hours (the
 * list's default for signed-in users, so 'See More' does not hide a recommended mentor).
 */
export async function recommendMentors(db: DbOrTx, criteria: MentorFinderCriteria, limit = RECOMMENDED_MENTORS): Promise<RecommendedMentor[]> {
  const conditions = {
    major: criteria.major ? eq(mp.major, criteria.major) : undefined,
    country: criteria.country ? eq(mp.country, criteria.country) : undefined,
    college: criteria.college ? eq(mp.college, criteria.college) : undefined,
  };
  const given = Object.values(conditions).filter((c): c is SQL => c !== undefined);
  if (given.length === 0) return [];
  const score = sql.join(
    given.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await db
    .select({
      id: mp.userId,
      name: nameColumn,
      college: mp.college,
      major: mp.major,
      country: mp.country,
      photoId: mp.photoId,
      rating: shownRating,
      reviewCount: mp.ratingCount,
      sessionPriceCents: mp.sessionPriceCents,
      major_match: matchOf(conditions.major),
      country_match: matchOf(conditions.country),
      college_match: matchOf(conditions.college),
    })
    .from(mp)
    .where(and(listed, hasAvailability, sql`(${sql.join(given, sql` or `)})`))
    .orderBy(sql`(${score}) desc`, sql`${mentorAverageRatingKey} desc`, sql`${mp.ratingCount} desc`, ...defaultOrder)
    .limit(limit);
  return rows.map(({ major_match, country_match, college_match, ...row }) => ({
    ...row,
    name: shortName(row.name),
    matches: { major: major_match, country: country_match, college: college_match },
  }));
}

/** The finder's part of the dashboard: the criteria in the page's URL and, when any, the recommendations. */
export async function readMentorFinder(db: DbOrTx, params: URLSearchParams): Promise<MentorFinderResult> {
  const criteria = parseFinderCriteria(params);
  if (!criteria) return { criteria: {}, mentors: null, seeMorePath: seeMorePath({}) };
  return { criteria, mentors: await recommendMentors(db, criteria), seeMorePath: seeMorePath(criteria) };
}
