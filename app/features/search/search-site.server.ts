import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import { escapeLike, shortName } from "~/lib/names";

export const SEARCH_LIMIT = 12;

export interface SiteSearchResults {
  mentors: { id: string; name: string; college: string; major: string; photoId: string | null }[];
  posts: { slug: string; title: string; excerpt: string; category: string }[];
}

function idsMatching<T extends { id: string; en: string; zh: string }>(list: T[], query: string): string[] {
  const q = query.toLowerCase();
  return list.filter((item) => item.en.toLowerCase().includes(q) || item.zh.includes(query)).map((item) => item.id);
}

/** Mentors by name, college, major or interest and published posts by title or excerpt. */
export async function searchSite(db: DbOrTx, query: string): Promise<SiteSearchResults> {
  const q = query.trim();
  if (!q) return { mentors: [], posts: [] };
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
      .orderBy(desc(mentorProfiles.ratingCount), mentorProfiles.userId)
      .limit(SEARCH_LIMIT),
    db
      .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern))))
      .orderBy(desc(blogPosts.createdAt))
      .limit(SEARCH_LIMIT),
  ]);
  return { mentors: mentorRows.map((m) => ({ ...m, name: shortName(m.name) })), posts };
}
