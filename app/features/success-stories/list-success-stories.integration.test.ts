import { beforeEach, expect, it } from "vitest";
import { successResults } from "~/db/schema/content";
import { describeEachDb } from "~/test/test-database";
import { builtInStories } from "./built-in-stories";
import { listSuccessStories, SUCCESS_STORIES_LIMIT } from "./list-success-stories.server";

const story = (studentName: string, college: string, year: number, evidenceType: (typeof successResults.$inferInsert)["evidenceType"], evidenceDetails: unknown) => ({
  studentName,
  college,
  year,
  mentorName: "Ada Mentor",
  evidenceType,
  evidenceDetails,
  testimonial: `${studentName} says thanks.`,
});

describeEachDb("listSuccessStories", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(successResults);
  });

  it("shows the twelve built-in stories of 2029 while the table is empty, filtered by the same rules", async () => {
    const db = getDb();
    const all = await listSuccessStories(db, {}, "en");
    expect(all.source).toBe("built-in");
    expect(all.stories).toHaveLength(12);
    expect(all.stories.every((s) => s.year === 2029 && s.testimonial.length > 0)).toBe(true);
    expect(all.colleges).toHaveLength(new Set(builtInStories.map((s) => s.college)).size);

    const zh = await listSuccessStories(db, { type: "scholarship" }, "zh");
    expect(zh.stories.map((s) => s.studentName)).toEqual(["Ryan Chen", "Grace Huang", "Chloe Xu"]);
    expect(zh.stories[0]!.evidence).toEqual({ type: "scholarship", amount: "获得覆盖 85% 学费的需求型助学金" });

    const combined = await listSuccessStories(db, { q: "university", type: "score-improvement", college: "Columbia University" }, "en");
    expect(combined.stories.map((s) => s.studentName)).toEqual(["Jason Li"]);
    expect((await listSuccessStories(db, { q: "nobody" }, "en")).stories).toEqual([]);
  });

  it("filters the table's stories in SQL by search, college and result type combined", async () => {
    const db = getDb();
    await db.insert(successResults).values([
      story("Lin Y.", "Cornell University", 2029, "score-improvement", { before: 1340, after: 1510 }),
      story("Daniel K.", "University of Pennsylvania", 2029, "admission-offer", { achievement: "Admitted to Wharton" }),
      story("Priya S.", "Duke University", 2030, "scholarship", { amount: "$38,000 per year" }),
      story("Lina P.", "Cornell University", 2030, "admission-offer", { achievement: "Admitted to Cornell Engineering" }),
      story("100% Real", "Rice University", 2028, "interview-success", { achievement: "Strong interview" }),
      // Details that do not fit the kind are left out, not shown half empty.
      story("Broken Row", "Cornell University", 2029, "score-improvement", { achievement: "no numbers" }),
    ]);

    const all = await listSuccessStories(db, {}, "en");
    expect(all.source).toBe("table");
    expect(all.colleges).toEqual(["Cornell University", "Duke University", "Rice University", "University of Pennsylvania"]);
    // Newest year first.
    expect(all.stories.map((s) => s.year)).toEqual([2030, 2030, 2029, 2029, 2028]);

    const names = async (filters: Parameters<typeof listSuccessStories>[1]) =>
      (await listSuccessStories(db, filters, "en")).stories.map((s) => s.studentName).sort();
    expect(await names({ q: "lin" })).toEqual(["Lin Y.", "Lina P."]);
    expect(await names({ q: "CORNELL" })).toEqual(["Lin Y.", "Lina P."]);
    expect(await names({ q: "lin", type: "admission-offer" })).toEqual(["Lina P."]);
    expect(await names({ q: "lin", college: "Cornell University", type: "score-improvement" })).toEqual(["Lin Y."]);
    expect(await names({ college: "Duke University", type: "admission-offer" })).toEqual([]);
    // LIKE wildcards in the search are plain characters.
    expect(await names({ q: "100%" })).toEqual(["100% Real"]);
    expect(await names({ q: "_" })).toEqual([]);

    const [lin] = (await listSuccessStories(db, { q: "Lin Y." }, "en")).stories;
    expect(lin!.evidence).toEqual({ type: "score-improvement", before: 1340, after: 1510 });
  });

  it(`shows at most ${SUCCESS_STORIES_LIMIT} stories`, async () => {
    const db = getDb();
    await db.insert(successResults).values(
      Array.from({ length: SUCCESS_STORIES_LIMIT + 3 }, (_, i) => story(`Student ${i}`, "Yale University", 2000 + i, "admission-offer", { achievement: "Admitted" })),
    );
    const { stories } = await listSuccessStories(db, {}, "en");
    expect(stories).toHaveLength(SUCCESS_STORIES_LIMIT);
    expect(stories[0]!.year).toBe(2000 + SUCCESS_STORIES_LIMIT + 2);
  });
});
