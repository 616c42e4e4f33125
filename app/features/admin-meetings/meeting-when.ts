import { US_EASTERN } from "~/lib/time-zone";

/** What the Meetings tab shows for a meeting's start: text, or the key of a fallback (spec §2). */
export interface MeetingWhen {
  date: { text: string } | { fallback: "dateNotSet" };
  time: { text: string } | { fallback: "timeNotSet" | "invalidTime" };
}

/**
 * The start as a US Eastern date and time ("Mon, Nov 30, 2026" and "4:00 PM EST"). A missing start
 * reads 'Date not set' / 'Time not set'; one that is not a real instant reads 'Invalid time'.
 */
export function meetingWhen(startsAt: Date | string | null | undefined, locale: string): MeetingWhen {
  if (startsAt === null || startsAt === undefined || startsAt === "") {
    return { date: { fallback: "dateNotSet" }, time: { fallback: "timeNotSet" } };
  }
  const instant = startsAt instanceof Date ? startsAt : new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return { date: { fallback: "dateNotSet" }, time: { fallback: "invalidTime" } };
  const date = new Intl.DateTimeFormat(locale, { timeZone: US_EASTERN, weekday: "short", year: "numeric", month: "short", day: "numeric" });
  const time = new Intl.DateTimeFormat(locale, { timeZone: US_EASTERN, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  return { date: { text: date.format(instant) }, time: { text: time.format(instant) } };
}
