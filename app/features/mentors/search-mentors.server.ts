import { and, asc, eq, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { ivyLeagueIds } from "~content/universities";
import type { DbOrTx } from "~/db/db.server";
import { mentorAverageRatingKey, mentorIsIvy, mentorProfiles as mp } from "~/db/schema";
import { escapeLike, shortName } from "~/lib/names";
import { collegeIdsMatching, majorIdsMatching } from "./content-name-matches";
import type { MentorListItem, MentorSearch, MentorSearchResult } from "./mentor-search-params";
import { averageRating, hasAvailability, listed, mentorId, nameColumn, shownRating } from "./mentor-sql.server";
import { SAT_QUALIFYING_SCORE } from "~/lib/session-types";

// The mentor list (page and JSON API): filtering, ordering, paging and the total all happen in
// SQL, so a page never loads more than its own rows.

/** Best match scores at most this many distinct words of the query (the query is at most 100 characters). */
export const MAX_BEST_MATCH_KEYWORDS = 10;

// Spec §9: the eight Ivy colleges first, then SAT score descending; the id makes pages stable.
// Each order is written exactly as its index in schema/mentors.ts (including "nulls last"), so
// an unfiltered list reads one page from an index instead of sorting every mentor.
export const defaultOrder: SQL[] = [sql`${mentorIsIvy} desc`, sql`${mp.satScore} desc nulls last`, asc(mp.userId)];

/**
 * ILIKE pattern for text typed by a user: wildcards escaped, and control characters dropped,
 * which (no name or interest contains them) lets interests be matched as one string joined with
 * chr(31) without a match spanning two interests.
 */
function containsPattern(text: string): string | null {
  const clean = text.replace(/\p{Cc}/gu, "");
  return clean ? `%${escapeLike(clean)}%` : null;
}

// One ILIKE on the joined array is about twice as fast as unnest() with one ILIKE per interest.
const interestMatches = (pattern: string) => sql`array_to_string(${mp.interests}, chr(31)) ilike ${pattern}`;

/** The distinct words of the query of two or more characters, lower-cased, at most MAX_BEST_MATCH_KEYWORDS. */
export function bestMatchKeywords(q: string | undefined): string[] {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter((word) => Array.from(word).length >= 2);
  return [...new Set(words)].slice(0, MAX_BEST_MATCH_KEYWORDS);
}

/**
 * Spec §9 best match: bio length / 10 + 5 per matched keyword + 2 per rating point (the exact
 * average). A keyword counts once, however often it appears, when it is in the mentor's name, the
 * English or Chinese name of their college or major, one of their interests, or their bio.
 * Numeric arithmetic, so equal scores tie exactly and fall through to the default order.
 */
export function bestMatchScore(q: string | undefined): SQL {
  const keywordPoints = bestMatchKeywords(q).flatMap((keyword) => {
    const pattern = containsPattern(keyword);
    if (!pattern) return [];
    const colleges = collegeIdsMatching(keyword);
    const majors = majorIdsMatching(keyword);
    const matched = or(
      // Only rows that passed the filters are scored: a per-row name lookup beats a pass over users.
      sql`${nameColumn} ilike ${pattern}`,
      colleges.length ? inArray(mp.college, colleges) : undefined,
      majors.length ? inArray(mp.major, majors) : undefined,
      interestMatches(pattern),
      ilike(mp.bio, pattern),
    );
    return [sql` + (case when ${matched} then 5 else 0 end)`];
  });
  return sql`(char_length(${mp.bio}) / 10.0 + 2 * ${averageRating}${sql.join(keywordPoints)})`;
}

function orderFor(search: MentorSearch, signedIn: boolean): SQL[] {
  if (!signedIn) return defaultOrder;
  switch (search.sort) {
    case "best":
      return [sql`${bestMatchScore(search.q)} desc`, ...defaultOrder];
    case "rating":
      return [sql`${mentorAverageRatingKey} desc`, sql`${mp.ratingCount} desc nulls last`, ...defaultOrder];
    case "price_asc":
      return [asc(mp.sessionPriceCents), ...defaultOrder];
    case "price_desc":
      return [sql`${mp.sessionPriceCents} desc nulls last`, ...defaultOrder];
    default:
      return defaultOrder;
  }
}

/** Spec §5: the query matches the name, the college (English or Chinese name) or an interest, any case. */
function textMatches(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  if (!pattern) return undefined;
  const colleges = collegeIdsMatching(q);
  return or(
    // Planned as one pass over users (a hashed subplan), then a probe per mentor.
    sql`${mentorId} in (select u.id from users u where u.name ilike ${pattern})`,
    colleges.length ? inArray(mp.college, colleges) : undefined,
    interestMatches(pattern),
  );
}

function filtersFor(search: MentorSearch, signedIn: boolean): SQL | undefined {
  // Visitors cannot search or filter (spec §2): they get the default list.
  if (!signedIn) return listed;
  return and(
    listed,
    search.q ? textMatches(search.q) : undefined,
    search.country ? eq(mp.country, search.country) : undefined,
    search.major ? eq(mp.major, search.major) : undefined,
    search.college ? eq(mp.college, search.college) : undefined,
    search.language ? sql`${mp.languages} @> array[${search.language}]::text[]` : undefined,
    search.satOnly ? and(gte(mp.satScore, SAT_QUALIFYING_SCORE), eq(mp.offersSat, true)) : undefined,
    search.availableOnly ? hasAvailability : undefined,
    search.ivy ? inArray(mp.college, ivyLeagueIds) : undefined,
  );
}

/** The shared-reads key of one list answer: everything a searchMentors result depends on. */
export function mentorListKey(search: MentorSearch, signedIn: boolean): string {
  return `mentors:${signedIn ? "signed-in" : "visitor"}:${JSON.stringify(search)}`;
}

/**
 * One page of mentors and how many match. Signed-in users get search, filters, sorts and prices;
 * visitors the default order with no prices, whatever they ask for.
 */
export async function searchMentors(
  db: DbOrTx,
  search: MentorSearch,
  { signedIn }: { signedIn: boolean },
): Promise<MentorSearchResult> {
  const where = filtersFor(search, signedIn);
  const { page, pageSize } = search;
  const pageOf = (withTotal: boolean) =>
    db
      .select({
        id: mp.userId,
        name: nameColumn,
        college: mp.college,
        major: mp.major,
        country: mp.country,
        languages: mp.languages,
        rating: shownRating,
        reviewCount: mp.ratingCount,
        sessionPriceCents: mp.sessionPriceCents,
        satPriceCents: mp.satPriceCents,
        offersSat: mp.offersSat,
        satScore: mp.satScore,
        photoId: mp.photoId,
        bio: mp.bio,
        available: hasAvailability,
        total: withTotal ? sql<number>`(count(*) over ())::int`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      })
      .from(mp)
      .where(where)
      .orderBy(...orderFor(search, signedIn))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const countAll = () =>
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(mp)
      .where(where)
      .then(([row]) => row?.total ?? 0);

  // How to count was measured on 10,000 mentors (docs/decisions/0010). Without search text an
  // index hands over the page and stops, so a second count query is far cheaper than
  // count(*) over (), which makes the page query read every match. Search text can use no index:
  // both queries would scan every mentor, so one scan carrying the window count is cheaper.
  const textSearch = signedIn && Boolean(search.q);
  let rows: Awaited<ReturnType<typeof pageOf>>;
  let total: number;
  if (textSearch) {
    rows = await pageOf(true);
    // A page past the end has no row to carry the total.
    total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  } else {
    [rows, total] = await Promise.all([pageOf(false), countAll()]);
  }
  const mentors: MentorListItem[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    name: shortName(row.name),
    sessionPriceCents: signedIn ? row.sessionPriceCents : null,
    satPriceCents: signedIn ? row.satPriceCents : null,
  }));
  return { total, page, pageSize, mentors };
}
