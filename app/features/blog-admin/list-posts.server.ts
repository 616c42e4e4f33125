import { desc, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts, type blogLocales } from "~/db/schema/content";

export const ARTICLES_PER_PAGE = 20;

export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  locale: (typeof blogLocales)[number];
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

/** One article: its posts in each language (one or two), English first. */
export interface AdminArticle {
  translationKey: string;
  posts: AdminPostRow[];
}

/**
 * Every post, drafts included, as articles (translation pairs), newest article first (spec §7:
 * by createdAt descending); paginated in SQL by article so a pair is never split across pages.
 */
export async function listBlogArticles(db: DbOrTx, page: number): Promise<{ articles: AdminArticle[]; hasMore: boolean }> {
  const newest = max(blogPosts.createdAt);
  const keys = await db
    .select({ translationKey: blogPosts.translationKey })
    .from(blogPosts)
    .groupBy(blogPosts.translationKey)
    .orderBy(desc(newest), blogPosts.translationKey)
    .limit(ARTICLES_PER_PAGE + 1)
    .offset((page - 1) * ARTICLES_PER_PAGE);
  const hasMore = keys.length > ARTICLES_PER_PAGE;
  const pageKeys = keys.slice(0, ARTICLES_PER_PAGE).map((row) => row.translationKey);
  if (pageKeys.length === 0) return { articles: [], hasMore: false };

  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      locale: blogPosts.locale,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
      translationKey: blogPosts.translationKey,
    })
    .from(blogPosts)
    .where(inArray(blogPosts.translationKey, pageKeys))
    .orderBy(sql`case ${blogPosts.locale} when 'en' then 0 else 1 end`);

  const articles = pageKeys.map((translationKey) => ({
    translationKey,
    posts: rows.filter((row) => row.translationKey === translationKey).map(({ translationKey: _, ...post }) => post),
  }));
  return { articles, hasMore };
}
