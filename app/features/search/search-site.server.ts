import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { isPublic } from "~/features/blog/public-posts.server";
import type { Locale } from "~/lib/i18n";
import { escapeLike, shortName } from "~/lib/names";
import { pageIndexFor, searchPageIndex, type AnswerHit, type PageHit } from "./search-pages.server";

export const SEARCH_LIMIT = 12;

export interface SiteSearchResults {
  mentors: { id: string; name: string; college: string; major: string; photoId: string | null }[];
  posts: { slug: string; title: string; excerpt: string; category: string }[];
  pages: PageHit[];
  /** FAQ and help answers, each linking to its anchor on its page. */
  answers: AnswerHit[];
}

export interface SiteSearchOptions {
  /** The page's language: posts and page copy in it. */
  locale: Locale;
  /** Whose search (null: a visitor): pages only a role may open are found only by that role. */
  role: Role | null;
  now: Date;
}

const nothingFound: SiteSearchResults = { mentors: [], posts: [], pages: [], answers: [] };

function idsMatching<T extends { id: string; en: string; zh: string }>(list: T[], query: string): string[] {
  const q = query.toLowerCase();
  return list.filter((item) => item.en.toLowerCase().includes(q) || item.zh.includes(query)).map((item) => item.id);
}

/**
 * Mentors by name, college, major or interest; public posts in the page's language by title,
 * excerpt or tag; pages and FAQ answers by their copy. Each group is ranked on its own.
 */
export async function searchSite(db: DbOrTx, query: string, { locale, role, now }: SiteSearchOptions): Promise<SiteSearchResults> {
  const q = query.trim();
  if (!q) return nothingFound;
  const pattern = `%${escapeLike(q)}%`;
  const collegeIds = idsMatching(universities, q);
  const majorIds = idsMatching(majors, q);

  const mentorMatch = or(
    ilike(users.name, pattern),
    collegeIds.length ? inArray(mentorProfiles.college, collegeIds) : undefined,
    majorIds.length ? inArray(mentorProfiles.major, majorIds) : undefined,
    sql`exists (select 1 from unnest(${mentorProfiles.interests}) as interest where interest ilike ${pattern})`,
  );
  const [mentorRows, posts] = await Promise.all([
    db
      .select({
        id: mentorProfiles.userId,
        name: users.name,
        college: mentorProfiles.college,
        major: mentorProfiles.major,
        photoId: mentorProfiles.photoId,
      })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .where(and(eq(users.disabled, false), mentorMatch))
      // A match on the person's name first, then the most reviewed.
      .orderBy(sql`(${users.name} ilike ${pattern}) desc`, desc(mentorProfiles.ratingCount), mentorProfiles.userId)
      .limit(SEARCH_LIMIT),
    db
      .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category })
      .from(blogPosts)
      .where(
        and(
          isPublic(now),
          eq(blogPosts.locale, locale),
          or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), sql`array_to_string(${blogPosts.tags}, chr(31)) ilike ${pattern}`),
        ),
      )
      // A match in the title first, then the newest.
      .orderBy(sql`(${blogPosts.title} ilike ${pattern}) desc`, desc(blogPosts.publishedAt), blogPosts.slug)
      .limit(SEARCH_LIMIT),
  ]);
  return {
    mentors: mentorRows.map((m) => ({ ...m, name: shortName(m.name) })),
    posts,
    ...searchPageIndex(pageIndexFor(locale, role), q),
  };
}
