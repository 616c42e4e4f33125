import { TZDate } from "@date-fns/tz";
import { canonicalTimeZone, US_EASTERN } from "~/lib/time-zone";

// A post's publish time is typed as a wall-clock time (datetime-local) in the admin's zone.

/** The admin's reported zone, or US Eastern (where the product keeps its times) until there is one. */
export function adminTimeZone(reported: string | null | undefined): string {
  return (reported && canonicalTimeZone(reported)) || US_EASTERN;
}

/** "2026-12-01T09:30" in `zone` as an instant; null for "" or a date that does not exist. */
export function instantFromLocal(text: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const instant = new TZDate(year, month - 1, day, hour, minute, zone);
  // 31 February rolls over into March: refuse it rather than publish on another day.
  if (instant.getDate() !== day || instant.getMonth() !== month - 1) return null;
  return new Date(instant.getTime());
}

/** An instant as the datetime-local value that shows it in `zone`. */
export function localFromInstant(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}
