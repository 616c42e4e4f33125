import type { MentorSort } from "./mentor-search-options";
import type { MentorSearch } from "./mentor-search-params";

// The /mentors page's filter state. The URL is its single source of truth (shareable, rendered
// by the server); localStorage keeps a copy so a returning user gets their last filters back.
// Reading a URL or saved filters is in mentor-page-search.ts (with zod, which the page loads only
// to read saved filters).

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

/** The same filters, ignoring the order of fields: used to skip a navigation that changes nothing. */
export function sameFilters(a: MentorFilters, b: MentorFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString();
}
