import { addCalendarDays } from "~/features/booking/slots";

// The 'Your Sessions' calendar's month pages, on calendar dates ("YYYY-MM-DD") with no zone:
// the dates are already Eastern. Pure, so the grid is the same on the server and in the browser.

export interface MonthCell {
  date: string;
  inMonth: boolean;
}

/** "2026-03-14" -> "2026-03". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The first day of the month `months` after `month` ("2026-12", 1 -> "2027-01-01"). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** Weekday of a date, 0 = Sunday .. 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The weeks (rows of 7) that show `month` ("2026-03"), weeks starting on `weekStartsOn` (0 Sunday, 1 Monday). */
export function monthGrid(month: string, weekStartsOn: 0 | 1 = 0): MonthCell[][] {
  const first = `${month}-01`;
  const start = addCalendarDays(first, -((weekdayOf(first) - weekStartsOn + 7) % 7));
  const weeks: MonthCell[][] = [];
  let date = start;
  do {
    const week: MonthCell[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date, inMonth: monthOf(date) === month });
      date = addCalendarDays(date, 1);
    }
    weeks.push(week);
  } while (monthOf(date) === month);
  return weeks;
}

/**
 * Where a key moves the focused day in a grid (the WAI-ARIA date grid pattern): arrows by a day
 * or a week, Home/End to the week's ends, PageUp/PageDown by a month (the same day, or the
 * month's last when it has fewer days). Null for any other key.
 */
export function movedDate(date: string, key: string, weekStartsOn: 0 | 1 = 0): string | null {
  switch (key) {
    case "ArrowLeft":
      return addCalendarDays(date, -1);
    case "ArrowRight":
      return addCalendarDays(date, 1);
    case "ArrowUp":
      return addCalendarDays(date, -7);
    case "ArrowDown":
      return addCalendarDays(date, 7);
    case "Home":
      return addCalendarDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
    case "End":
      return addCalendarDays(date, 6 - ((weekdayOf(date) - weekStartsOn + 7) % 7));
    case "PageUp":
    case "PageDown":
      return sameDayInMonth(date, key === "PageUp" ? -1 : 1);
    default:
      return null;
  }
}

function sameDayInMonth(date: string, months: number): string {
  const first = addMonths(monthOf(date), months);
  const target = monthOf(first);
  const day = Number(date.slice(8, 10));
  let candidate = `${target}-${String(day).padStart(2, "0")}`;
  // 31 March -> 30 April: step back until the date is in the target month.
  while (!isRealDate(candidate)) {
    candidate = `${target}-${String(Number(candidate.slice(8, 10)) - 1).padStart(2, "0")}`;
  }
  return candidate;
}

function isRealDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCMonth() === m - 1 && value.getUTCDate() === d;
}
