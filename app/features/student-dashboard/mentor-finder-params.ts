// The dashboard's mentor finder: intended major, country and dream college, each one of the
// content lists' ids, read by the same rules as the /mentors page so 'See More' means the same.

export const finderFields = ["major", "country", "college"] as const;
export type FinderField = (typeof finderFields)[number];

export type MentorFinderCriteria = { [K in FinderField]?: string };

/** How many mentors the finder recommends (spec §9). */
export const RECOMMENDED_MENTORS = 3;

/** The /mentors link behind 'See More': only the filled fields. */
export function seeMorePath(criteria: MentorFinderCriteria): string {
  const params = new URLSearchParams();
  for (const field of finderFields) {
    const value = criteria[field];
    if (value) params.set(field, value);
  }
  const query = params.toString();
  return query ? `/mentors?${query}` : "/mentors";
}

export interface RecommendedMentor {
  id: string;
  /** First name and last initial. */
  name: string;
  college: string;
  major: string;
  country: string;
  photoId: string | null;
  /** Average rating, 2 decimals; 0 when unrated. */
  rating: number;
  reviewCount: number;
  sessionPriceCents: number;
  /** Which of the student's criteria this mentor meets. */
  matches: { major: boolean; country: boolean; college: boolean };
}

export interface MentorFinderResult {
  /** What the student asked for (only values from the content lists). */
  criteria: MentorFinderCriteria;
  /** null until the student searches. */
  mentors: RecommendedMentor[] | null;
  /** 'See More': /mentors with only the filled fields. */
  seeMorePath: string;
}
