import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "~/test/test-database";
import { listMentorReviews, REVIEWS_PER_PAGE } from "./list-mentor-reviews.server";
import { insertMentorFixture } from "./mentor-test-fixture";

describeEachDb("listMentorReviews", (getDb) => {
  beforeAll(async () => {
    await insertMentorFixture(getDb());
  });

  it("pages the reviews newest first, three a page, with the average, count and reviewer as first name + last initial", async () => {
    expect(REVIEWS_PER_PAGE).toBe(3);
    const first = await listMentorReviews(getDb(), "m03", 1);
    expect(first).toMatchObject({ average: 4.5, count: 4, page: 1, pageCount: 2 });
    // Written by s1, s2, s3, s1 in that order (m03 in the fixture).
    expect(first!.reviews.map((r) => [r.rating, r.comment, r.reviewer])).toEqual([
      [4, "Newest", "Sam S."],
      [5, "Third", "Uma Q."],
      [4, null, "Tina L."],
    ]);
    expect(first!.reviews[0]!.createdAt).toBeInstanceOf(Date);
    expect(first!.reviews[0]!.createdAt.getTime()).toBeGreaterThan(first!.reviews[1]!.createdAt.getTime());

    const second = await listMentorReviews(getDb(), "m03", 2);
    expect(second).toMatchObject({ average: 4.5, count: 4, page: 2, pageCount: 2 });
    expect(second!.reviews.map((r) => [r.rating, r.comment, r.reviewer])).toEqual([[5, "First", "Sam S."]]);

    expect((await listMentorReviews(getDb(), "m03", 3))!.reviews).toEqual([]);
  });

  it("rounds the average to 2 decimals", async () => {
    expect(await listMentorReviews(getDb(), "m06", 1)).toMatchObject({ average: 4.33, count: 3, pageCount: 1 });
  });

  it("answers an empty first page for a mentor nobody has rated", async () => {
    expect(await listMentorReviews(getDb(), "m04", 1)).toEqual({ average: 0, count: 0, page: 1, pageCount: 1, reviews: [] });
  });

  it("answers null for an unknown mentor, a student, or a disabled mentor", async () => {
    expect(await listMentorReviews(getDb(), "nobody", 1)).toBeNull();
    expect(await listMentorReviews(getDb(), "s1", 1)).toBeNull();
    expect(await listMentorReviews(getDb(), "m13", 1)).toBeNull();
  });
});
