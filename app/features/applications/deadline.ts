// Deadlines are calendar dates; "today" is the student's own date (their zone), so a deadline is
// never due soon for one reader and not for another on the same day.

/** Spec §2: deadlines within this many days are highlighted. */
export const DUE_SOON_DAYS = 14;
export const DEFAULT_ZONE = "America/New_York";

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`; US Eastern when the zone is unknown. */
export function todayIn(timeZone: string | null | undefined, now: Date): string {
  const format = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  try {
    return format(timeZone || DEFAULT_ZONE);
  } catch {
    return format(DEFAULT_ZONE);
  }
}

/** Whole days from `today` to `due` (negative once it has passed). */
export function daysUntil(today: string, due: string): number {
  return utcDay(due) - utcDay(today);
}

export type DeadlineState = "passed" | "soon" | "later";

export function deadlineState(today: string, due: string): DeadlineState {
  const days = daysUntil(today, due);
  if (days < 0) return "passed";
  return days <= DUE_SOON_DAYS ? "soon" : "later";
}
