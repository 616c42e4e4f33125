import type { TFunction } from "~/lib/translator";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale, isChinese } from "~/lib/i18n";
import { zonedDateTimeFormat } from "~/lib/time-zone";
import { dateTimeFormat } from "~/lib/intl-formats";
import { useBrowserTimeZone } from "~/lib/browser-time-zone";
import { BOOKING_TIME_ZONE, easternSlotToUtc } from "./slots";

const BEIJING_TIME_ZONE = "Asia/Shanghai";

function calendarDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** An Eastern calendar date as text ("Fri, Mar 14, 2026"); the date is already Eastern, so no zone shift. */
export function formatSlotDate(date: string, language: string, style: "short" | "long" = "short"): string {
  return dateTimeFormat(intlLocale(language), {
    weekday: style,
    year: "numeric",
    month: style,
    day: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(date));
}

/** Weekday and day of month for a grid column heading ("Mon", "Mar 3"). */
export function formatDayHeading(date: string, language: string): { weekday: string; day: string } {
  const locale = intlLocale(language);
  const value = calendarDate(date);
  return {
    weekday: dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(value),
    day: dateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(value),
  };
}

/** A slot as one line of text with its zone: "Thu, Dec 3, 9:00 AM ET" (the date in `style`). */
export function formatEasternSlot(slot: { date: string; time: string }, language: string, t: TFunction, style: "short" | "long" = "short"): string {
  return `${formatSlotDate(slot.date, language, style)}, ${t("common:slotTime.eastern", { time: formatSlotClock(slot.time, language) })}`;
}

/** An Eastern wall-clock time "15:00" as "3:00 PM" (English, the spec's h:00 AM/PM) or "15:00" (Chinese). */
export function formatSlotClock(time: string, language: string): string {
  const [h, min] = time.split(":").map(Number) as [number, number];
  const chinese = isChinese(language);
  return dateTimeFormat(intlLocale(language), {
    hour: chinese ? "2-digit" : "numeric",
    minute: "2-digit",
    hour12: !chinese,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, h, min)));
}

/** The same instant in another zone, with that zone's own name ("12:00 PM PST", "Mar 15 04:00"). */
export function formatInZone(instant: Date, timeZone: string, language: string, withZoneName: boolean): string {
  const chinese = isChinese(language);
  const options = { month: "short", day: "numeric", hour: chinese ? "2-digit" : "numeric", minute: "2-digit", hour12: !chinese, timeZone } as const;
  // The zone named in words ("PST", "北美太平洋标准时间"), never a bare "GMT-8".
  const format = withZoneName ? zonedDateTimeFormat(intlLocale(language), options) : dateTimeFormat(intlLocale(language), options);
  return format.format(instant);
}

export interface SlotTimeLines {
  /** "3:00 PM ET" — always shown. */
  eastern: string;
  /** The viewer's zone, when known and not Eastern. */
  local: string | null;
  /** Beijing time, in Chinese only (and when the viewer is not already there). */
  beijing: string | null;
}

export function slotTimeLines(
  date: string,
  time: string,
  language: string,
  viewerZone: string | null,
  t: TFunction,
): SlotTimeLines {
  const eastern = t("common:slotTime.eastern", { time: formatSlotClock(time, language) });
  const instant = easternSlotToUtc(date, time);
  const chinese = isChinese(language);
  const local =
    viewerZone && viewerZone !== BOOKING_TIME_ZONE && !(chinese && viewerZone === BEIJING_TIME_ZONE)
      ? t("common:slotTime.local", { time: formatInZone(instant, viewerZone, language, true) })
      : null;
  const beijing = chinese ? t("common:slotTime.beijing", { time: formatInZone(instant, BEIJING_TIME_ZONE, language, false) }) : null;
  return { eastern, local, beijing };
}

/** A slot's time: Eastern with its zone, then (after hydration) the viewer's zone, and Beijing time in Chinese. */
export function SlotTime({ date, time, className }: { date: string; time: string; className?: string }) {
  const { t, i18n } = useTranslation("basket");
  const viewerZone = useBrowserTimeZone();
  const lines = slotTimeLines(date, time, i18n.language, viewerZone, t);
  return (
    <span className={className}>
      <span className="block">{lines.eastern}</span>
      {lines.local ? <span className="block text-xs text-slate-500">{lines.local}</span> : null}
      {lines.beijing ? <span className="block text-xs text-slate-500">{lines.beijing}</span> : null}
    </span>
  );
}
