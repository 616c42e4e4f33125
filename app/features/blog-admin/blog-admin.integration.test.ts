import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, blogPosts } from "~/db/schema";
import { createTestAccount, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";
import { changePostPublication } from "./change-post-publication.server";
import { deleteBlogPost } from "./delete-post.server";
import { listBlogArticles } from "./list-posts.server";
import { postStatus } from "./post-fields";
import type { PostForm } from "./post-form-schema";
import { createBlogPost, updateBlogPost, type SaveResult } from "./save-post.server";

const ZONE = "America/New_York";
const NOW = new Date("2026-11-25T15:00:00Z");

function form(overrides: Partial<PostForm> = {}): PostForm {
  return {
    title: "How to Ask for a Recommendation Letter",
    slug: "",
    markup: "Ask early, in person, and bring a short summary of what you did in their class.\n\n## Timing\n\nSix weeks before the deadline.",
    excerpt: "",
    category: "Application Strategy",
    readTime: "",
    locale: "en",
    tags: ["recommendations", "teachers"],
    imageId: null,
    imageAlt: "",
    authorName: "Unibridge Team",
    authorCollege: "",
    authorImageId: null,
    seoTitle: "",
    seoDescription: "",
    status: "draft",
    publishAt: "",
    ...overrides,
  };
}

function idOf(result: SaveResult): string {
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result)}`);
  return result.id;
}

describeEachDb("blog manager services", (getDb) => {
  let admin: { id: string; name: string };

  beforeAll(async () => {
    const { id } = await createTestAccount(getDb(), { email: uniqueEmail("admin"), role: "admin", name: "Grace Admin" });
    admin = { id, name: "Grace Admin" };
  });

  async function post(id: string) {
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }

  async function audit(id: string) {
    return getDb().select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(asc(auditLog.createdAt));
  }

  it("creates a post with the derived fields and sanitised HTML, and audits it", async () => {
    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ markup: "First line of the post.\n\n<script>alert(1)</script>\n\n**Bold**" }), zone: ZONE, now: NOW }));
    const row = await post(id);
    expect(row).toMatchObject({
      slug: "how-to-ask-for-a-recommendation-letter",
      excerpt: "First line of the post.",
      readTime: "1 min read",
      authorId: admin.id,
      published: false,
      publishedAt: null,
    });
    expect(row?.contentHtml).toContain("<strong>Bold</strong>");
    expect(row?.contentHtml).not.toContain("script");
    expect((await audit(id)).map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([["blog_post.created", admin.id, "Grace Admin"]]);
  });

  it("refuses a slug another post has, with a message on the slug and nothing written", async () => {
    const first = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Gap Years Explained" }), zone: ZONE, now: NOW }));
    const before = await getDb().select({ id: auditLog.id }).from(auditLog);
    expect(await createBlogPost(getDb(), admin, { form: form({ title: "Gap years, explained!" }), zone: ZONE, now: NOW })).toEqual({
      ok: false,
      fieldErrors: { slug: "blog-admin:errors.slugTaken" },
    });
    const other = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Gap years, explained!", slug: "gap-years-explained-2" }), zone: ZONE, now: NOW }));
    // Renaming onto a taken slug is refused too, and its audit row goes with the refused change.
    expect(await updateBlogPost(getDb(), admin, other, { form: form({ title: "Gap", slug: "gap-years-explained" }), zone: ZONE, now: NOW })).toEqual({
      ok: false,
      fieldErrors: { slug: "blog-admin:errors.slugTaken" },
    });
    expect((await post(other))?.slug).toBe("gap-years-explained-2");
    expect((await getDb().select({ id: auditLog.id }).from(auditLog)).length).toBe(before.length + 1);
    expect((await post(first))?.slug).toBe("gap-years-explained");
  });

  it("asks for a slug when the title has no Latin letters or digits", async () => {
    expect(await createBlogPost(getDb(), admin, { form: form({ title: "如何准备面试", locale: "zh" }), zone: ZONE, now: NOW })).toEqual({
      ok: false,
      fieldErrors: { slug: "blog-admin:errors.slugRequired" },
    });
  });

  it("publishes, schedules and unpublishes by the public rule, auditing each change once", async () => {
    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Choosing Between Two Offers" }), zone: ZONE, now: NOW }));
    await changePostPublication(getDb(), admin, id, "publish", NOW);
    await changePostPublication(getDb(), admin, id, "publish", NOW); // a second click changes nothing
    let row = await post(id);
    expect(row?.publishedAt?.toISOString()).toBe(NOW.toISOString());
    expect(postStatus(row!, NOW)).toBe("published");

    await changePostPublication(getDb(), admin, id, "unpublish", NOW);
    row = await post(id);
    expect(postStatus(row!, NOW)).toBe("draft");

    // A publish time in the future schedules the post: public once that time has come.
    await updateBlogPost(getDb(), admin, id, { form: form({ title: "Choosing Between Two Offers", status: "published", publishAt: "2026-12-01T09:00" }), zone: ZONE, now: NOW });
    row = await post(id);
    expect(row?.publishedAt?.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(postStatus(row!, NOW)).toBe("scheduled");
    expect(postStatus(row!, new Date("2026-12-01T14:00:00Z"))).toBe("published");

    await changePostPublication(getDb(), admin, id, "publish-now", NOW);
    expect(postStatus((await post(id))!, NOW)).toBe("published");

    expect((await audit(id)).map((entry) => entry.action)).toEqual([
      "blog_post.created",
      "blog_post.published",
      "blog_post.unpublished",
      "blog_post.updated",
      "blog_post.scheduled",
      "blog_post.published",
    ]);
  });

  it("keeps a draft's chosen time, so publishing it later schedules it", async () => {
    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Summer Programs Worth It", publishAt: "2027-01-10T08:00" }), zone: ZONE, now: NOW }));
    expect(postStatus((await post(id))!, NOW)).toBe("draft");
    await changePostPublication(getDb(), admin, id, "publish", NOW);
    expect(postStatus((await post(id))!, NOW)).toBe("scheduled");
  });

  it("records each changed field as it was and as it is", async () => {
    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Writing the Why Us Essay" }), zone: ZONE, now: NOW }));
    await updateBlogPost(getDb(), admin, id, { form: form({ title: "Writing the Why Us Essay", slug: "writing-the-why-us-essay", category: "Essay Writing" }), zone: ZONE, now: NOW });
    const updated = (await audit(id)).find((entry) => entry.action === "blog_post.updated");
    expect(updated?.before).toEqual({ category: "Application Strategy" });
    expect(updated?.after).toEqual({ category: "Essay Writing" });
    // Saving again without a change writes nothing.
    await updateBlogPost(getDb(), admin, id, { form: form({ title: "Writing the Why Us Essay", slug: "writing-the-why-us-essay", category: "Essay Writing" }), zone: ZONE, now: NOW });
    expect((await audit(id)).filter((entry) => entry.action === "blog_post.updated")).toHaveLength(1);
  });

  it("links a translation to its original, one per language, and lists them as one article", async () => {
    const original = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Financial Aid Basics", category: "Financial Aid" }), zone: ZONE, now: NOW }));
    const translation = idOf(
      await createBlogPost(getDb(), admin, {
        form: form({ title: "助学金基础知识", slug: "financial-aid-basics-zh", locale: "zh", markup: "申请助学金要尽早准备材料。" }),
        zone: ZONE,
        translationOf: original,
        now: new Date(NOW.getTime() + 1000),
      }),
    );
    expect((await post(translation))?.translationKey).toBe((await post(original))?.translationKey);
    // A second Chinese version of the same article is refused.
    expect(
      await createBlogPost(getDb(), admin, { form: form({ title: "Another", slug: "financial-aid-basics-zh-2", locale: "zh" }), zone: ZONE, translationOf: original, now: NOW }),
    ).toEqual({ ok: false, fieldErrors: { locale: "blog-admin:errors.translationExists" } });

    const { articles } = await listBlogArticles(getDb(), 1);
    const pair = articles.find((article) => article.posts.some((p) => p.id === original));
    expect(pair?.posts.map((p) => [p.id, p.locale])).toEqual([
      [original, "en"],
      [translation, "zh"],
    ]);
  });

  it("refuses a translation of a post that does not exist", async () => {
    await expect(createBlogPost(getDb(), admin, { form: form({ title: "Orphan", locale: "zh" }), zone: ZONE, translationOf: randomUUID(), now: NOW })).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuses an image id that is not a stored image", async () => {
    expect(await createBlogPost(getDb(), admin, { form: form({ title: "With a Cover", imageId: randomUUID(), imageAlt: "A library" }), zone: ZONE, now: NOW })).toEqual({
      ok: false,
      fieldErrors: { imageId: "blog-admin:errors.imageMissing" },
    });
  });

  it("deletes a post once, with an audit row that names it", async () => {
    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Old Announcement" }), zone: ZONE, now: NOW }));
    await deleteBlogPost(getDb(), admin, id);
    await deleteBlogPost(getDb(), admin, id);
    expect(await post(id)).toBeUndefined();
    const deleted = (await audit(id)).filter((entry) => entry.action === "blog_post.deleted");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.before).toMatchObject({ title: "Old Announcement", slug: "old-announcement", locale: "en" });
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    // An actor the database does not know: the audit insert fails inside the change's transaction.
    const ghost = { id: randomUUID(), name: "Nobody" };
    await expect(createBlogPost(getDb(), ghost, { form: form({ title: "Never Written" }), zone: ZONE, now: NOW })).rejects.toThrow();
    expect(await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "never-written"))).toEqual([]);

    const id = idOf(await createBlogPost(getDb(), admin, { form: form({ title: "Stays a Draft" }), zone: ZONE, now: NOW }));
    await expect(changePostPublication(getDb(), ghost, id, "publish", NOW)).rejects.toThrow();
    expect((await post(id))?.published).toBe(false);
    await expect(deleteBlogPost(getDb(), ghost, id)).rejects.toThrow();
    expect(await post(id)).toBeDefined();
    expect(await getDb().select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.actorName, "Nobody")))).toEqual([]);
  });
});
