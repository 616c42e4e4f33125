import { asc, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mentorProfiles } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { mentorSearchSchema, parseMentorSearch, type MentorSearchResult } from "./mentor-search-params";
import { insertMentorFixture, listedFixtureIds } from "./mentor-test-fixture";
import { bestMatchKeywords, bestMatchScore, MAX_BEST_MATCH_KEYWORDS, searchMentors } from "./search-mentors.server";

const ids = (result: MentorSearchResult) => result.mentors.map((m) => m.id);
const search = (input: Record<string, unknown> = {}) => mentorSearchSchema.parse({ pageSize: 48, ...input });

// Expected orders are worked out by hand from mentor-test-fixture.ts.
const DEFAULT_ORDER = ["m01", "m06", "m02", "m05", "m11", "m03", "m12", "m07", "m09", "m08", "m10", "m04"];

describe("bestMatchKeywords", () => {
  it("keeps the distinct words of two or more characters, lower-cased", () => {
    expect(bestMatchKeywords("  Chess a CHESS  robotics x 哈佛 数 ")).toEqual(["chess", "robotics", "哈佛"]);
    expect(bestMatchKeywords(undefined)).toEqual([]);
  });

  it("scores at most MAX_BEST_MATCH_KEYWORDS words", () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(bestMatchKeywords(words.join(" "))).toEqual(words.slice(0, MAX_BEST_MATCH_KEYWORDS));
  });
});

describeEachDb("searchMentors", (getDb) => {
  beforeAll(async () => {
    await insertMentorFixture(getDb());
  });

  const run = (input: Record<string, unknown> = {}, signedIn = true) => searchMentors(getDb(), search(input), { signedIn });

  describe("default order and listing", () => {
    it("lists the eight Ivy colleges first, then SAT score descending with no score last, then id", async () => {
      const result = await run();
      expect(ids(result)).toEqual(DEFAULT_ORDER);
      expect(result.total).toBe(12);
    });

    it("never lists a mentor whose account is disabled", async () => {
      const everything = await run({ q: "zed" });
      expect(everything.total).toBe(0);
      expect(ids(await run({ sort: "rating" }))).not.toContain("m13");
      expect([...ids(await run())].sort()).toEqual([...listedFixtureIds].sort());
    });

    it("returns what a card needs: short name, rating to 2 decimals, review count, prices, availability", async () => {
      const result = await run();
      const feng = result.mentors.find((m) => m.id === "m06")!;
      expect(feng).toEqual({
        id: "m06",
        name: "Feng L.",
        college: "columbia",
        major: "mathematics",
        country: "CN",
        languages: ["zh", "en"],
        rating: 4.33,
        reviewCount: 3,
        sessionPriceCents: 6500,
        satPriceCents: 8000,
        offersSat: true,
        satScore: 1520,
        photoId: null,
        bio: expect.stringMatching(/^Mentor\. -+$/) as unknown as string,
        available: true,
      });
      expect(feng.bio).toHaveLength(500);
      const dev = result.mentors.find((m) => m.id === "m04")!;
      expect([dev.rating, dev.reviewCount, dev.available, dev.satScore]).toEqual([0, 0, true, null]);
      expect(result.mentors.find((m) => m.id === "m02")!.available).toBe(false);
    });
  });

  describe("filters (signed in)", () => {
    it.each([
      ["country", { country: "us" }, ["m01", "m09", "m10"]],
      ["major", { major: "computer-science" }, ["m01", "m11", "m03", "m12", "m10"]],
      ["college", { college: "mit" }, ["m12", "m04"]],
      ["language (the array contains it)", { language: "zh" }, ["m01", "m06"]],
      ["SAT only (score 1500+ and offers SAT)", { satOnly: "true" }, ["m01", "m06", "m03", "m12"]],
      ["available only (at least one weekly hour)", { availableOnly: "1" }, ["m01", "m06", "m03", "m12", "m07", "m09", "m10", "m04"]],
      ["Ivy League", { ivy: "true" }, ["m01", "m06", "m02", "m05", "m11"]],
      ["several at once", { major: "computer-science", availableOnly: "true", sort: "rating" }, ["m01", "m12", "m03", "m10"]],
      ["nothing matching", { college: "yale", major: "physics" }, []],
    ])("%s", async (_name, input, expected) => {
      const result = await run(input);
      expect(ids(result)).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    it("treats false flags as off", async () => {
      expect(ids(await run({ satOnly: "false", availableOnly: "0", ivy: "false" }))).toEqual(DEFAULT_ORDER);
    });
  });

  describe("search text", () => {
    it.each([
      ["a name, any case", "ZHANG", ["m01"]],
      ["part of a name", "lice", ["m01"]],
      ["a college's English name (and a name that contains it)", "harvard", ["m01", "m10"]],
      ["a college's English name in other words", "Massachusetts Institute", ["m12", "m04"]],
      ["a college's Chinese name", "哈佛", ["m01"]],
      ["part of a college's Chinese name", "麻省理工", ["m12", "m04"]],
      ["an interest", "chess", ["m01", "m03", "m12", "m08"]],
      ["an interest, any case, in the middle", "LYMP", ["m06"]],
      ["the whole text, not its words one by one", "chess robotics", []],
      ["not the major (a filter does that)", "physics", []],
      ["not the bio", "quantum", []],
      ["a literal %", "100%", ["m05"]],
      ["a lone % (no wildcard)", "%", ["m05"]],
      ["a literal _", "_", ["m07"]],
      ["a literal backslash", "\\", []],
    ])("matches %s", async (_name, q, expected) => {
      const result = await run({ q });
      expect(ids(result)).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    it("ignores control characters, so a match cannot span two interests", async () => {
      // The query schema refuses them now (400 before the database); the service still copes.
      const runUnchecked = (q: string) => searchMentors(getDb(), { ...search(), q }, { signedIn: true });
      expect(ids(await runUnchecked("robotics\u001fchess"))).toEqual([]);
      expect(ids(await runUnchecked("ches\u0000s"))).toEqual(["m01", "m03", "m12", "m08"]);
    });
  });

  describe("sorts", () => {
    it("highest rated: average descending, then review count, then the default order", async () => {
      // 5.0 (2 reviews), 5.0 (1), 4.5 (4), 4.5 (2), 4.33 (3), 4.0 (2: Ivy first), 4.0 (2), 3, 2, then unrated in default order.
      expect(ids(await run({ sort: "rating" }))).toEqual(["m01", "m12", "m03", "m10", "m06", "m02", "m07", "m05", "m08", "m11", "m09", "m04"]);
    });

    it("price low to high and high to low, equal prices in the default order", async () => {
      expect(ids(await run({ sort: "price_asc" }))).toEqual(["m04", "m07", "m12", "m05", "m09", "m02", "m10", "m06", "m03", "m11", "m08", "m01"]);
      expect(ids(await run({ sort: "price_desc" }))).toEqual(["m01", "m08", "m11", "m03", "m06", "m02", "m10", "m09", "m05", "m12", "m07", "m04"]);
    });

    it("best match without text: bio length / 10 + 2 per rating point, ties in the default order", async () => {
      // m06 50 + 2 * 13/3 = 58.67, m11 40, m03 30 + 9 = 39, m01 20 + 10 = 30, m08 25 + 4 = 29,
      // m02 10 + 8 = 18 = m10 9 + 9 (m02 is Ivy), m12 5 + 10 = 15 = m04 15 + 0 (m12 has the higher SAT),
      // m05 8 + 6 = 14 = m07 6 + 8 (m05 is Ivy), m09 12.
      expect(ids(await run({ sort: "best" }))).toEqual(["m06", "m11", "m03", "m01", "m08", "m02", "m10", "m12", "m04", "m05", "m07", "m09"]);
    });

    it("best match with text: the matching mentors by score, 5 points for the keyword", async () => {
      // m03 30 + 5 + 9 = 44, m01 20 + 5 + 10 = 35, m08 25 + 5 + 4 = 34, m12 5 + 5 + 10 = 20.
      expect(ids(await run({ q: "chess", sort: "best" }))).toEqual(["m03", "m01", "m08", "m12"]);
    });

    it("scores 5 per distinct keyword found in the name, college or major (English or Chinese), an interest or the bio", async () => {
      const scores = async (q: string) => {
        const rows = await getDb()
          .select({ id: mentorProfiles.userId, score: sql<string>`${bestMatchScore(q)}::float8`.mapWith(Number) })
          .from(mentorProfiles)
          .orderBy(asc(mentorProfiles.userId));
        return Object.fromEntries(rows.map((r) => [r.id, r.score]));
      };
      const base = await scores("");
      const bonus = async (q: string) => {
        const withQ = await scores(q);
        const diff = (id: string) => Math.round((withQ[id]! - base[id]!) * 1000) / 1000;
        return Object.keys(withQ).filter((id) => diff(id) !== 0).map((id) => [id, diff(id)]);
      };
      expect(base).toMatchObject({ m01: 30, m04: 15, m09: 12 });
      expect(base.m06).toBeCloseTo(50 + 26 / 3, 10);
      expect(await bonus("ALICE")).toEqual([["m01", 5]]); // name
      expect(await bonus("stanford")).toEqual([["m03", 5]]); // college, English
      expect(await bonus("斯坦福")).toEqual([["m03", 5]]); // college, Chinese
      expect(await bonus("physics")).toEqual([["m04", 5]]); // major, English
      expect(await bonus("物理")).toEqual([["m04", 5]]); // major, Chinese
      expect(await bonus("olympiad")).toEqual([["m06", 5]]); // interest
      expect(await bonus("quantum")).toEqual([["m04", 5]]); // bio
      expect(await bonus("quantum quantum QUANTUM")).toEqual([["m04", 5]]); // once per distinct keyword
      expect(await bonus("quantum physics astronomy")).toEqual([["m04", 15]]);
      expect(await bonus("x q")).toEqual([]); // words under two characters do not count
      expect(await bonus("%")).toEqual([]); // one character
      expect(await bonus("%%")).toEqual([]); // literal, matches nothing
      expect(await bonus("robotics chess")).toEqual([
        ["m01", 10],
        ["m03", 5],
        ["m08", 5],
        ["m11", 5],
        ["m12", 5],
        ["m13", 10],
      ]);
    });
  });

  describe("visitors", () => {
    it("get the default order and no prices, whatever they ask for", async () => {
      const asked = { q: "chess", country: "US", major: "computer-science", college: "mit", language: "zh", satOnly: "1", availableOnly: "1", ivy: "1", sort: "price_asc" };
      const result = await run(asked, false);
      expect(ids(result)).toEqual(DEFAULT_ORDER);
      expect(result.total).toBe(12);
      for (const mentor of result.mentors) {
        expect(mentor.sessionPriceCents).toBeNull();
        expect(mentor.satPriceCents).toBeNull();
      }
      expect(result.mentors[0]).toMatchObject({ id: "m01", name: "Alice Z.", rating: 5, reviewCount: 2 });
    });
  });

  describe("paging", () => {
    it("pages in SQL with the total of every match on each page", async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => run({ page, pageSize: 5 })));
      expect(pages.map(ids)).toEqual([DEFAULT_ORDER.slice(0, 5), DEFAULT_ORDER.slice(5, 10), DEFAULT_ORDER.slice(10), []]);
      expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
        [12, 1, 5],
        [12, 2, 5],
        [12, 3, 5],
        [12, 4, 5],
      ]);
    });

    it("counts every match of a text search, also past the last page", async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => run({ q: "chess", page, pageSize: 3 })));
      expect(pages.map(ids)).toEqual([["m01", "m03", "m12"], ["m08"], []]);
      expect(pages.map((p) => p.total)).toEqual([4, 4, 4]);
      expect((await run({ q: "nobody-at-all" })).total).toBe(0);
    });

    it("pages a filtered, sorted list the same way", async () => {
      const second = await run({ availableOnly: "true", sort: "price_desc", page: 2, pageSize: 3 });
      // available, by price: m01 8500, m03 7000, m06 6500 | m10 6000, m09 5500, m12 4500 | m07, m04
      expect(ids(second)).toEqual(["m10", "m09", "m12"]);
      expect(second.total).toBe(8);
    });

    it("defaults to 12 a page and refuses more than 48 (the caller answers 400)", () => {
      expect(mentorSearchSchema.parse({})).toMatchObject({ page: 1, pageSize: 12 });
      expect(parseMentorSearch(new URLSearchParams("pageSize=49"))).toMatchObject({ ok: false, field: "pageSize" });
      expect(parseMentorSearch(new URLSearchParams("pageSize=48"))).toMatchObject({ ok: true });
    });
  });
});
