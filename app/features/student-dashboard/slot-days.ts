import { intlLocale, isChinese } from "~/lib/i18n";
import { US_EASTERN, zonedDateTimeFormat } from "~/lib/time-zone";
import { dateTimeFormat } from "~/lib/intl-formats";

/** A free slot as `GET /api/v1/mentors/:id/slots` answers it: Eastern date and time, and the UTC instant. */
export interface FreeSlot {
  date: string;
  time: string;
  startsAt: string;
}

export interface SlotChoice {
  /** `date time`, the radio's value. */
  value: string;
  date: string;
  time: string;
  /** The start in US Eastern, with the zone's name. */
  eastern: string;
  /** The start in the student's zone (its date too, which can differ); null when that zone is US Eastern. */
  local: string | null;
}

export interface SlotDay {
  /** Eastern date, YYYY-MM-DD. */
  date: string;
  /** The Eastern date written out in the reader's language. */
  label: string;
  slots: SlotChoice[];
}

export function slotValue(slot: { date: string; time: string }): string {
  return `${slot.date} ${slot.time}`;
}

/** The slots by Eastern day, in order, each written out in US Eastern and in the student's zone. */
export function slotDays(slots: readonly FreeSlot[], { language, zone }: { language: string; zone: string }): SlotDay[] {
  const locale = intlLocale(language);
  const hour12 = !isChinese(language);
  const hour = hour12 ? "numeric" : "2-digit";
  const day = dateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: US_EASTERN });
  const eastern = zonedDateTimeFormat(locale, { hour, minute: "2-digit", hour12, timeZone: US_EASTERN });
  const local = zone === US_EASTERN ? null : zonedDateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", hour, minute: "2-digit", hour12, timeZone: zone });
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const instant = new Date(slot.startsAt);
    let current = days.at(-1);
    if (current?.date !== slot.date) {
      current = { date: slot.date, label: day.format(instant), slots: [] };
      days.push(current);
    }
    current.slots.push({ value: slotValue(slot), date: slot.date, time: slot.time, eastern: eastern.format(instant), local: local ? local.format(instant) : null });
  }
  return days;
}

/** A start written out like the sessions list writes it (weekday, date, time, zone's name), in one zone. */
export function formatSessionStart(instant: string, { language, zone }: { language: string; zone: string }): string {
  const hour12 = !isChinese(language);
  return zonedDateTimeFormat(intlLocale(language), {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: hour12 ? "numeric" : "2-digit",
    minute: "2-digit",
    hour12,
    timeZone: zone,
  }).format(new Date(instant));
}
