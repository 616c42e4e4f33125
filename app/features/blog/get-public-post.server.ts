import { and, eq, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts } from "~/db/schema";
import type { Locale } from "~/lib/i18n";
import { isPublic } from "./public-posts.server";

export interface PublicPost {
  slug: string;
  title: string;
  contentHtml: string;
  excerpt: string;
  category: string;
  readTime: string;
  authorName: string;
  authorCollege: string | null;
  authorImageId: string | null;
  imageId: string | null;
  imageAlt: string | null;
  tags: string[];
  locale: Locale;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: Date;
  updatedAt: Date;
  /** The same article in the other language, when that version is public too. */
  translation: { locale: Locale; slug: string } | null;
}

/** A public post by its slug, with its public translation; null when missing, a draft or scheduled. */
export async function getPublicPost(db: DbOrTx, slug: string, now: Date): Promise<PublicPost | null> {
  const [post] = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      contentHtml: blogPosts.contentHtml,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      readTime: blogPosts.readTime,
      authorName: blogPosts.authorName,
      authorCollege: blogPosts.authorCollege,
      authorImageId: blogPosts.authorImageId,
      imageId: blogPosts.imageId,
      imageAlt: blogPosts.imageAlt,
      tags: blogPosts.tags,
      locale: blogPosts.locale,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      publishedAt: sql<Date>`${blogPosts.publishedAt}`.mapWith(blogPosts.publishedAt),
      updatedAt: blogPosts.updatedAt,
      translationKey: blogPosts.translationKey,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  if (!post) return null;
  const other = alias(blogPosts, "translation");
  const [translation] = await db
    .select({ locale: other.locale, slug: other.slug })
    .from(other)
    .where(
      and(
        eq(other.translationKey, post.translationKey),
        ne(other.locale, post.locale),
        eq(other.published, true),
        lte(other.publishedAt, now),
      ),
    )
    .limit(1);
  const { translationKey: _translationKey, ...fields } = post;
  return { ...fields, translation: translation ?? null };
}
