import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "~/test/test-database";
import { listTopMentors, TOP_MENTORS_LIMIT } from "./list-top-mentors.server";
import { insertMentorFixture } from "./mentor-test-fixture";

describeEachDb("listTopMentors", (getDb) => {
  beforeAll(async () => {
    await insertMentorFixture(getDb());
  });

  it("ranks rated, listed mentors by average, ties by review count then id, with their distinct paying students", async () => {
    const board = await listTopMentors(getDb());
    // 5.0 x2, 5.0 x1, 4.5 x4, 4.5 x2, 4.33 x3, 4.0 x2 (m02, m07: id), 3.0, 2.0. Unrated and the disabled m13 are left out.
    expect(board.map((m) => [m.rank, m.id, m.rating, m.reviewCount, m.students])).toEqual([
      [1, "m01", 5, 2, 2], // s1 twice (a rating and another paid meeting), s2; s3's unpaid meeting does not count
      [2, "m12", 5, 1, 3], // s1 rated, s2 and s3 paid without rating
      [3, "m03", 4.5, 4, 3],
      [4, "m10", 4.5, 2, 2],
      [5, "m06", 4.33, 3, 3],
      [6, "m02", 4, 2, 2],
      [7, "m07", 4, 2, 2],
      [8, "m05", 3, 1, 1],
      [9, "m08", 2, 1, 1],
    ]);
    expect(board[0]).toEqual({
      rank: 1,
      id: "m01",
      name: "Alice Z.",
      college: "harvard",
      major: "computer-science",
      photoId: null,
      rating: 5,
      reviewCount: 2,
      students: 2,
    });
  });

  it("stops at the limit (50 by default, spec §9)", async () => {
    expect(TOP_MENTORS_LIMIT).toBe(50);
    expect((await listTopMentors(getDb(), 3)).map((m) => m.id)).toEqual(["m01", "m12", "m03"]);
  });
});
