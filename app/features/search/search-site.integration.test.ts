import { beforeAll, expect, it } from "vitest";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { searchSite, type SiteSearchOptions } from "./search-site.server";

const bio = "I help students find the story behind their application essays and their college list.";
const now = new Date("2026-06-01T12:00:00Z");
const english: SiteSearchOptions = { locale: "en", role: null, now };
const post = { markup: "x", contentHtml: "<p>x</p>", category: "Essay Writing", authorName: "Team" };

describeEachDb("searchSite", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "m1", name: "Mei Ling Zhang", email: "m1@example.edu", role: "mentor", emailVerified: true },
      { id: "m2", name: "Carlos Rivera", email: "m2@example.edu", role: "mentor", emailVerified: true },
      { id: "m3", name: "Hidden Person", email: "m3@example.edu", role: "mentor", emailVerified: true, disabled: true },
      { id: "m4", name: "Harvard Lee", email: "m4@example.edu", role: "mentor", emailVerified: true },
    ]);
    await db.insert(mentorProfiles).values([
      { userId: "m1", major: "economics", college: "harvard", country: "CN", bio, interests: ["Debate", "Piano"], ratingCount: 9, ratingSum: 40 },
      { userId: "m2", major: "computer-science", college: "stanford", country: "MX", bio, interests: ["Robotics 100%"] },
      { userId: "m3", major: "economics", college: "harvard", country: "US", bio, interests: [] },
      { userId: "m4", major: "history", college: "yale", country: "US", bio, interests: [], ratingCount: 1, ratingSum: 5 },
    ]);
    const published = new Date("2026-05-01T00:00:00Z");
    await db.insert(blogPosts).values([
      { ...post, slug: "essay-tips", title: "Harvard essay tips", excerpt: "How to write", published: true, publishedAt: published },
      { ...post, slug: "older-list", title: "Building a college list", excerpt: "Reach schools such as Harvard", published: true, publishedAt: new Date("2026-01-01T00:00:00Z") },
      { ...post, slug: "interviews", title: "Alumni interviews", excerpt: "What to expect", tags: ["Harvard", "Interview"], published: true, publishedAt: published },
      { ...post, slug: "draft", title: "Harvard draft", excerpt: "Unpublished", published: false },
      { ...post, slug: "scheduled", title: "Harvard next month", excerpt: "Scheduled", published: true, publishedAt: new Date("2026-07-01T00:00:00Z") },
      { ...post, slug: "zh-harvard", title: "哈佛文书技巧 Harvard", excerpt: "如何写作", locale: "zh", published: true, publishedAt: published },
    ]);
  });

  it("finds mentors by college name in English or Chinese, never disabled mentors; a name match ranks first", async () => {
    const byName = await searchSite(getDb(), "harvard", english);
    expect(byName.mentors.map((m) => m.id)).toEqual(["m4", "m1"]);
    expect(byName.mentors[1]!.name).toBe("Mei Z.");
    expect((await searchSite(getDb(), "哈佛", english)).mentors.map((m) => m.id)).toEqual(["m1"]);
  });

  it("finds public posts of the page's language by title, excerpt or tag: title matches first, then the newest; never drafts or scheduled posts", async () => {
    expect((await searchSite(getDb(), "harvard", english)).posts.map((p) => p.slug)).toEqual(["essay-tips", "interviews", "older-list"]);
    expect((await searchSite(getDb(), "harvard", { ...english, locale: "zh" })).posts.map((p) => p.slug)).toEqual(["zh-harvard"]);
    // A month later the scheduled post is public too.
    const later = await searchSite(getDb(), "next month", { ...english, now: new Date("2026-07-02T00:00:00Z") });
    expect(later.posts.map((p) => p.slug)).toEqual(["scheduled"]);
  });

  it("finds mentors by person name, major and interest, case-insensitively", async () => {
    expect((await searchSite(getDb(), "CARLOS", english)).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "computer science", english)).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "piano", english)).mentors.map((m) => m.id)).toEqual(["m1"]);
  });

  it("finds pages by their name and description, in the page's language", async () => {
    expect((await searchSite(getDb(), "privacy", english)).pages.map((p) => p.path)).toContain("/privacy");
    // Other pages mention privacy in their copy; the page named for it comes first.
    expect((await searchSite(getDb(), "隐私", { ...english, locale: "zh" })).pages[0]?.path).toBe("/privacy");
  });

  it("treats LIKE wildcards literally and returns nothing for an empty query", async () => {
    expect((await searchSite(getDb(), "%", english)).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "_", english)).mentors).toEqual([]);
    expect(await searchSite(getDb(), "   ", english)).toEqual({ mentors: [], posts: [], pages: [], answers: [] });
  });
});
