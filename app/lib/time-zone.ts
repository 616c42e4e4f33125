import { dateTimeFormat } from "./intl-formats";

/** US Eastern: where availability and meetings are set (spec §1), shown beside the viewer's own zone. */
export const US_EASTERN = "America/New_York";

/** The runtime's canonical spelling of an IANA zone ("asia/shanghai" -> "Asia/Shanghai"), or null when unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A bare offset ("GMT-5", "UTC+8"): what Intl writes when the language has no short name for a zone. */
const OFFSET_ONLY = /^(GMT|UTC)[+\-\u2212]\d/;

/**
 * Formats instants in one zone with the zone named in words: its short name where the language
 * has one ("EST", "PDT", "GMT"), else its long one ("北美东部标准时间", "China Standard Time"),
 * never a bare offset ("GMT-5") that readers have to work out.
 */
export function zonedDateTimeFormat(intlLocale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }): { format(instant: Date): string } {
  const short = dateTimeFormat(intlLocale, { ...options, timeZoneName: "short" });
  const long = dateTimeFormat(intlLocale, { ...options, timeZoneName: "long" });
  return {
    format(instant) {
      const zoneName = short.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
      return OFFSET_ONLY.test(zoneName) ? long.format(instant) : short.format(instant);
    },
  };
}
