import { beforeAll, expect, it } from "vitest";
import { blogPosts, mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { searchSite } from "./search-site.server";

const bio = "I help students find the story behind their application essays and their college list.";

describeEachDb("searchSite", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "m1", name: "Mei Ling Zhang", email: "m1@example.edu", role: "mentor", emailVerified: true },
      { id: "m2", name: "Carlos Rivera", email: "m2@example.edu", role: "mentor", emailVerified: true },
      { id: "m3", name: "Hidden Person", email: "m3@example.edu", role: "mentor", emailVerified: true, disabled: true },
    ]);
    await db.insert(mentorProfiles).values([
      { userId: "m1", major: "economics", college: "harvard", country: "CN", bio, interests: ["Debate", "Piano"] },
      { userId: "m2", major: "computer-science", college: "stanford", country: "MX", bio, interests: ["Robotics 100%"] },
      { userId: "m3", major: "economics", college: "harvard", country: "US", bio, interests: [] },
    ]);
    await db.insert(blogPosts).values([
      { slug: "essay-tips", title: "Harvard essay tips", markup: "x", contentHtml: "<p>x</p>", excerpt: "How to write", category: "Essay Writing", authorName: "Team", published: true },
      { slug: "draft", title: "Harvard draft", markup: "x", contentHtml: "<p>x</p>", excerpt: "Unpublished", category: "Essay Writing", authorName: "Team", published: false },
    ]);
  });

  it("finds mentors by college name in English or Chinese, and published posts, never disabled mentors or drafts", async () => {
    const byName = await searchSite(getDb(), "harvard");
    expect(byName.mentors.map((m) => m.id)).toEqual(["m1"]);
    expect(byName.mentors[0]!.name).toBe("Mei Z.");
    expect(byName.posts.map((p) => p.slug)).toEqual(["essay-tips"]);
    expect((await searchSite(getDb(), "哈佛")).mentors.map((m) => m.id)).toEqual(["m1"]);
  });

  it("finds mentors by person name, major and interest, case-insensitively", async () => {
    expect((await searchSite(getDb(), "CARLOS")).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "computer science")).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "piano")).mentors.map((m) => m.id)).toEqual(["m1"]);
  });

  it("treats LIKE wildcards literally and returns nothing for an empty query", async () => {
    expect((await searchSite(getDb(), "%")).mentors.map((m) => m.id)).toEqual(["m2"]);
    expect((await searchSite(getDb(), "_")).mentors).toEqual([]);
    expect(await searchSite(getDb(), "   ")).toEqual({ mentors: [], posts: [] });
  });
});
