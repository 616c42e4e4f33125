// The weekly availability editor's rules (spec §4, §5, §9): whole hours from 09:00 to 21:00 US
// Eastern, a range starts 09:00-20:00 and ends after it. The editor shows ranges; the database
// keeps one row per bookable hour. Browser-safe: the editor and the server use the same rules.

export const FIRST_HOUR = 9;
/** The latest a range may start (its one hour ends at closing time). */
export const LAST_START_HOUR = 20;
/** Closing time: the latest a range may end. */
export const DAY_END_HOUR = 21;
/** 1 = Monday .. 7 = Sunday, the week as the editor lists it. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface HourRange {
  /** First hour, 9..20. */
  start: number;
  /** Hour it ends at, exclusive, start + 1..21. */
  end: number;
}

export type WeekRanges = Record<number, HourRange[]>;

/** The start hours a range may have: 09:00 to 20:00. */
export function startChoices(): number[] {
  return Array.from({ length: LAST_START_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);
}

/** The end hours a range starting at `start` may have: the next hour up to 21:00. */
export function endChoices(start: number): number[] {
  return Array.from({ length: DAY_END_HOUR - start }, (_, i) => start + 1 + i);
}

export function isValidRange({ start, end }: HourRange): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= FIRST_HOUR && start <= LAST_START_HOUR && end > start && end <= DAY_END_HOUR;
}

/** Spec §4: a new start pushes the end to start + 1 hour when the end is not after it. */
export function changeStart(range: HourRange, start: number): HourRange {
  return { start, end: range.end > start ? range.end : start + 1 };
}

export function changeEnd(range: HourRange, end: number): HourRange {
  return { start: range.start, end };
}

/** The bookable hours the ranges cover, each once, ascending. */
export function rangesToHours(ranges: readonly HourRange[]): number[] {
  const hours = new Set<number>();
  for (const { start, end } of ranges) for (let hour = start; hour < end; hour++) hours.add(hour);
  return [...hours].sort((a, b) => a - b);
}

/** Hours as the fewest ranges: consecutive hours join into one. */
export function hoursToRanges(hours: Iterable<number>): HourRange[] {
  const ranges: HourRange[] = [];
  for (const hour of [...new Set(hours)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last.end === hour) last.end = hour + 1;
    else ranges.push({ start: hour, end: hour + 1 });
  }
  return ranges;
}

/** A one-hour range at the first hour no range covers yet, or null when the day is full. */
export function nextFreeRange(ranges: readonly HourRange[]): HourRange | null {
  const covered = new Set(rangesToHours(ranges));
  const lastEnd = Math.max(FIRST_HOUR, ...ranges.map((r) => r.end));
  // After the last range first (the usual way to add an afternoon), then any gap.
  for (const start of [...startChoices().filter((h) => h >= lastEnd), ...startChoices()]) {
    if (!covered.has(start)) return { start, end: start + 1 };
  }
  return null;
}

/** The number of bookable one-hour slots the ranges give (overlaps counted once). */
export function slotCount(ranges: readonly HourRange[]): number {
  return rangesToHours(ranges).length;
}

/** Weekly hour rows grouped into ranges per weekday (every weekday present). */
export function weekFromHours(rows: readonly { weekday: number; hour: number }[]): WeekRanges {
  const week: WeekRanges = {};
  for (const weekday of WEEKDAYS) week[weekday] = hoursToRanges(rows.filter((r) => r.weekday === weekday).map((r) => r.hour));
  return week;
}

/** A week's ranges as weekly hour rows (what is saved). */
export function weekToHours(week: WeekRanges): { weekday: number; hour: number }[] {
  return WEEKDAYS.flatMap((weekday) => rangesToHours(week[weekday] ?? []).map((hour) => ({ weekday, hour })));
}

/** "09:00" for 9. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}
