import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDb } from "~/test/test-database";
import { insertPosts, NOW } from "./blog-test-fixture";
import { getPublicPost } from "./get-public-post.server";
import { countPublicPostsByCategory, listFeedPosts, listPublicPosts } from "./public-posts.server";

const HOUR_MS = 3_600_000;

describeEachDb("public blog reads", (getDb) => {
  const pair = randomUUID();
  const scheduledPair = randomUUID();
  beforeAll(async () => {
    await insertPosts(getDb(), [
      { slug: "oldest", daysAgo: 30, category: "SAT Prep" },
      { slug: "middle", daysAgo: 20, category: "Essay Writing" },
      { slug: "newest", daysAgo: 2, category: "Essay Writing", translationKey: pair },
      { slug: "newest-zh", daysAgo: 1, category: "Essay Writing", locale: "zh", translationKey: pair },
      { slug: "draft", daysAgo: 3, published: false },
      { slug: "no-date", published: true, publishedAt: null },
      // Public an hour after NOW, with a public Chinese version whose English one is not yet out.
      { slug: "scheduled", daysAgo: -1 / 24, category: "SAT Prep", translationKey: scheduledPair },
      { slug: "scheduled-zh", daysAgo: 5, category: "SAT Prep", locale: "zh", translationKey: scheduledPair },
    ]);
  });

  describe("listPublicPosts", () => {
    it("lists the language's published posts whose time has come, newest first", async () => {
      const list = await listPublicPosts(getDb(), { locale: "en", category: null, page: 1, now: NOW });
      expect(list.posts.map((post) => post.slug)).toEqual(["newest", "middle", "oldest"]);
      expect(list).toMatchObject({ page: 1, pageCount: 1, total: 3 });
      const zh = await listPublicPosts(getDb(), { locale: "zh", category: null, page: 1, now: NOW });
      expect(zh.posts.map((post) => post.slug)).toEqual(["newest-zh", "scheduled-zh"]);
    });

    it("shows a scheduled post once its time has come", async () => {
      const later = new Date(NOW.getTime() + 2 * HOUR_MS);
      const list = await listPublicPosts(getDb(), { locale: "en", category: null, page: 1, now: later });
      expect(list.posts.map((post) => post.slug)).toEqual(["scheduled", "newest", "middle", "oldest"]);
    });

    it("filters by category and pages in SQL, clamping a page past the end", async () => {
      const essays = await listPublicPosts(getDb(), { locale: "en", category: "Essay Writing", page: 1, now: NOW });
      expect(essays.posts.map((post) => post.slug)).toEqual(["newest", "middle"]);
      const second = await listPublicPosts(getDb(), { locale: "en", category: null, page: 2, now: NOW, pageSize: 2 });
      expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
      expect(second.posts.map((post) => post.slug)).toEqual(["oldest"]);
      const past = await listPublicPosts(getDb(), { locale: "en", category: null, page: 9, now: NOW, pageSize: 2 });
      expect(past.page).toBe(2);
      const none = await listPublicPosts(getDb(), { locale: "en", category: "Interview Tips", page: 1, now: NOW });
      expect(none).toMatchObject({ posts: [], page: 1, pageCount: 1, total: 0 });
    });
  });

  it("counts public posts per category for one language", async () => {
    expect(await countPublicPostsByCategory(getDb(), "en", NOW)).toEqual({ "Essay Writing": 2, "SAT Prep": 1 });
    expect(await countPublicPostsByCategory(getDb(), "zh", NOW)).toEqual({ "Essay Writing": 1, "SAT Prep": 1 });
    expect(await countPublicPostsByCategory(getDb(), "en", new Date(NOW.getTime() + 2 * HOUR_MS))).toEqual({ "Essay Writing": 2, "SAT Prep": 2 });
  });

  describe("getPublicPost", () => {
    it("finds a public post with its public translation", async () => {
      const post = await getPublicPost(getDb(), "newest", NOW);
      expect(post).toMatchObject({ slug: "newest", locale: "en", translation: { locale: "zh", slug: "newest-zh" } });
      expect((await getPublicPost(getDb(), "newest-zh", NOW))?.translation).toEqual({ locale: "en", slug: "newest" });
    });

    it("finds no draft, undated, scheduled or missing post, and links no scheduled translation", async () => {
      for (const slug of ["draft", "no-date", "scheduled", "missing"]) expect(await getPublicPost(getDb(), slug, NOW)).toBeNull();
      expect((await getPublicPost(getDb(), "scheduled-zh", NOW))?.translation).toBeNull();
      const later = new Date(NOW.getTime() + 2 * HOUR_MS);
      expect((await getPublicPost(getDb(), "scheduled-zh", later))?.translation).toEqual({ locale: "en", slug: "scheduled" });
    });
  });

  it("gives the feed the newest public posts of a language with their bodies", async () => {
    const feed = await listFeedPosts(getDb(), "en", NOW, 2);
    expect(feed.map((post) => post.slug)).toEqual(["newest", "middle"]);
    expect(feed[0]).toMatchObject({ contentHtml: "<p>Body</p>", category: "Essay Writing" });
  });
});
