import { z } from "zod";
import { isAllowedPrice, SAT_PRICE, SESSION_PRICE, type PriceRange } from "~/lib/session-prices";
import { DAY_END_HOUR, FIRST_HOUR, isValidRange, LAST_START_HOUR } from "./availability-rules";

// The forms of the pricing and availability sections, as the resource route reads them (the
// authority) and the sections send them. Messages are namespaced i18n keys. Browser-safe.

const m = (key: string) => `mentorSchedule:errors.${key}`;

/** The most ranges one weekday may hold (twelve one-hour ranges fill it). */
export const MAX_RANGES_PER_DAY = 12;
/** How far ahead a date override may be set. */
export const OVERRIDE_MAX_DAYS_AHEAD = 365;

const price = (range: PriceRange, key: string) =>
  z
    .string({ error: m(key) })
    .regex(/^\d{1,3}$/, m(key))
    .transform(Number)
    .refine((dollars) => isAllowedPrice(range, dollars), { message: m(key), params: { min: range.min, max: range.max, step: range.step } });

/** A change of one or more pricing fields (each change is saved as it is made). */
export const pricingSchema = z
  .object({
    sessionPrice: price(SESSION_PRICE, "sessionPrice").optional(),
    satPrice: price(SAT_PRICE, "satPrice").optional(),
    offersSat: z.enum(["true", "false"], { error: m("offersSat") }).transform((v) => v === "true").optional(),
  })
  .refine((p) => p.sessionPrice !== undefined || p.satPrice !== undefined || p.offersSat !== undefined, { message: m("nothingToSave"), path: ["form"] });

export type PricingChange = z.output<typeof pricingSchema>;

const hour = (min: number, max: number) => z.number({ error: m("hours") }).int(m("hours")).min(min, m("hours")).max(max, m("hours"));

const rangeShape = z
  .object({ start: hour(FIRST_HOUR, LAST_START_HOUR), end: hour(FIRST_HOUR + 1, DAY_END_HOUR) })
  .refine(isValidRange, { message: m("endAfterStart") });

const weekRangesSchema = z
  .array(rangeShape.extend({ weekday: z.number({ error: m("hours") }).int().min(1, m("hours")).max(7, m("hours")) }), { error: m("hours") })
  .max(7 * MAX_RANGES_PER_DAY, m("hours"))
  .refine((rows) => rows.every((row) => isValidRange(row)), { message: m("endAfterStart") });

/** The whole week (saving replaces it): `week` is a JSON list of { weekday, start, end }. */
export const weeklyHoursSchema = z.object({
  week: z
    .string({ error: m("hours") })
    .max(20_000, m("hours"))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: m("hours") });
        return z.NEVER;
      }
    })
    .pipe(weekRangesSchema),
});

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}

const dateField = z.string({ error: m("date") }).refine(isCalendarDate, m("date"));
const formHour = (min: number, max: number) =>
  z
    .string({ error: m("hours") })
    .regex(/^\d{1,2}$/, m("hours"))
    .transform(Number)
    .pipe(hour(min, max));

/** Block a whole date, or open extra hours (one range) on it. */
export const dateOverrideSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("blocked"), date: dateField }),
    z
      .object({ kind: z.literal("extra"), date: dateField, start: formHour(FIRST_HOUR, LAST_START_HOUR), end: formHour(FIRST_HOUR + 1, DAY_END_HOUR) })
      .refine(isValidRange, { message: m("endAfterStart"), path: ["end"] }),
  ],
  { error: m("overrideKind") },
);

export type DateOverrideInput = z.output<typeof dateOverrideSchema>;

export const removeDateOverrideSchema = z.object({ date: dateField });
