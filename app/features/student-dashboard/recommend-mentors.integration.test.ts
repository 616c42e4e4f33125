import { beforeAll, describe, expect, it } from "vitest";
import { insertMentorFixture } from "~/features/mentors/mentor-test-fixture";
import { describeEachDb } from "~/test/test-database";
import { seeMorePath } from "./mentor-finder-params";
import { parseFinderCriteria } from "./parse-finder-criteria";
import { readMentorFinder, recommendMentors } from "./recommend-mentors.server";

// Expected rankings are worked out by hand from mentors/mentor-test-fixture.ts. Mentors with
// weekly hours: m01 m03 m04 m06 m07 m09 m10 m12; without: m02 m05 m08 m11; m13 is disabled.

describe("finder criteria", () => {
  it("keeps only values from the content lists, country codes in capitals", () => {
    expect(parseFinderCriteria(new URLSearchParams("major=computer-science&country=us&college=nowhere"))).toEqual({ major: "computer-science", country: "US" });
    expect(parseFinderCriteria(new URLSearchParams("major=&country=&college="))).toBeNull();
    expect(parseFinderCriteria(new URLSearchParams("q=chess"))).toBeNull();
  });

  it("'See More' carries only the filled fields", () => {
    expect(seeMorePath({ major: "economics" })).toBe("/mentors?major=economics");
    expect(seeMorePath({ country: "CN", college: "mit" })).toBe("/mentors?country=CN&college=mit");
    expect(seeMorePath({ major: "economics", country: "US", college: "yale" })).toBe("/mentors?major=economics&country=US&college=yale");
    expect(seeMorePath({})).toBe("/mentors");
  });
});

describeEachDb("recommendMentors", (getDb) => {
  beforeAll(async () => {
    await insertMentorFixture(getDb());
  });
  const ids = async (criteria: Parameters<typeof recommendMentors>[1], limit?: number) => (await recommendMentors(getDb(), criteria, limit)).map((m) => m.id);

  it("ranks by how many of the three criteria match, then by rating", async () => {
    const found = await recommendMentors(getDb(), { major: "computer-science", country: "US", college: "harvard" });
    // m01 meets all three, m10 two (major, country); of those meeting one, m12 is rated 5.00,
    // m03 4.50 and m09 not at all. m11 (no hours) and m13 (disabled) are never offered.
    expect(found.map((m) => [m.id, m.matches])).toEqual([
      ["m01", { major: true, country: true, college: true }],
      ["m10", { major: true, country: true, college: false }],
      ["m12", { major: true, country: false, college: false }],
    ]);
    expect(found[0]).toMatchObject({ name: "Alice Z.", college: "harvard", major: "computer-science", country: "US", rating: 5, reviewCount: 2, sessionPriceCents: 8500 });
  });

  it("ranks in SQL: the limit takes the best, and fewer come back when fewer match", async () => {
    expect(await ids({ major: "computer-science", country: "US", college: "harvard" }, 1)).toEqual(["m01"]);
    expect(await ids({ college: "mit" })).toEqual(["m12", "m04"]);
  });

  it("breaks equal ratings by the number of reviews", async () => {
    // m01 and m12 average 5.00 (2 and 1 reviews), m03 and m10 4.50 (4 and 2 reviews).
    expect(await ids({ major: "computer-science" })).toEqual(["m01", "m12", "m03"]);
    expect(await ids({ country: "US" })).toEqual(["m01", "m10", "m09"]);
  });

  it("leaves out mentors who match nothing, cannot be booked or are disabled", async () => {
    // Only m05 studies history, and m05 has no weekly hours.
    expect(await ids({ major: "history" })).toEqual([]);
    expect(await ids({ country: "DE" })).toEqual([]);
    expect(await ids({})).toEqual([]);
  });

  it("reads the finder from the page's URL", async () => {
    expect(await readMentorFinder(getDb(), new URLSearchParams("sessions=open"))).toEqual({ criteria: {}, mentors: null, seeMorePath: "/mentors" });
    const finder = await readMentorFinder(getDb(), new URLSearchParams("major=&country=us&college=mit"));
    expect(finder.criteria).toEqual({ country: "US", college: "mit" });
    expect(finder.seeMorePath).toBe("/mentors?country=US&college=mit");
    // Each meets one: m01, m10, m09 (US) and m12, m04 (mit); by rating, then reviews.
    expect(finder.mentors?.map((m) => m.id)).toEqual(["m01", "m12", "m10"]);
  });
});
