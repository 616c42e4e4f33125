import { randomUUID } from "node:crypto";
import type { Db } from "~/db/db.server";
import { blogPosts } from "~/db/schema";

export const NOW = new Date("2026-03-10T12:00:00Z");
const DAY_MS = 86_400_000;

export type TestPost = Partial<typeof blogPosts.$inferInsert> & { slug: string; daysAgo?: number };

/** Inserts posts that are public unless told otherwise, published `daysAgo` days before NOW. */
export async function insertPosts(db: Db, posts: TestPost[]): Promise<void> {
  await db.insert(blogPosts).values(
    posts.map(({ daysAgo = 1, ...post }) => ({
      title: `Title of ${post.slug}`,
      markup: "Body",
      contentHtml: "<p>Body</p>",
      excerpt: `Excerpt of ${post.slug}`,
      category: "Essay Writing",
      authorName: "Unibridge Team",
      published: true,
      publishedAt: new Date(NOW.getTime() - daysAgo * DAY_MS),
      translationKey: randomUUID(),
      ...post,
    })),
  );
}
