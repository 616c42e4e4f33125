import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { blogPosts } from "~/db/schema/content";
import { recordAudit, type AuditActor } from "~/lib/audit.server";

/**
 * Deletes a post (after the list's confirmation). The audit row keeps what identified it. A post
 * already gone is not an error: a second click or another tab wanted the same outcome.
 */
export async function deleteBlogPost(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug, locale: blogPosts.locale, translationKey: blogPosts.translationKey, published: blogPosts.published });
    if (!deleted) return;
    await recordAudit(tx, actor, { action: "blog_post.deleted", subjectType: "blog_post", subjectId: id, before: deleted });
  });
}
