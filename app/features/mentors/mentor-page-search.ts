import { DEFAULT_PAGE_SIZE, mentorSorts, type MentorSort } from "./mentor-search-options";
import { parseMentorSearch, type MentorSearch } from "./mentor-search-params";
import { defaultFilters, filtersFromSearch, filtersToParams, type MentorFilters } from "./mentor-filters";

// Reading the /mentors page's query, from its URL (the loader) or from saved filters (the browser,
// which loads this module, and zod with it, only when there are saved filters to read).

/** A parameter the page cannot read is dropped rather than failing the whole page. */
export function parseMentorSearchLeniently(params: URLSearchParams): MentorSearch {
  const remaining = new URLSearchParams(params);
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = parseMentorSearch(remaining);
    if (parsed.ok) return parsed.search;
    if (!remaining.has(parsed.field)) break;
    remaining.delete(parsed.field);
  }
  const fallback = parseMentorSearch(new URLSearchParams());
  if (!fallback.ok) throw new Error("The empty mentor search must parse");
  return fallback.search;
}

export interface PageSearchOptions {
  signedIn: boolean;
  /** Chinese mode hides the SAT-only filter, so it cannot apply either. */
  chinese: boolean;
}

/**
 * The search the /mentors page runs for a URL. Visitors get the default list (page only);
 * signed-in users get the URL's filters, with available-only on unless the URL turns it off.
 */
export function pageSearch(params: URLSearchParams, { signedIn, chinese }: PageSearchOptions): MentorSearch {
  const parsed = parseMentorSearchLeniently(params);
  const base = { page: parsed.page, pageSize: DEFAULT_PAGE_SIZE };
  if (!signedIn) return { ...base, satOnly: false, availableOnly: false, ivy: false };
  return {
    ...parsed,
    ...base,
    availableOnly: params.has("availableOnly") ? parsed.availableOnly : defaultFilters.availableOnly,
    satOnly: chinese ? false : parsed.satOnly,
  };
}

/** Reads saved filters, trusting nothing: each value goes through the same parser as the URL. */
export function parseSavedFilters(json: string | null, options: PageSearchOptions): MentorFilters | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const saved = value as Record<string, unknown>;
  const text = (key: string) => (typeof saved[key] === "string" ? (saved[key] as string) : "");
  const flag = (key: string, fallback: boolean) => (typeof saved[key] === "boolean" ? (saved[key] as boolean) : fallback);
  const sort = text("sort");
  const loose: MentorFilters = {
    searchTerm: text("searchTerm"),
    country: text("country"),
    major: text("major"),
    college: text("college"),
    language: text("language"),
    satOnly: flag("satOnly", false),
    availableOnly: flag("availableOnly", defaultFilters.availableOnly),
    ivy: flag("ivy", false),
    sort: (mentorSorts as readonly string[]).includes(sort) ? (sort as MentorSort) : "",
  };
  return filtersFromSearch(pageSearch(filtersToParams(loose), { ...options, signedIn: true }));
}
