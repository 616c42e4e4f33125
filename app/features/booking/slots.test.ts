import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  addCalendarDays,
  BOOKING_NOTICE_MS,
  BOOKING_WEEKS,
  bookingWindow,
  buildSlotWeeks,
  easternSlotToUtc,
  easternWeekStart,
  offersHour,
  parseSlot,
  utcToEasternSlot,
  type WeeklyHour,
} from "./slots";

const allHours: WeeklyHour[] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => Array.from({ length: 12 }, (_, i) => ({ weekday, hour: 9 + i })));

// Instants from 2024 to 2030: several DST changes in both directions.
const instant = fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true });
const weeklyHours = fc.uniqueArray(
  fc.record({ weekday: fc.integer({ min: 1, max: 7 }), hour: fc.integer({ min: 9, max: 20 }) }),
  { selector: (h) => `${h.weekday}-${h.hour}`, maxLength: 30 },
);

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("Eastern wall clock <-> UTC", () => {
  it("uses EST in winter and EDT in summer", () => {
    expect(easternSlotToUtc("2026-01-15", "09:00").toISOString()).toBe("2026-01-15T14:00:00.000Z");
    expect(easternSlotToUtc("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T13:00:00.000Z");
    expect(utcToEasternSlot("2026-07-15T13:00:00.000Z")).toEqual({ date: "2026-07-15", time: "09:00", weekday: 3 });
    expect(utcToEasternSlot(new Date("2026-01-16T01:30:00.000Z"))).toEqual({ date: "2026-01-15", time: "20:30", weekday: 4 });
  });

  it("changes offset on the DST Sundays of March and November", () => {
    // 2026: EDT from Sunday 8 March, EST again from Sunday 1 November.
    expect(easternSlotToUtc("2026-03-07", "09:00").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(easternSlotToUtc("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(easternSlotToUtc("2026-10-31", "20:00").toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(easternSlotToUtc("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("round-trips any instant on a whole minute", () => {
    fc.assert(
      fc.property(instant, (d) => {
        const at = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
        const eastern = utcToEasternSlot(at);
        // The repeated 1 AM hour of November is ambiguous; bookable hours (9..20) never are.
        fc.pre(!eastern.time.startsWith("01:"));
        expect(easternSlotToUtc(eastern.date, eastern.time).getTime()).toBe(at.getTime());
      }),
    );
  });

  it("reads a requested slot only when it is a real whole-hour Eastern time", () => {
    expect(parseSlot("2026-03-10", "09:00")).toEqual({ startsAt: new Date("2026-03-10T13:00:00Z"), weekday: 2, hour: 9 });
    expect(parseSlot("2026-02-30", "09:00")).toBeNull();
    expect(parseSlot("2026-03-08", "02:00")).toBeNull(); // skipped by DST
    expect(parseSlot("2026-03-10", "09:30")).toBeNull();
    expect(parseSlot("2026-03-10", "24:00")).toBeNull();
    expect(parseSlot("10/03/2026", "09:00")).toBeNull();
  });

  it("adds calendar days across months, years and leap days", () => {
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addCalendarDays("2026-03-02", -1)).toBe("2026-03-01");
  });
});

describe("buildSlotWeeks", () => {
  it("builds 8 Monday-to-Sunday weeks from the current Eastern week", () => {
    // Sunday 1 March 2026, 23:30 in New York, already Monday in UTC: the week is still 23 Feb.
    const now = new Date("2026-03-02T04:30:00Z");
    const weeks = buildSlotWeeks({ availability: allHours, takenStarts: [], now });
    expect(weeks).toHaveLength(BOOKING_WEEKS);
    expect(weeks.map((w) => w.weekStart)).toEqual([
      "2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06", "2026-04-13",
    ]);
    expect(weeks[1]!.days).toEqual([
      { date: "2026-03-02", weekday: 1 },
      { date: "2026-03-03", weekday: 2 },
      { date: "2026-03-04", weekday: 3 },
      { date: "2026-03-05", weekday: 4 },
      { date: "2026-03-06", weekday: 5 },
      { date: "2026-03-07", weekday: 6 },
      { date: "2026-03-08", weekday: 7 },
    ]);
    // Nothing in the first week: all of it is less than 2 days away.
    expect(weeks[0]!.slots).toEqual([]);
    // 2 days after Sunday 23:30 is Tuesday 23:30: the first slot is Wednesday 09:00.
    expect(weeks[1]!.slots[0]).toEqual({ date: "2026-03-04", time: "09:00", startsAt: "2026-03-04T14:00:00.000Z" });
  });

  it("keeps a slot exactly 2 days ahead and drops one a minute sooner", () => {
    const slotStart = easternSlotToUtc("2026-06-10", "10:00");
    const at = (ms: number) => new Date(slotStart.getTime() - BOOKING_NOTICE_MS + ms);
    const has = (now: Date) =>
      buildSlotWeeks({ availability: [{ weekday: 3, hour: 10 }], takenStarts: [], now })
        .flatMap((w) => w.slots)
        .some((s) => s.startsAt === slotStart.toISOString());
    expect(has(at(0))).toBe(true);
    expect(has(at(60_000))).toBe(false);
  });

  it("leaves out taken slots, given as instants or ISO strings", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const taken = [easternSlotToUtc("2026-06-10", "10:00"), "2026-06-17T14:00:00.000Z"];
    const slots = buildSlotWeeks({ availability: [{ weekday: 3, hour: 10 }], takenStarts: taken, now }).flatMap((w) => w.slots);
    expect(slots.map((s) => s.date)).toEqual(["2026-06-03", "2026-06-24", "2026-07-01", "2026-07-08", "2026-07-15", "2026-07-22"]);
  });

  it("gives the March and November DST weeks their own UTC offsets", () => {
    const availability = [{ weekday: 6, hour: 9 }, { weekday: 7, hour: 9 }, { weekday: 1, hour: 20 }];
    const march = buildSlotWeeks({ availability, takenStarts: [], now: new Date("2026-02-23T12:00:00Z") }).flatMap((w) => w.slots);
    expect(march.filter((s) => s.date >= "2026-03-07" && s.date <= "2026-03-09")).toEqual([
      { date: "2026-03-07", time: "09:00", startsAt: "2026-03-07T14:00:00.000Z" },
      { date: "2026-03-08", time: "09:00", startsAt: "2026-03-08T13:00:00.000Z" },
      { date: "2026-03-09", time: "20:00", startsAt: "2026-03-10T00:00:00.000Z" },
    ]);
    const november = buildSlotWeeks({ availability, takenStarts: [], now: new Date("2026-10-19T12:00:00Z") }).flatMap((w) => w.slots);
    expect(november.filter((s) => s.date >= "2026-10-31" && s.date <= "2026-11-02")).toEqual([
      { date: "2026-10-31", time: "09:00", startsAt: "2026-10-31T13:00:00.000Z" },
      { date: "2026-11-01", time: "09:00", startsAt: "2026-11-01T14:00:00.000Z" },
      { date: "2026-11-02", time: "20:00", startsAt: "2026-11-03T01:00:00.000Z" },
    ]);
  });

  it("honours date overrides in the DST weeks: a blocked Sunday, extra hours on the changeover days", () => {
    const availability = [{ weekday: 6, hour: 9 }, { weekday: 7, hour: 9 }, { weekday: 1, hour: 20 }];
    const overrides = [
      { date: "2026-03-08", kind: "blocked" as const },
      { date: "2026-03-09", kind: "extra" as const, hours: [9, 20] },
      { date: "2026-03-10", kind: "extra" as const, hours: [15] },
    ];
    const march = buildSlotWeeks({ availability, overrides, takenStarts: [], now: new Date("2026-02-23T12:00:00Z") }).flatMap((w) => w.slots);
    expect(march.filter((s) => s.date >= "2026-03-07" && s.date <= "2026-03-15")).toEqual([
      { date: "2026-03-07", time: "09:00", startsAt: "2026-03-07T14:00:00.000Z" },
      // Sunday 8 March (the day clocks go forward) is blocked; its weekly 09:00 is gone.
      // Monday: the weekly 20:00 once, plus the extra 09:00, both on EDT.
      { date: "2026-03-09", time: "09:00", startsAt: "2026-03-09T13:00:00.000Z" },
      { date: "2026-03-09", time: "20:00", startsAt: "2026-03-10T00:00:00.000Z" },
      // Tuesday has no weekly hours: only the extra one.
      { date: "2026-03-10", time: "15:00", startsAt: "2026-03-10T19:00:00.000Z" },
      { date: "2026-03-14", time: "09:00", startsAt: "2026-03-14T13:00:00.000Z" },
      // The next Sunday is not blocked.
      { date: "2026-03-15", time: "09:00", startsAt: "2026-03-15T13:00:00.000Z" },
    ]);
    const november = buildSlotWeeks({
      availability,
      overrides: [{ date: "2026-11-01", kind: "extra", hours: [12] }, { date: "2026-10-31", kind: "blocked" }],
      takenStarts: [easternSlotToUtc("2026-11-01", "09:00")],
      now: new Date("2026-10-19T12:00:00Z"),
    }).flatMap((w) => w.slots);
    expect(november.filter((s) => s.date >= "2026-10-31" && s.date <= "2026-11-01")).toEqual([
      // Sunday 1 November (clocks go back): 09:00 is taken, the extra noon is EST.
      { date: "2026-11-01", time: "12:00", startsAt: "2026-11-01T17:00:00.000Z" },
    ]);
  });

  it("says whether a date and hour are offered, overrides first", () => {
    const weekly = [{ weekday: 2, hour: 10 }];
    expect(offersHour(weekly, [], "2026-03-10", 2, 10)).toBe(true);
    expect(offersHour(weekly, [], "2026-03-10", 2, 11)).toBe(false);
    expect(offersHour(weekly, [{ date: "2026-03-10", kind: "blocked" }], "2026-03-10", 2, 10)).toBe(false);
    expect(offersHour(weekly, [{ date: "2026-03-17", kind: "blocked" }], "2026-03-10", 2, 10)).toBe(true);
    expect(offersHour(weekly, [{ date: "2026-03-10", kind: "extra", hours: [11] }], "2026-03-10", 2, 11)).toBe(true);
    expect(offersHour(weekly, [{ date: "2026-03-10", kind: "extra", hours: [11] }], "2026-03-10", 2, 10)).toBe(true);
  });

  it("offers only free slots at the mentor's hours, 2 days to 8 weeks ahead, in order", () => {
    fc.assert(
      fc.property(weeklyHours, instant, fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 20 }), (availability, now, takenPicks) => {
        const everything = buildSlotWeeks({ availability, takenStarts: [], now }).flatMap((w) => w.slots);
        const taken = takenPicks.flatMap((i) => (everything.length > 0 ? [everything[i % everything.length]!.startsAt] : []));
        const weeks = buildSlotWeeks({ availability, takenStarts: taken, now });
        const { from, to } = bookingWindow(now);
        const offeredHours = new Set(availability.map((h) => `${h.weekday}-${h.hour}`));
        const takenSet = new Set(taken);
        expect(weeks).toHaveLength(BOOKING_WEEKS);
        expect(weeks[0]!.weekStart).toBe(easternWeekStart(now));
        const slots = weeks.flatMap((w) => w.slots);
        const starts = slots.map((s) => new Date(s.startsAt).getTime());
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        expect(new Set(starts).size).toBe(starts.length);
        for (const [w, week] of weeks.entries()) {
          expect(week.weekStart).toBe(addCalendarDays(weeks[0]!.weekStart, 7 * w));
          expect(utcToEasternSlot(easternSlotToUtc(week.weekStart, "12:00")).weekday).toBe(1);
          for (const slot of week.slots) {
            const start = new Date(slot.startsAt);
            const eastern = utcToEasternSlot(start);
            expect(eastern.date).toBe(slot.date);
            expect(eastern.time).toBe(slot.time);
            expect(slot.date >= week.weekStart && slot.date < addCalendarDays(week.weekStart, 7)).toBe(true);
            expect(offeredHours.has(`${eastern.weekday}-${Number(slot.time.slice(0, 2))}`)).toBe(true);
            expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime() + BOOKING_NOTICE_MS);
            expect(start.getTime()).toBeGreaterThanOrEqual(from.getTime());
            expect(start.getTime()).toBeLessThan(to.getTime());
            expect(takenSet.has(slot.startsAt)).toBe(false);
          }
        }
        // Nothing free was left out: every remaining slot of the full grid is offered.
        expect(slots.length).toBe(everything.filter((s) => !takenSet.has(s.startsAt)).length);
      }),
      { numRuns: 200 },
    );
  });

  it("does not depend on the zone the process runs in", () => {
    const zones = ["UTC", "Asia/Shanghai", "Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata"];
    fc.assert(
      fc.property(weeklyHours, instant, (availability, now) => {
        const results = zones.map((zone) => {
          process.env.TZ = zone;
          return JSON.stringify([
            buildSlotWeeks({ availability, takenStarts: [], now }),
            bookingWindow(now),
            utcToEasternSlot(now),
            easternSlotToUtc("2026-03-08", "09:00"),
          ]);
        });
        expect(new Set(results).size).toBe(1);
      }),
      { numRuns: 40 },
    );
    // The process really did change zone (Node applies TZ at once).
    process.env.TZ = "Asia/Shanghai";
    expect(new Date("2026-01-01T00:00:00Z").getHours()).toBe(8);
  });
});
