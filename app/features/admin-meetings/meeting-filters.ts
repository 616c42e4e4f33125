import { z } from "zod";
import { hasControlCharacters } from "~/lib/plain-text";

// The Meetings tab's search, read from the URL (?q=&from=&to=&page=) so a search can be shared
// and reloaded. Dates are US Eastern calendar dates of the meeting's start.

export const MEETING_SEARCH_MAX = 100;

export interface MeetingFilters {
  q: string;
  from: string | null;
  to: string | null;
}

/** admin namespace keys of a filter the URL got wrong; the filter is then not applied. */
export type MeetingFilterErrors = Partial<Record<keyof MeetingFilters, string>>;

const isoDate = z.iso.date();

export function readMeetingFilters(url: URL): { filters: MeetingFilters; errors: MeetingFilterErrors } {
  const errors: MeetingFilterErrors = {};
  let q = (url.searchParams.get("q") ?? "").trim();
  if (q.length > MEETING_SEARCH_MAX || hasControlCharacters(q)) {
    errors.q = "meetings.filters.nameInvalid";
    q = "";
  }
  const date = (name: "from" | "to") => {
    const value = url.searchParams.get(name)?.trim() ?? "";
    if (value === "") return null;
    if (isoDate.safeParse(value).success) return value;
    errors[name] = "meetings.filters.dateInvalid";
    return null;
  };
  let from = date("from");
  let to = date("to");
  if (from && to && from > to) {
    errors.to = "meetings.filters.rangeInvalid";
    from = null;
    to = null;
  }
  return { filters: { q, from, to }, errors };
}
