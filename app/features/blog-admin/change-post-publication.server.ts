import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { blogPosts } from "~/db/schema/content";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";

export const publicationChanges = ["publish", "publish-now", "unpublish"] as const;
export type PublicationChange = (typeof publicationChanges)[number];

/**
 * The list's toggle. Publish keeps a time the post already has (a future one schedules it), else
 * now; "publish now" brings a scheduled post forward; unpublish makes it a draft again and keeps
 * its time. The row is locked, so two clicks at once change it once; a change that changes
 * nothing writes nothing.
 */
export async function changePostPublication(db: Db, actor: AuditActor, id: string, change: PublicationChange, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ published: blogPosts.published, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!post) throw new AppError("not_found");

    const published = change !== "unpublish";
    const publishedAt = change === "publish-now" ? now : change === "publish" ? (post.publishedAt ?? now) : post.publishedAt;
    if (post.published === published && post.publishedAt?.getTime() === publishedAt?.getTime()) return;

    await tx.update(blogPosts).set({ published, publishedAt, updatedAt: now }).where(eq(blogPosts.id, id));
    const scheduled = published && publishedAt !== null && publishedAt.getTime() > now.getTime();
    await recordAudit(tx, actor, {
      action: !published ? "blog_post.unpublished" : scheduled ? "blog_post.scheduled" : "blog_post.published",
      subjectType: "blog_post",
      subjectId: id,
      before: { published: post.published, publishedAt: post.publishedAt?.toISOString() ?? null },
      after: { published, publishedAt: publishedAt?.toISOString() ?? null },
    });
  });
}
