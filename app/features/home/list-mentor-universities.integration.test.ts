import { expect, it } from "vitest";
import { mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { universities } from "~content/universities";
import { readHomeUniversities } from "./home-universities.server";
import { listMentorUniversities } from "./list-mentor-universities.server";

const bio = "A mentor who enjoys helping students understand what admissions officers look for.";

describeEachDb("listMentorUniversities and the home page's universities", (getDb) => {
  it("lists colleges by number of active mentors, then by id", async () => {
    const db = getDb();
    expect(await listMentorUniversities(db)).toEqual([]);
    const before = await readHomeUniversities(db);
    expect(before.strip.map((u) => u.id)).toEqual(universities.slice(0, 32).map((u) => u.id));
    expect([before.featured?.en, before.trust.map((u) => u.id)]).toEqual([
      "Stanford University",
      ["harvard", "stanford", "mit", "yale", "princeton", "columbia", "upenn", "duke"],
    ]);
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
    // The home page's strip shows the schools mentors attend once there are any, with their names.
    expect((await readHomeUniversities(db)).strip.map((u) => u.en)).toEqual(["Massachusetts Institute of Technology", "Brown University", "Yale University"]);
  });
});
