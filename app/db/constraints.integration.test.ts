import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkouts, meetings, mentorProfiles, ratings, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import type { Db } from "./db.server";
import { pgConstraint, pgErrorCode, pgErrorCodes } from "./errors";

const bio = "I study economics and help students shape a college list that fits them well.";
const start = new Date("2030-03-04T15:00:00Z");

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the database accepted a row it should refuse").not.toBeNull();
  return { code: pgErrorCode(error), constraint: pgConstraint(error) };
}

describeEachDb("database rules", (getDb) => {
  let db: Db;
  const mentor = (overrides: Partial<typeof mentorProfiles.$inferInsert>) =>
    db.insert(mentorProfiles).values({ userId: "m2", major: "economics", college: "yale", country: "US", bio, ...overrides });
  const meeting = (overrides: Partial<typeof meetings.$inferInsert> = {}) =>
    db
      .insert(meetings)
      .values({ mentorId: "m1", studentId: "s1", startsAt: start, priceCents: 6000, holdExpiresAt: new Date(), ...overrides })
      .returning({ id: meetings.id });

  beforeAll(async () => {
    db = getDb();
    await db.insert(users).values([
      { id: "m1", name: "Mentor One", email: "m1@x.edu", role: "mentor" },
      { id: "m2", name: "Mentor Two", email: "m2@x.edu", role: "mentor" },
      { id: "s1", name: "Student One", email: "s1@x.com" },
    ]);
    await db.insert(mentorProfiles).values({ userId: "m1", major: "economics", college: "yale", country: "US", bio });
  });

  describe("mentor profiles", () => {
    it.each([
      ["a session price below $35", { sessionPriceCents: 3000 }, "mentor_session_price_range"],
      ["a session price off the $5 step", { sessionPriceCents: 3750 }, "mentor_session_price_range"],
      ["a SAT price above $105", { satPriceCents: 11000 }, "mentor_sat_price_range"],
      ["a SAT score above 1600", { satScore: 1700 }, "mentor_sat_score_range"],
      ["a SAT score below 400", { satScore: 300 }, "mentor_sat_score_range"],
      ["offering SAT without 1500", { satScore: 1490, offersSat: true }, "mentor_offers_sat_qualified"],
      ["a bio under 50 characters", { bio: "Too short." }, "mentor_bio_length"],
    ])("refuses %s", async (_, overrides, constraint) => {
      expect(await refusal(mentor(overrides))).toEqual({ code: pgErrorCodes.checkViolation, constraint });
    });

    it("accepts the boundaries", async () => {
      await mentor({ sessionPriceCents: 8500, satPriceCents: 5500, satScore: 1500, offersSat: true });
    });
  });

  it("refuses a role that does not exist", async () => {
    const result = await refusal(db.insert(users).values({ id: "x", name: "X", email: "x@x.com", role: "root" as "admin" }));
    expect(result).toEqual({ code: pgErrorCodes.checkViolation, constraint: "users_role_check" });
  });

  it("refuses a second active meeting for the same mentor and start, but not after a cancellation", async () => {
    const [first] = await meeting();
    expect(await refusal(meeting())).toEqual({ code: pgErrorCodes.uniqueViolation, constraint: "meetings_mentor_slot_active" });
    await db.update(meetings).set({ status: "cancelled" });
    await meeting();
    expect(first).toBeDefined();
  });

  it("refuses ratings outside 1-5 and a second rating for one meeting", async () => {
    const [m] = await meeting({ startsAt: new Date("2030-03-05T15:00:00Z"), isPaid: true });
    const rate = (rating: number) => db.insert(ratings).values({ meetingId: m!.id, mentorId: "m1", studentId: "s1", rating });
    expect(await refusal(rate(6))).toEqual({ code: pgErrorCodes.checkViolation, constraint: "ratings_range" });
    expect(await refusal(rate(0))).toEqual({ code: pgErrorCodes.checkViolation, constraint: "ratings_range" });
    await rate(5);
    expect((await refusal(rate(4))).code).toBe(pgErrorCodes.uniqueViolation);
  });

  it("refuses checkout totals that do not add up", async () => {
    const checkout = (subtotalCents: number, discountCents: number, totalCents: number) =>
      db.insert(checkouts).values({
        studentId: "s1",
        kind: "basket",
        provider: "local",
        subtotalCents,
        discountCents,
        totalCents,
        expiresAt: new Date(),
      });
    expect(await refusal(checkout(18000, 1800, 18000))).toEqual({ code: pgErrorCodes.checkViolation, constraint: "checkouts_amounts" });
    await checkout(18000, 1800, 16200);
  });

  it("keeps a user who has meetings", async () => {
    // PostgreSQL 17 (PGlite) reports ON DELETE RESTRICT as restrict_violation, 15 as a foreign key violation.
    const { code } = await refusal(db.delete(users).where(eq(users.id, "s1")));
    expect([pgErrorCodes.foreignKeyViolation, pgErrorCodes.restrictViolation]).toContain(code);
  });
});
