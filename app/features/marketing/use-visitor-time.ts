import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { dateTimeFormat } from "~/lib/intl-formats";
import { useBrowserTimeZone } from "~/lib/browser-time-zone";

export interface VisitorTime {
  /** The visitor's IANA zone, e.g. "Asia/Shanghai". */
  zone: string;
  /** The instant there, with the zone's short name ("Tue 10:00 PM GMT+8"). */
  time: string;
}

/**
 * An instant in the visitor's own zone. The server does not know the zone, so it renders null
 * and the browser fills it in after hydration.
 */
export function useVisitorTime(instant: Date): VisitorTime | null {
  const { i18n } = useTranslation();
  const zone = useBrowserTimeZone();
  if (!zone) return null;
  const time = dateTimeFormat(intlLocale(i18n.language), {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: zone,
  }).format(instant);
  return { zone, time };
}
