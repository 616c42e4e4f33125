const ZONE = "America/New_York";
const DAY_MS = 86_400_000;

const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** A calendar date in New York; `weekday` is 1 = Monday .. 7 = Sunday. */
export interface EasternDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function wallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

function offsetMs(instant: Date): number {
  const w = wallClock(instant);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function calendarDate(utcMidnight: number): EasternDate {
  const d = new Date(utcMidnight);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: ((d.getUTCDay() + 6) % 7) + 1 };
}

export function easternDateOf(instant: Date): EasternDate {
  const w = wallClock(instant);
  return calendarDate(Date.UTC(w.year, w.month - 1, w.day));
}

export function addDays(date: EasternDate, days: number): EasternDate {
  return calendarDate(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
}

/** The instant at which New York clocks show `hour`:00 on `date` (hours 9-20 never fall in a DST gap). */
export function easternHour(date: EasternDate, hour: number): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = guess - offsetMs(new Date(guess));
  return new Date(guess - offsetMs(new Date(first)));
}
