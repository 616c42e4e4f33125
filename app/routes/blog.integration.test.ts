import { randomUUID } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route as ListRoute } from "./+types/blog";
import type { Route as PostRoute } from "./+types/blog.$slug";
import type { Route as FeedRoute } from "./+types/blog.rss-xml";
import { loader as listLoader } from "./blog";
import { loader as postLoader } from "./blog.$slug";
import { loader as feedLoader } from "./blog.rss-xml";
import { insertPosts, NOW } from "~/features/blog/blog-test-fixture";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { describeEachDb } from "~/test/test-database";
import { routeContext, testServices } from "~/test/test-services";

const appUrl = "https://unibridge.test";

describeEachDb("blog routes", (getDb) => {
  let services: AppServices;
  const pair = randomUUID();
  beforeAll(async () => {
    services = { ...testServices(getDb(), appUrl), clock: { now: () => NOW } };
    await insertPosts(getDb(), [
      { slug: "essay-topics", daysAgo: 3, translationKey: pair, tags: ["essays", "Common App"], title: "Essay <topics> & you", contentHtml: "<p>A &amp; B</p>" },
      { slug: "essay-topics-zh", daysAgo: 2, translationKey: pair, locale: "zh", title: "文书选题" },
      { slug: "sat-plan", daysAgo: 10, category: "SAT Prep" },
      { slug: "english-only", daysAgo: 12, category: "SAT Prep" },
      { slug: "draft", published: false },
      { slug: "scheduled", daysAgo: -1, title: "Not yet" },
    ]);
  });

  const settle = (promise: unknown) => Promise.resolve(promise).catch((thrown: unknown) => thrown);
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);

  function loadList(query = "", locale: Locale = "en") {
    const request = new Request(`${appUrl}/blog${query}`);
    return listLoader({ request, context: routeContext(services, locale), params: {} } as unknown as ListRoute.LoaderArgs);
  }

  function loadPost(slug: string, locale: Locale = "en") {
    const request = new Request(`${appUrl}/blog/${slug}`);
    return settle(postLoader({ request, context: routeContext(services, locale), params: { slug } } as unknown as PostRoute.LoaderArgs));
  }

  async function loadFeed(query = "") {
    const request = new Request(`${appUrl}/blog/rss.xml${query}`);
    const response = (await feedLoader({ request, context: routeContext(services), params: {} } as unknown as FeedRoute.LoaderArgs)) as Response;
    return { response, xml: await response.text() };
  }

  describe("/blog", () => {
    it("lists the page language's public posts with counts and dates in US Eastern", async () => {
      const data = await loadList();
      expect(data.posts.map((post) => post.slug)).toEqual(["essay-topics", "sat-plan", "english-only"]);
      expect(data.counts).toEqual({ "Essay Writing": 1, "SAT Prep": 2 });
      expect(data.posts[0]?.date).toEqual({ iso: "2026-03-07T12:00:00.000Z", label: "March 7, 2026" });
      const zh = await loadList("?lang=zh", "zh");
      expect(zh.posts.map((post) => post.slug)).toEqual(["essay-topics-zh"]);
      expect(zh.posts[0]?.date.label).toBe("2026年3月8日");
      expect(zh.strings).toEqual({ locale: "zh", bundles: { blog: expect.any(Object) } });
    });

    it("filters by a known category and ignores an unknown one or a bad page", async () => {
      expect((await loadList("?category=SAT+Prep")).posts.map((post) => post.slug)).toEqual(["sat-plan", "english-only"]);
      const unknown = await loadList("?category=Cooking&page=abc");
      expect(unknown).toMatchObject({ category: null, page: 1 });
      expect(unknown.posts).toHaveLength(3);
    });
  });

  describe("/blog/:slug", () => {
    it("shows a public post with both languages' addresses for hreflang", async () => {
      const data = (await loadPost("essay-topics")) as Awaited<ReturnType<typeof postLoader>>;
      expect(data.post).toMatchObject({ slug: "essay-topics", tags: ["essays", "Common App"], translation: { locale: "zh", slug: "essay-topics-zh" } });
      expect(data.alternates).toEqual([
        { locale: "en", path: "/blog/essay-topics" },
        { locale: "zh", path: "/blog/essay-topics-zh" },
      ]);
      expect(data.meta).toEqual({ title: "Essay <topics> & you", description: "Excerpt of essay-topics" });
      expect(data.strings).toEqual({ locale: "en", bundles: { blog: expect.any(Object), leads: expect.any(Object) } });
    });

    it("declares only its own language for a post without a translation", async () => {
      const data = (await loadPost("sat-plan")) as Awaited<ReturnType<typeof postLoader>>;
      expect(data.alternates).toEqual([{ locale: "en", path: "/blog/sat-plan" }]);
    });

    it("sends a missing, draft or scheduled post to the blog in the page's language", async () => {
      for (const slug of ["missing", "draft", "scheduled"]) expect(locationOf(await loadPost(slug))).toBe("/blog");
      expect(locationOf(await loadPost("draft", "zh"))).toBe("/blog?lang=zh");
    });

    it("sends a reader of the other language to the translation, or to the post's own language", async () => {
      expect(locationOf(await loadPost("essay-topics", "zh"))).toBe("/blog/essay-topics-zh?lang=zh");
      expect(locationOf(await loadPost("essay-topics-zh", "en"))).toBe("/blog/essay-topics");
      expect(locationOf(await loadPost("english-only", "zh"))).toBe("/blog/english-only?lang=en");
    });
  });

  describe("/blog/rss.xml", () => {
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

    it("is RSS 2.0 of the public English posts, newest first, with escaped text and the body", async () => {
      const { response, xml } = await loadFeed();
      expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
      const rss = parser.parse(xml).rss;
      expect(rss["@_version"]).toBe("2.0");
      expect(rss.channel.title).toBe("Unibridge Admissions Playbook");
      expect(rss.channel.link).toBe(`${appUrl}/blog`);
      expect(rss.channel.language).toBe("en");
      const items = rss.channel.item as Record<string, string>[];
      expect(items.map((item) => item.link)).toEqual([`${appUrl}/blog/essay-topics`, `${appUrl}/blog/sat-plan`, `${appUrl}/blog/english-only`]);
      expect(items[0]?.title).toBe("Essay <topics> & you");
      expect(items[0]?.["content:encoded"]).toBe("<p>A &amp; B</p>");
      expect(items[0]?.pubDate).toBe(new Date("2026-03-07T12:00:00Z").toUTCString());
      expect(xml).not.toContain("Not yet");
    });

    it("has a Chinese feed at ?lang=zh", async () => {
      const rss = parser.parse((await loadFeed("?lang=zh")).xml).rss;
      expect(rss.channel.title).toBe("Unibridge 升学攻略");
      expect(rss.channel.language).toBe("zh-CN");
      expect((rss.channel.item as Record<string, string>[]).map((item) => item.link)).toEqual([`${appUrl}/blog/essay-topics-zh?lang=zh`]);
    });
  });
});
