import { expect, it } from "vitest";
import { mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { listMentorUniversities } from "./list-mentor-universities.server";

const bio = "A mentor who enjoys helping students understand what admissions officers look for.";

describeEachDb("listMentorUniversities", (getDb) => {
  it("lists colleges by number of active mentors, then by id", async () => {
    const db = getDb();
    expect(await listMentorUniversities(db)).toEqual([]);
    const mentors = [
      ["a", "yale", false],
      ["b", "mit", false],
      ["c", "mit", false],
      ["d", "brown", false],
      ["e", "stanford", true],
      ["f", "stanford", true],
    ] as const;
    await db.insert(users).values(mentors.map(([id, , disabled]) => ({ id, name: id, email: `${id}@x.edu`, role: "mentor" as const, disabled })));
    await db.insert(mentorProfiles).values(mentors.map(([id, college]) => ({ userId: id, college, major: "economics", country: "US", bio })));
    expect(await listMentorUniversities(db)).toEqual(["mit", "brown", "yale"]);
    expect(await listMentorUniversities(db, 1)).toEqual(["mit"]);
  });
});
