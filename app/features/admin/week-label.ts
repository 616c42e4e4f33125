import { dateTimeFormat } from "~/lib/intl-formats";

/** A week's Monday ("2026-11-16") as a short date in the reader's language ("Nov 16", "11月16日"). */
export function weekLabel(weekStart: string, locale: string): string {
  return dateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${weekStart}T00:00:00Z`));
}
