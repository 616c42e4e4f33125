import { beforeAll, expect, it } from "vitest";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { listSitemapUrls, sitemapXml } from "./build-sitemap.server";
import { indexedPages } from "./public-pages";

const siteUrl = "https://unibridge.example";
const bio = "I help students find the story behind their application essays and their college list.";
const now = new Date("2026-06-01T12:00:00Z");
const post = { markup: "x", contentHtml: "<p>x</p>", excerpt: "x", category: "SAT Prep", authorName: "Team" };

describeEachDb("the sitemap", (getDb) => {
  const translationKey = "7d1f0a52-8a4e-4d53-9a39-7f3d2f6a0c11";
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "m1", name: "Mei Ling Zhang", email: "m1@example.edu", role: "mentor", emailVerified: true },
      { id: "m2", name: "Hidden Person", email: "m2@example.edu", role: "mentor", emailVerified: true, disabled: true },
    ]);
    await db.insert(mentorProfiles).values([
      { userId: "m1", major: "economics", college: "harvard", country: "CN", bio, interests: [] },
      { userId: "m2", major: "economics", college: "harvard", country: "US", bio, interests: [] },
    ]);
    await db.insert(blogPosts).values([
      { ...post, slug: "sat-plan", title: "SAT plan", locale: "en", translationKey, published: true, publishedAt: new Date("2026-05-01T00:00:00Z"), updatedAt: new Date("2026-05-20T10:00:00Z") },
      { ...post, slug: "sat-plan-zh", title: "SAT 计划", locale: "zh", translationKey, published: true, publishedAt: new Date("2026-05-02T00:00:00Z"), updatedAt: new Date("2026-05-21T10:00:00Z") },
      { ...post, slug: "alone", title: "English only", published: true, publishedAt: new Date("2026-05-03T00:00:00Z") },
      { ...post, slug: "draft", title: "Draft", published: false, publishedAt: new Date("2026-05-03T00:00:00Z") },
      { ...post, slug: "scheduled", title: "Scheduled", published: true, publishedAt: new Date("2026-06-02T00:00:00Z") },
      { ...post, slug: "never-dated", title: "No date", published: true },
    ]);
  });

  it("lists every indexed page in both languages, each with en, zh-CN and x-default alternates", async () => {
    const urls = await listSitemapUrls(getDb(), siteUrl, now);
    const locs = urls.map((url) => url.loc);
    for (const page of indexedPages()) {
      expect(locs).toContain(new URL(page.path, siteUrl).toString());
      expect(locs).toContain(`${new URL(page.path, siteUrl).toString()}?lang=zh`);
    }
    const home = urls.find((url) => url.loc === `${siteUrl}/?lang=zh`)!;
    expect(home.alternates).toEqual([
      { hreflang: "en", href: `${siteUrl}/` },
      { hreflang: "zh-CN", href: `${siteUrl}/?lang=zh` },
      { hreflang: "x-default", href: `${siteUrl}/` },
    ]);
    expect(locs).not.toContain(`${siteUrl}/student-dashboard`);
  });

  it("lists listed mentors' booking pages, never a disabled mentor's", async () => {
    const locs = (await listSitemapUrls(getDb(), siteUrl, now)).map((url) => url.loc);
    expect(locs).toContain(`${siteUrl}/schedule-meeting/m1`);
    expect(locs).toContain(`${siteUrl}/schedule-meeting/m1?lang=zh`);
    expect(locs.some((loc) => loc.includes("/schedule-meeting/m2"))).toBe(false);
  });

  it("lists only public posts (published, publication time come), in their own language, with lastmod from updated_at and their translation", async () => {
    const posts = (await listSitemapUrls(getDb(), siteUrl, now)).filter((url) => url.loc.includes("/blog/"));
    expect(posts.map((url) => url.loc)).toEqual([`${siteUrl}/blog/alone`, `${siteUrl}/blog/sat-plan`, `${siteUrl}/blog/sat-plan-zh?lang=zh`]);
    const chinese = posts[2]!;
    expect(chinese.lastmod).toEqual(new Date("2026-05-21T10:00:00Z"));
    expect(chinese.alternates).toEqual([
      { hreflang: "en", href: `${siteUrl}/blog/sat-plan` },
      { hreflang: "zh-CN", href: `${siteUrl}/blog/sat-plan-zh?lang=zh` },
    ]);
    expect(posts[0]!.alternates).toEqual([]);
    // The scheduled post appears once its time has come.
    const later = await listSitemapUrls(getDb(), siteUrl, new Date("2026-06-03T00:00:00Z"));
    expect(later.map((url) => url.loc)).toContain(`${siteUrl}/blog/scheduled`);
  });

  it("writes the sitemap protocol's XML with xhtml:link alternates, escaping URLs", () => {
    const xml = sitemapXml([
      {
        loc: `${siteUrl}/blog?category=SAT+Prep&lang=zh`,
        alternates: [{ hreflang: "en", href: `${siteUrl}/blog?category=SAT+Prep` }],
        lastmod: new Date("2026-05-21T10:00:00Z"),
        priority: 0.8,
      },
    ]);
    expect(xml).toContain(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`);
    expect(xml).toContain(`<loc>${siteUrl}/blog?category=SAT+Prep&amp;lang=zh</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/blog?category=SAT+Prep"/>`);
    expect(xml).toContain("<lastmod>2026-05-21T10:00:00.000Z</lastmod>");
    expect(xml).toContain("<priority>0.8</priority>");
  });
});
