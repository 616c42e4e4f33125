import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { blogPosts } from "~/db/schema/content";

/** Everything the edit form shows of a post, and its translation's id and title if it has one. */
export async function getPostForEdit(db: DbOrTx, id: string) {
  const [post] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      markup: blogPosts.markup,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      readTime: blogPosts.readTime,
      locale: blogPosts.locale,
      translationKey: blogPosts.translationKey,
      tags: blogPosts.tags,
      imageId: blogPosts.imageId,
      imageAlt: blogPosts.imageAlt,
      authorName: blogPosts.authorName,
      authorCollege: blogPosts.authorCollege,
      authorImageId: blogPosts.authorImageId,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!post) return null;
  const [translation] = await db
    .select({ id: blogPosts.id, title: blogPosts.title, locale: blogPosts.locale })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, post.translationKey), ne(blogPosts.id, id)));
  return { post, translation: translation ?? null };
}

export type PostForEdit = NonNullable<Awaited<ReturnType<typeof getPostForEdit>>>["post"];
