import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { describeEachDb } from "~/test/test-database";
import { createScenario } from "~/test/scenario";
import { getBookingMentor } from "./get-booking-mentor.server";
import { listFreeSlots, selectTakenStarts } from "./list-free-slots.server";

// Wednesday 3 June 2026, 12:00 in New York: the pages run from Monday 1 June to Sunday 26 July.
const NOW = new Date("2026-06-03T16:00:00Z");

describeEachDb("booking reads", (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
  });

  describe("listFreeSlots", () => {
    it("offers the mentor's weekly hours minus held and booked slots", async () => {
      const { mentors } = await createScenario(db, {
        mentors: [{}, {}],
        // Mondays 10:00 and Thursdays 20:00 for the first mentor; the second one's hours must not leak in.
        availability: [{ weekday: 1, hour: 10 }, { weekday: 4, hour: 20 }, { mentor: 1, weekday: 2, hour: 9 }],
        meetings: [
          { startsAt: { date: "2026-06-08", time: "10:00" }, holdExpiresAt: new Date(NOW.getTime() + 60_000) },
          { startsAt: { date: "2026-06-11", time: "20:00" }, paid: true },
          { startsAt: { date: "2026-06-15", time: "10:00" }, status: "completed", paid: true },
          // These no longer take their slot.
          { startsAt: { date: "2026-06-18", time: "20:00" }, holdExpiresAt: new Date(NOW.getTime() - 60_000) },
          { startsAt: { date: "2026-06-22", time: "10:00" }, status: "cancelled" },
          { startsAt: { date: "2026-06-25", time: "20:00" }, status: "expired" },
        ],
      });
      const weeks = await listFreeSlots(db, mentors[0]!.id, NOW);
      expect(weeks!.map((w) => w.weekStart)).toEqual(["2026-06-01", "2026-06-08", "2026-06-15", "2026-06-22", "2026-06-29", "2026-07-06", "2026-07-13", "2026-07-20"]);
      const slots = weeks!.flatMap((w) => w.slots).map((s) => `${s.date} ${s.time}`);
      expect(slots).toEqual([
        // Thursday 4 June 20:00 is less than 2 days away.
        "2026-06-18 20:00",
        "2026-06-22 10:00",
        "2026-06-25 20:00",
        "2026-06-29 10:00",
        "2026-07-02 20:00",
        "2026-07-06 10:00",
        "2026-07-09 20:00",
        "2026-07-13 10:00",
        "2026-07-16 20:00",
        "2026-07-20 10:00",
        "2026-07-23 20:00",
      ]);
      expect(weeks![1]!.slots).toEqual([]);
      expect(weeks![3]!.slots[0]).toEqual({ date: "2026-06-22", time: "10:00", startsAt: "2026-06-22T14:00:00.000Z" });
    });

    it("answers empty pages for a mentor without hours and null for an unknown or disabled one", async () => {
      const { mentors } = await createScenario(db, { mentors: [{}, { disabled: true }], availability: [{ mentor: 1, weekday: 1, hour: 10 }] });
      const weeks = await listFreeSlots(db, mentors[0]!.id, NOW);
      expect(weeks).toHaveLength(8);
      expect(weeks!.every((w) => w.slots.length === 0 && w.days.length === 7)).toBe(true);
      expect(await listFreeSlots(db, mentors[1]!.id, NOW)).toBeNull();
      expect(await listFreeSlots(db, "no-such-mentor", NOW)).toBeNull();
    });
  });

  it("reads taken slots with a range scan of the active-slot index", async () => {
    const query = selectTakenStarts(db, "any-mentor", NOW).toSQL();
    // Tiny test tables would be scanned whole; with that option off the plan shows the index it can use.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row).join("")).join("\n");
    });
    expect(plan).toMatch(/Index Scan using meetings_mentor_slot_active/);
    expect(plan).toMatch(/Index Cond: \(\(mentor_id = 'any-mentor'::text\) AND \(starts_at >= .*\) AND \(starts_at < .*\)\)/);
    // Already in start order: no sort step.
    expect(plan).not.toMatch(/Sort/);
  });

  describe("getBookingMentor", () => {
    it("answers the short name, prices and the session types offered", async () => {
      const { mentors } = await createScenario(db, {
        mentors: [
          { name: "Alice Mary Zhang", sessionPriceCents: 7500, satPriceCents: 9500, satScore: 1560, offersSat: true },
          { name: "Bob Stone", satScore: 1580 },
          { name: "Zed Hidden", disabled: true },
        ],
      });
      expect(await getBookingMentor(db, mentors[0]!.id)).toEqual({
        id: mentors[0]!.id,
        name: "Alice Z.",
        college: "harvard",
        major: "computer-science",
        photoId: null,
        sessionPriceCents: 7500,
        satPriceCents: 9500,
        offersSat: true,
        satScore: 1560,
        sessionTypes: ["sat", "essay", "college", "interview", "general"],
      });
      expect((await getBookingMentor(db, mentors[1]!.id))!.sessionTypes).toEqual(["essay", "college", "interview", "general"]);
      expect(await getBookingMentor(db, mentors[2]!.id)).toBeNull();
      expect(await getBookingMentor(db, "no-such-mentor")).toBeNull();
    });
  });
});

/** The statement with its parameters written in, for EXPLAIN (the values here are plain strings and dates). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    const literal = value instanceof Date ? value.toISOString() : String(value);
    return `'${literal.replace(/'/g, "''")}'`;
  });
}
