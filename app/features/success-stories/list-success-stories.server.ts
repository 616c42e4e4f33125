import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { successResults } from "~/db/schema/content";
import type { Locale } from "~/lib/i18n";
import { escapeLike } from "~/lib/names";
import { pageStrings } from "~/lib/page-strings.server";
import { BUILT_IN_STORY_YEAR, builtInStories } from "./built-in-stories";
import { matchesStoryFilters, type StoryFilters } from "./story-filters";
import { parseEvidence, type SuccessStory } from "./success-story";

/** Spec §7/§9: the newest 50 results, by year. */
export const SUCCESS_STORIES_LIMIT = 50;

export interface SuccessStoriesView {
  stories: SuccessStory[];
  /** Every college with a story, for the filter chips. */
  colleges: string[];
  /** "built-in" when the table holds no stories and the page shows its own twelve. */
  source: "table" | "built-in";
}

/**
 * The stories that match the filters (search by student or college, one college, one kind of
 * result: all combined), filtered in SQL; the built-in stories when the table is empty.
 */
export async function listSuccessStories(db: DbOrTx, filters: StoryFilters, locale: Locale): Promise<SuccessStoriesView> {
  const colleges = await db.selectDistinct({ college: successResults.college }).from(successResults).orderBy(asc(successResults.college));
  if (colleges.length === 0) return builtInView(filters, locale);

  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(successResults.studentName, pattern), ilike(successResults.college, pattern))!);
  }
  if (filters.college) conditions.push(eq(successResults.college, filters.college));
  if (filters.type) conditions.push(eq(successResults.evidenceType, filters.type));

  const rows = await db
    .select({
      id: successResults.id,
      studentName: successResults.studentName,
      college: successResults.college,
      year: successResults.year,
      mentorName: successResults.mentorName,
      evidenceType: successResults.evidenceType,
      evidenceDetails: successResults.evidenceDetails,
      testimonial: successResults.testimonial,
    })
    .from(successResults)
    .where(and(...conditions))
    .orderBy(desc(successResults.year), desc(successResults.createdAt), sql`${successResults.id}`)
    .limit(SUCCESS_STORIES_LIMIT);

  const stories: SuccessStory[] = [];
  for (const { evidenceType, evidenceDetails, ...row } of rows) {
    // A row whose details do not fit its kind is left out rather than shown half empty.
    const evidence = parseEvidence(evidenceType, evidenceDetails);
    if (evidence) stories.push({ ...row, evidence });
  }
  return { stories, colleges: colleges.map((c) => c.college), source: "table" };
}

interface BuiltInTexts {
  builtIn: Record<string, { testimonial: string; detail?: string }>;
}

/** The twelve built-in stories in the page's language, filtered by the same rules. */
export function builtInView(filters: StoryFilters, locale: Locale): SuccessStoriesView {
  const texts = pageStrings(locale, "success-stories").bundles["success-stories"] as unknown as BuiltInTexts;
  const all: SuccessStory[] = builtInStories.map(({ id, studentName, college, mentorName, evidence }) => {
    const text = texts.builtIn[id]!;
    return {
      id,
      studentName,
      college,
      mentorName,
      year: BUILT_IN_STORY_YEAR,
      testimonial: text.testimonial,
      evidence:
        evidence.type === "score-improvement"
          ? evidence
          : evidence.type === "scholarship"
            ? { type: "scholarship", amount: text.detail ?? "" }
            : { type: evidence.type, achievement: text.detail ?? "" },
    };
  });
  return {
    stories: all.filter((story) => matchesStoryFilters(story, filters)),
    colleges: [...new Set(all.map((s) => s.college))].sort(),
    source: "built-in",
  };
}
