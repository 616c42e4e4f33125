import { intlLocale, type Locale } from "~/lib/i18n";

// Dates are shown as the publishing team sees them: in US Eastern, the zone the site runs in,
// and formatted on the server so the browser renders the same text.
const ZONE = "America/New_York";

export interface PostDate {
  /** ISO 8601, for <time dateTime>. */
  iso: string;
  label: string;
}

export function postDate(at: Date, locale: Locale): PostDate {
  return {
    iso: at.toISOString(),
    label: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: ZONE }).format(at),
  };
}
