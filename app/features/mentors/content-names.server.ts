import { findCountry } from "~content/countries";
import { findLanguage } from "~content/languages";
import { findMajor } from "~content/majors";
import { findUniversity } from "~content/universities";
import type { Locale } from "~/lib/i18n";
import type { ContentNameMap } from "./content-names";
import type { MentorSearch } from "./mentor-search-params";

/** The content ids one thing on a page refers to: a mentor, or the filters of a search. */
export interface ContentRefs {
  college?: string;
  major?: string;
  country?: string;
  languages?: readonly string[];
}

/** The names of every id the page shows, in its language; ids with no entry are left out. */
export function contentNameMap(refs: readonly ContentRefs[], locale: Locale): ContentNameMap {
  const map: ContentNameMap = { college: {}, major: {}, country: {}, language: {} };
  const add = (names: Record<string, string>, id: string | undefined, item: { en: string; zh: string } | undefined) => {
    if (id && item) names[id] = item[locale];
  };
  for (const ref of refs) {
    add(map.college, ref.college, ref.college ? findUniversity(ref.college) : undefined);
    add(map.major, ref.major, ref.major ? findMajor(ref.major) : undefined);
    add(map.country, ref.country, ref.country ? findCountry(ref.country) : undefined);
    for (const code of ref.languages ?? []) add(map.language, code, findLanguage(code));
  }
  return map;
}

/** The names the /mentors page shows: its cards' and its chosen filters' (their chips and selects). */
export function mentorsPageNames(mentors: readonly ContentRefs[], search: MentorSearch, locale: Locale): ContentNameMap {
  const chosen = { college: search.college, major: search.major, country: search.country, languages: search.language ? [search.language] : [] };
  return contentNameMap([...mentors, chosen], locale);
}
