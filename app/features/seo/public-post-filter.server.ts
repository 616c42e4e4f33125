import { and, eq, lte } from "drizzle-orm";
import { blogPosts } from "~/db/schema";

/** A post is public when published and its publication time has come (a later one is scheduled). */
export function publicPostAt(now: Date) {
  return and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now));
}
