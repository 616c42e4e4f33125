import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/db.server";
import { pgConstraint, pgErrorCode, pgErrorCodes } from "~/db/errors";
import { blogPosts } from "~/db/schema/content";
import { media } from "~/db/schema/media";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { AppError } from "~/lib/errors";
import { renderMarkdown } from "~/lib/markdown.server";
import { excerptOf, readTimeOf, slugify } from "./post-fields";
import type { PostForm } from "./post-form-schema";
import { instantFromLocal } from "./publish-time";

export type SaveResult = { ok: true; id: string } | { ok: false; fieldErrors: Partial<Record<string, string>>; formError?: string };

const m = (key: string) => `blog-admin:errors.${key}`;

/** The columns a save writes, derived on the server: HTML, slug, excerpt and read time never come from the browser. */
async function postColumns(db: Db, form: PostForm, zone: string, previous: { published: boolean; publishedAt: Date | null } | null, now: Date) {
  const slug = form.slug || slugify(form.title);
  if (!slug) return { error: { slug: m("slugRequired") } } as const;
  const publishAt = form.publishAt ? instantFromLocal(form.publishAt, zone) : null;
  if (form.publishAt && !publishAt) return { error: { publishAt: m("publishAtInvalid") } } as const;

  const imageIds = [form.imageId, form.authorImageId].filter((id): id is string => id !== null);
  if (imageIds.length > 0) {
    const found = new Set((await db.select({ id: media.id }).from(media).where(inArray(media.id, imageIds))).map((row) => row.id));
    if (form.imageId && !found.has(form.imageId)) return { error: { imageId: m("imageMissing") } } as const;
    if (form.authorImageId && !found.has(form.authorImageId)) return { error: { authorImageId: m("imageMissing") } } as const;
  }

  const published = form.status === "published";
  // A published post always has its time (the public rule compares it with now); a draft keeps
  // a chosen time so that publishing it later schedules it.
  const publishedAt = published ? (publishAt ?? (previous?.published ? previous.publishedAt : null) ?? now) : publishAt;
  return {
    columns: {
      slug,
      title: form.title,
      markup: form.markup,
      contentHtml: renderMarkdown(form.markup),
      excerpt: form.excerpt || excerptOf(form.markup),
      category: form.category,
      readTime: form.readTime || readTimeOf(form.markup, form.locale),
      locale: form.locale,
      tags: form.tags,
      imageId: form.imageId,
      imageAlt: form.imageId ? form.imageAlt : null,
      authorName: form.authorName,
      authorCollege: form.authorCollege || null,
      authorImageId: form.authorImageId,
      seoTitle: form.seoTitle || null,
      seoDescription: form.seoDescription || null,
      published,
      publishedAt,
    },
  } as const;
}

type PostColumns = NonNullable<Awaited<ReturnType<typeof postColumns>>["columns"]>;

/** The slug and translation pair are unique in the database; their refusals become messages. */
function refusal(error: unknown): SaveResult | null {
  if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) return null;
  const constraint = pgConstraint(error);
  if (constraint === "blog_posts_slug_unique") return { ok: false, fieldErrors: { slug: m("slugTaken") } };
  if (constraint === "blog_posts_translation_locale") return { ok: false, fieldErrors: { locale: m("translationExists") } };
  return null;
}

async function recordPublication(tx: Tx, actor: AuditActor, id: string, before: { published: boolean; publishedAt: Date | null } | null, after: PostColumns, now: Date) {
  const was = before?.published ?? false;
  if (was === after.published && before?.publishedAt?.getTime() === after.publishedAt?.getTime()) return;
  if (!after.published) {
    if (was) await recordAudit(tx, actor, { action: "blog_post.unpublished", subjectType: "blog_post", subjectId: id });
    return;
  }
  const scheduled = after.publishedAt !== null && after.publishedAt.getTime() > now.getTime();
  await recordAudit(tx, actor, {
    action: scheduled ? "blog_post.scheduled" : "blog_post.published",
    subjectType: "blog_post",
    subjectId: id,
    after: { publishedAt: after.publishedAt?.toISOString() ?? null },
  });
}

export interface SavePostInput {
  form: PostForm;
  /** The zone the form's publish time was typed in. */
  zone: string;
  /** "Add translation": the post this one translates; the new post joins its pair. */
  translationOf?: string | null;
  now: Date;
}

/** A new post, written with its audit rows in one transaction. */
export async function createBlogPost(db: Db, actor: AuditActor, { form, zone, translationOf, now }: SavePostInput): Promise<SaveResult> {
  let translationKey: string | undefined;
  if (translationOf) {
    const [source] = await db.select({ translationKey: blogPosts.translationKey }).from(blogPosts).where(eq(blogPosts.id, translationOf));
    if (!source) throw new AppError("not_found");
    translationKey = source.translationKey;
  }
  const derived = await postColumns(db, form, zone, null, now);
  if (derived.error) return { ok: false, fieldErrors: derived.error };
  const columns = derived.columns;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columns, authorId: actor.id, ...(translationKey ? { translationKey } : {}) })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error("Inserting a blog post returned no row");
      await recordAudit(tx, actor, {
        action: "blog_post.created",
        subjectType: "blog_post",
        subjectId: row.id,
        after: { title: columns.title, slug: columns.slug, locale: columns.locale, translationOf: translationOf ?? null },
      });
      await recordPublication(tx, actor, row.id, null, columns, now);
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
}

// Derived HTML is left out of the audit row: the markup it comes from is there.
const auditedFields = [
  "slug", "title", "markup", "excerpt", "category", "readTime", "locale", "tags", "imageId", "imageAlt",
  "authorName", "authorCollege", "authorImageId", "seoTitle", "seoDescription", "published", "publishedAt",
] as const;

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** Changes a post; the audit row holds each changed field as it was and as it is. */
export async function updateBlogPost(db: Db, actor: AuditActor, id: string, { form, zone, now }: SavePostInput): Promise<SaveResult> {
  const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!current) throw new AppError("not_found");
  const derived = await postColumns(db, form, zone, current, now);
  if (derived.error) return { ok: false, fieldErrors: derived.error };
  const columns = derived.columns;

  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of auditedFields) {
    if (comparable(current[field]) !== comparable(columns[field])) {
      before[field] = comparable(current[field]);
      after[field] = comparable(columns[field]);
    }
  }
  if (Object.keys(after).length === 0) return { ok: true, id };
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.update(blogPosts).set({ ...columns, updatedAt: now }).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      if (!row) throw new AppError("not_found");
      await recordAudit(tx, actor, { action: "blog_post.updated", subjectType: "blog_post", subjectId: id, before, after });
      await recordPublication(tx, actor, id, current, columns, now);
    });
    return { ok: true, id };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
}
