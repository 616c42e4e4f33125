import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mentorAvailability, mentorProfiles, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";

const bio = "I study economics and help students shape a college list that fits them well.";

describeEachDb("mentor_profiles.weekly_hours follows mentor_availability (trigger)", (getDb) => {
  const hours = async () =>
    Object.fromEntries(
      (await getDb()
        .select({ id: mentorProfiles.userId, hours: mentorProfiles.weeklyHours })
        .from(mentorProfiles)
        .where(inArray(mentorProfiles.userId, ["h1", "h2"]))).map((r) => [r.id, r.hours]),
    );

  beforeAll(async () => {
    await getDb()
      .insert(users)
      .values([
        { id: "h1", name: "Hour One", email: "h1@x.edu", role: "mentor" },
        { id: "h2", name: "Hour Two", email: "h2@x.edu", role: "mentor" },
      ]);
    await getDb()
      .insert(mentorProfiles)
      .values(["h1", "h2"].map((userId) => ({ userId, major: "economics", college: "yale", country: "US", bio })));
  });

  it("counts inserted, moved and deleted hours, and lets a mentor with hours be deleted", async () => {
    expect(await hours()).toEqual({ h1: 0, h2: 0 });
    await getDb()
      .insert(mentorAvailability)
      .values([9, 10, 11].map((hour) => ({ mentorId: "h1", weekday: 1, hour })));
    expect(await hours()).toEqual({ h1: 3, h2: 0 });

    await getDb()
      .update(mentorAvailability)
      .set({ mentorId: "h2" })
      .where(and(eq(mentorAvailability.mentorId, "h1"), eq(mentorAvailability.hour, 9)));
    await getDb().update(mentorAvailability).set({ hour: 12 }).where(eq(mentorAvailability.hour, 10)); // same mentor: no change
    expect(await hours()).toEqual({ h1: 2, h2: 1 });

    await getDb().delete(mentorAvailability).where(eq(mentorAvailability.mentorId, "h1"));
    expect(await hours()).toEqual({ h1: 0, h2: 1 });

    // The profile goes, its hours cascade away, and the trigger finds no profile left to update.
    await getDb().delete(users).where(eq(users.id, "h2"));
    expect(await hours()).toEqual({ h1: 0 });
    expect(await getDb().select().from(mentorAvailability).where(eq(mentorAvailability.mentorId, "h2"))).toEqual([]);
  });
});
