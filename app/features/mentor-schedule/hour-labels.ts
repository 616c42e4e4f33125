import { useTranslation } from "~/lib/i18n-react";
import { slotTimeLines } from "~/features/booking/slot-time";
import { useBrowserTimeZone } from "~/lib/browser-time-zone";
import { addCalendarDays } from "~/features/booking/slots";
import { hourLabel } from "./availability-rules";

/**
 * Names an Eastern hour on a given date as the booking page does: "9:00 AM ET", then (after
 * hydration) the mentor's own zone with its name, and Beijing time in Chinese. A boundary hour
 * such as 21:00 is named the same way.
 */
export function useHourLabels(date: string): (hour: number) => string {
  const { t, i18n } = useTranslation("basket");
  const viewerZone = useBrowserTimeZone();
  return (hour) => {
    const lines = slotTimeLines(date, hourLabel(hour), i18n.language, viewerZone, t);
    return [lines.eastern, lines.local, lines.beijing].filter(Boolean).join(" · ");
  };
}

/** The weekday of a calendar date (YYYY-MM-DD): 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date on or after `today` (YYYY-MM-DD) that falls on `weekday` (1 = Monday). */
export function nextDateOn(today: string, weekday: number): string {
  return addCalendarDays(today, (weekday - weekdayOf(today) + 7) % 7);
}
