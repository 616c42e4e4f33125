import {
  DEFAULT_PAGE_SIZE,
  mentorSorts,
  parseMentorSearch,
  type MentorSearch,
  type MentorSort,
} from "./mentor-search-params";

// The /mentors page's filter state. The URL is its single source of truth (shareable, rendered
// by the server); localStorage keeps a copy so a returning user gets their last filters back.

/** What is saved under `unibridge.mentorFilters` (the spec's fields plus ivy and sort). */
export interface MentorFilters {
  searchTerm: string;
  country: string;
  major: string;
  college: string;
  language: string;
  satOnly: boolean;
  availableOnly: boolean;
  ivy: boolean;
  /** "" is the default order (Ivy colleges first, then SAT score). */
  sort: MentorSort | "";
}

export type FilterField = "searchTerm" | "country" | "major" | "college" | "language" | "satOnly" | "availableOnly" | "ivy";

/** Query parameters that carry a filter; any of them in the URL replaces the saved filters. */
export const filterParamNames = ["q", "country", "major", "college", "language", "satOnly", "availableOnly", "ivy", "sort"] as const;

/** Signed in, with nothing saved and nothing in the URL: only mentors with hours are listed (spec §4). */
export const defaultFilters: MentorFilters = {
  searchTerm: "",
  country: "",
  major: "",
  college: "",
  language: "",
  satOnly: false,
  availableOnly: true,
  ivy: false,
  sort: "",
};

/** What 'Clear filters' leaves: the default view (available-only on, the default sort). */
export function clearedFilters(): MentorFilters {
  return { ...defaultFilters };
}

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

export function filtersFromSearch(search: MentorSearch): MentorFilters {
  return {
    searchTerm: search.q ?? "",
    country: search.country ?? "",
    major: search.major ?? "",
    college: search.college ?? "",
    language: search.language ?? "",
    satOnly: search.satOnly,
    availableOnly: search.availableOnly,
    ivy: search.ivy,
    sort: search.sort ?? "",
  };
}

/** The query string for a filter state (page 1). Available-only is on unless the URL says false. */
export function filtersToParams(filters: MentorFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = filters.searchTerm.trim();
  if (text) params.set("q", text);
  if (filters.country) params.set("country", filters.country);
  if (filters.major) params.set("major", filters.major);
  if (filters.college) params.set("college", filters.college);
  if (filters.language) params.set("language", filters.language);
  if (filters.satOnly) params.set("satOnly", "true");
  if (!filters.availableOnly) params.set("availableOnly", "false");
  if (filters.ivy) params.set("ivy", "true");
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return filterParamNames.some((name) => params.has(name));
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

/** The same filters, ignoring the order of fields: used to skip a navigation that changes nothing. */
export function sameFilters(a: MentorFilters, b: MentorFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString();
}
