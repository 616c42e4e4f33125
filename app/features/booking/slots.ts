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

export interface BuildSlotWeeksInput {
  availability: readonly WeeklyHour[];
  takenStarts: Iterable<string | Date>;
  now: Date;
  weeks?: number;
}

/** The weekly pages of free slots: current Eastern week first, ordered by start. */
export function buildSlotWeeks({ availability, takenStarts, now, weeks = BOOKING_WEEKS }: BuildSlotWeeksInput): SlotWeek[] {
  const taken = new Set<number>();
  for (const start of takenStarts) taken.add(new Date(start).getTime());
  const hoursByWeekday = new Map<number, number[]>();
  for (const { weekday, hour } of availability) {
    hoursByWeekday.set(weekday, [...(hoursByWeekday.get(weekday) ?? []), hour]);
  }
  for (const hours of hoursByWeekday.values()) hours.sort((a, b) => a - b);

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
      for (const hour of new Set(hoursByWeekday.get(weekday))) {
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
