import { describe, expect, it } from "vitest";
import { priceChoices, SAT_PRICE, SESSION_PRICE } from "~/lib/session-prices";
import { dateOverrideSchema, isCalendarDate, pricingSchema, weeklyHoursSchema } from "./schedule-schemas";

describe("pricingSchema", () => {
  it("accepts session prices 35-85 and SAT prices 55-105, in steps of 5", () => {
    expect(priceChoices(SESSION_PRICE)).toEqual([35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85]);
    expect(priceChoices(SAT_PRICE)).toEqual([55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105]);
    for (const dollars of priceChoices(SESSION_PRICE)) expect(pricingSchema.parse({ sessionPrice: String(dollars) })).toEqual({ sessionPrice: dollars });
    for (const dollars of priceChoices(SAT_PRICE)) expect(pricingSchema.parse({ satPrice: String(dollars) })).toEqual({ satPrice: dollars });
    expect(pricingSchema.parse({ offersSat: "true" })).toEqual({ offersSat: true });
    expect(pricingSchema.parse({ offersSat: "false", sessionPrice: "50" })).toEqual({ offersSat: false, sessionPrice: 50 });
  });

  it.each([
    { sessionPrice: "30" },
    { sessionPrice: "90" },
    { sessionPrice: "62" },
    { sessionPrice: "60.0" },
    { sessionPrice: "-60" },
    { sessionPrice: "" },
    { satPrice: "50" },
    { satPrice: "110" },
    { satPrice: "57" },
    { offersSat: "yes" },
    {},
  ])("refuses %o", (values) => {
    expect(pricingSchema.safeParse(values).success).toBe(false);
  });

  it("says what is wrong with an i18n key", () => {
    const result = pricingSchema.safeParse({ sessionPrice: "62" });
    expect(result.error?.issues[0]?.message).toBe("mentorSchedule:errors.sessionPrice");
  });
});

describe("weeklyHoursSchema", () => {
  const week = (rows: unknown) => weeklyHoursSchema.safeParse({ week: JSON.stringify(rows) });

  it("accepts whole-hour ranges per weekday, and an empty week", () => {
    expect(week([{ weekday: 1, start: 9, end: 12 }, { weekday: 7, start: 20, end: 21 }]).data).toEqual({
      week: [{ weekday: 1, start: 9, end: 12 }, { weekday: 7, start: 20, end: 21 }],
    });
    expect(week([]).success).toBe(true);
  });

  it.each([
    [{ weekday: 1, start: 8, end: 10 }],
    [{ weekday: 1, start: 9, end: 22 }],
    [{ weekday: 1, start: 21, end: 22 }],
    [{ weekday: 1, start: 12, end: 12 }],
    [{ weekday: 1, start: 13, end: 12 }],
    [{ weekday: 0, start: 9, end: 10 }],
    [{ weekday: 8, start: 9, end: 10 }],
    [{ weekday: 1, start: 9.5, end: 10 }],
    [{ weekday: 1, start: "9", end: 10 }],
  ])("refuses %o", (row) => {
    expect(week([row]).success).toBe(false);
  });

  it("refuses text that is not JSON and more ranges than a week can hold", () => {
    expect(weeklyHoursSchema.safeParse({ week: "{oops" }).success).toBe(false);
    expect(week(Array.from({ length: 85 }, () => ({ weekday: 1, start: 9, end: 10 }))).success).toBe(false);
  });
});

describe("dateOverrideSchema", () => {
  it("blocks a date or opens one range of extra hours on it", () => {
    expect(dateOverrideSchema.parse({ kind: "blocked", date: "2026-12-24" })).toEqual({ kind: "blocked", date: "2026-12-24" });
    expect(dateOverrideSchema.parse({ kind: "extra", date: "2026-12-26", start: "18", end: "21" })).toEqual({ kind: "extra", date: "2026-12-26", start: 18, end: 21 });
  });

  it.each([
    { kind: "blocked", date: "2026-02-30" },
    { kind: "blocked", date: "26-12-24" },
    { kind: "closed", date: "2026-12-24" },
    { kind: "extra", date: "2026-12-24" },
    { kind: "extra", date: "2026-12-24", start: "20", end: "20" },
    { kind: "extra", date: "2026-12-24", start: "8", end: "9" },
    { kind: "extra", date: "2026-12-24", start: "20", end: "22" },
  ])("refuses %o", (values) => {
    expect(dateOverrideSchema.safeParse(values).success).toBe(false);
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
  });
});
