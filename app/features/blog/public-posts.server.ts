import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts } from "~/db/schema";
import type { Locale } from "~/lib/i18n";
import { BLOG_PAGE_SIZE } from "./blog-paths";

/** Public: published and its publication time has come (a later one is a scheduled post). */
export function isPublic(now: Date) {
  return and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now));
}

const cardColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  readTime: blogPosts.readTime,
  authorName: blogPosts.authorName,
  authorCollege: blogPosts.authorCollege,
  imageId: blogPosts.imageId,
  imageAlt: blogPosts.imageAlt,
  publishedAt: sql<Date>`${blogPosts.publishedAt}`.mapWith(blogPosts.publishedAt),
};

export interface PostCardRow {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  authorName: string;
  authorCollege: string | null;
  imageId: string | null;
  imageAlt: string | null;
  publishedAt: Date;
}

export interface PublicPostPage {
  posts: PostCardRow[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of a language's public posts, newest first, optionally of one category. */
export async function listPublicPosts(
  db: DbOrTx,
  { locale, category, page, now, pageSize = BLOG_PAGE_SIZE }: { locale: Locale; category: string | null; page: number; now: Date; pageSize?: number },
): Promise<PublicPostPage> {
  const where = and(isPublic(now), eq(blogPosts.locale, locale), category ? eq(blogPosts.category, category) : undefined);
  const [totals] = await db.select({ total: count() }).from(blogPosts).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const posts = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { posts, page: current, pageCount, total };
}

/** How many public posts of a language each category has. */
export async function countPublicPostsByCategory(db: DbOrTx, locale: Locale, now: Date): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: blogPosts.category, posts: count() })
    .from(blogPosts)
    .where(and(isPublic(now), eq(blogPosts.locale, locale)))
    .groupBy(blogPosts.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.posts]));
}

/** The newest public posts of a language with their bodies, for the RSS feed. */
export async function listFeedPosts(db: DbOrTx, locale: Locale, now: Date, limit: number) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      contentHtml: blogPosts.contentHtml,
      category: blogPosts.category,
      publishedAt: cardColumns.publishedAt,
    })
    .from(blogPosts)
    .where(and(isPublic(now), eq(blogPosts.locale, locale)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}
