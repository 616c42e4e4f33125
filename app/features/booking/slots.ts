import { TZDate } from "@date-fns/tz";

// The bookable grid: a mentor's weekly hours (US Eastern) laid over the coming weeks. Pure and
// browser-safe; every calculation names its zone, so the result never depends on where it runs.

export const BOOKING_TIME_ZONE = "America/New_York";
/** Spec §5: only slots at least 2 days ahead. */
export const BOOKING_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;
/** Spec §5: 8 weekly pages, the first one the current week. */
export const BOOKING_WEEKS = 8;
/** An unpaid meeting holds its slot this long. */
export const HOLD_MINUTES = 30;

export interface Slot {
  /** Eastern calendar date, YYYY-MM-DD. */
  date: string;
  /** Eastern start time, HH:MM. */
  time: string;
  /** The same instant as a UTC ISO string. */
  startsAt: string;
}

export interface SlotWeek {
  /** Monday of the week, YYYY-MM-DD, Eastern. */
  weekStart: string;
  days: { date: string; weekday: number }[];
  slots: Slot[];
}

export interface WeeklyHour {
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** 9..20, Eastern. */
  hour: number;
}

/** A mentor's exception for one Eastern date: the whole date off, or extra hours (9..20) on it. */
export type DateOverride = { date: string; kind: "blocked" } | { date: string; kind: "extra"; hours: readonly number[] };

export interface EasternSlot {
  date: string;
  time: string;
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** A calendar date plus whole days, without any zone (UTC arithmetic on the date alone). */
export function addCalendarDays(date: string, days: number): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The UTC instant of an Eastern wall-clock date and time (EST or EDT as that day has it). */
export function easternSlotToUtc(date: string, time: string): Date {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  const eastern = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), BOOKING_TIME_ZONE);
  return new Date(eastern.getTime());
}

/** An instant as its Eastern date, time and weekday. */
export function utcToEasternSlot(instant: Date | string): EasternSlot {
  const eastern = new TZDate(new Date(instant).getTime(), BOOKING_TIME_ZONE);
  const day = eastern.getDay();
  return {
    date: `${pad(eastern.getFullYear(), 4)}-${pad(eastern.getMonth() + 1)}-${pad(eastern.getDate())}`,
    time: `${pad(eastern.getHours())}:${pad(eastern.getMinutes())}`,
    weekday: day === 0 ? 7 : day,
  };
}

/** Monday of the Eastern week that holds `now`. */
export function easternWeekStart(now: Date): string {
  const today = utcToEasternSlot(now);
  return addCalendarDays(today.date, 1 - today.weekday);
}

/**
 * The instants a slot may start in: from now + 2 days (inclusive) to the end of the last weekly
 * page (exclusive, Monday 00:00 Eastern after it).
 */
export function bookingWindow(now: Date, weeks = BOOKING_WEEKS): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + BOOKING_NOTICE_MS),
    to: easternSlotToUtc(addCalendarDays(easternWeekStart(now), 7 * weeks), "00:00"),
  };
}

/** The Eastern date and time of a whole-hour slot, as the checkout receives them, checked for being a real slot. */
export function parseSlot(date: string, time: string): { startsAt: Date; weekday: number; hour: number } | null {
  const t = TIME_PATTERN.exec(time);
  if (!t || t[2] !== "00" || !DATE_PATTERN.test(date)) return null;
  const startsAt = easternSlotToUtc(date, time);
  if (Number.isNaN(startsAt.getTime())) return null;
  const back = utcToEasternSlot(startsAt);
  // Rejects impossible dates (Feb 30 rolls over) and wall times skipped by DST.
  if (back.date !== date || back.time !== time) return null;
  return { startsAt, weekday: back.weekday, hour: Number(t[1]) };
}

/**
 * The bookable Eastern hours of one date, ascending: none on a blocked date, the weekly hours of
 * its weekday plus any extra hours opened on it otherwise.
 */
export function hoursOnDate(hoursByWeekday: ReadonlyMap<number, readonly number[]>, override: DateOverride | undefined, weekday: number): number[] {
  if (override?.kind === "blocked") return [];
  const hours = new Set(hoursByWeekday.get(weekday));
  if (override?.kind === "extra") for (const hour of override.hours) hours.add(hour);
  return [...hours].sort((a, b) => a - b);
}

/** Weekly hours grouped by weekday (1..7). */
export function groupByWeekday(availability: readonly WeeklyHour[]): Map<number, number[]> {
  const hoursByWeekday = new Map<number, number[]>();
  for (const { weekday, hour } of availability) hoursByWeekday.set(weekday, [...(hoursByWeekday.get(weekday) ?? []), hour]);
  return hoursByWeekday;
}

/** Whether a mentor with these weekly hours and date overrides offers the Eastern date and hour. */
export function offersHour(availability: readonly WeeklyHour[], overrides: readonly DateOverride[], date: string, weekday: number, hour: number): boolean {
  const override = overrides.find((o) => o.date === date);
  return hoursOnDate(groupByWeekday(availability), override, weekday).includes(hour);
}

export interface BuildSlotWeeksInput {
  availability: readonly WeeklyHour[];
  /** Exceptions for single dates (at most one per date). */
  overrides?: readonly DateOverride[];
  takenStarts: Iterable<string | Date>;
  now: Date;
  weeks?: number;
}

/** The weekly pages of free slots: current Eastern week first, ordered by start. */
export function buildSlotWeeks({ availability, overrides = [], takenStarts, now, weeks = BOOKING_WEEKS }: BuildSlotWeeksInput): SlotWeek[] {
  const taken = new Set<number>();
  for (const start of takenStarts) taken.add(new Date(start).getTime());
  const hoursByWeekday = groupByWeekday(availability);
  const overrideByDate = new Map(overrides.map((o) => [o.date, o]));

  const { from } = bookingWindow(now, weeks);
  const firstMonday = easternWeekStart(now);
  const result: SlotWeek[] = [];
  for (let w = 0; w < weeks; w++) {
    const weekStart = addCalendarDays(firstMonday, 7 * w);
    const days: SlotWeek["days"] = [];
    const slots: Slot[] = [];
    for (let weekday = 1; weekday <= 7; weekday++) {
      const date = addCalendarDays(weekStart, weekday - 1);
      days.push({ date, weekday });
      for (const hour of hoursOnDate(hoursByWeekday, overrideByDate.get(date), weekday)) {
        const time = `${pad(hour)}:00`;
        const startsAt = easternSlotToUtc(date, time);
        if (startsAt.getTime() < from.getTime() || taken.has(startsAt.getTime())) continue;
        slots.push({ date, time, startsAt: startsAt.toISOString() });
      }
    }
    result.push({ weekStart, days, slots });
  }
  return result;
}

export type SlotRefusal = "slot_not_offered" | "slot_too_soon" | "slot_too_far";

/**
 * Whether a mentor offers the Eastern date and time by the booking rules: a real whole-hour slot,
 * one of their hours (weekly, less blocked dates, plus extra hours on a date), 2 days to 8 weeks
 * ahead. Whether it is still free is the database's answer (the unique index), not this one.
 */
export function checkSlot(
  availability: readonly WeeklyHour[],
  overrides: readonly DateOverride[],
  { date, time, now }: { date: string; time: string; now: Date },
): { startsAt: Date } | { refusal: SlotRefusal } {
  const slot = parseSlot(date, time);
  if (!slot) return { refusal: "slot_not_offered" };
  const { from, to } = bookingWindow(now);
  if (slot.startsAt.getTime() < from.getTime()) return { refusal: "slot_too_soon" };
  if (slot.startsAt.getTime() >= to.getTime()) return { refusal: "slot_too_far" };
  if (!offersHour(availability, overrides, date, slot.weekday, slot.hour)) return { refusal: "slot_not_offered" };
  return { startsAt: slot.startsAt };
}
