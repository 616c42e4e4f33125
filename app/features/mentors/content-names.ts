import { intlLocale, isChinese } from "~/lib/i18n";
import type { FilterOptions } from "./filter-options";

/** Names of content ids (colleges, majors, countries, languages) in the interface language. */
export interface ContentNames {
  chinese: boolean;
  /** The interface language as an Intl locale ("en-US" / "zh-CN"). */
  intlLocale: string;
  college(id: string): string;
  major(id: string): string;
  country(code: string): string;
  language(code: string): string;
}

/**
 * The names a page shows, in its language, sent by its loader (content-names.server.ts): the
 * lists in content/ hold about 400 names in two languages, which a page of twelve cards does not
 * need in the browser.
 */
export interface ContentNameMap {
  college: Record<string, string>;
  major: Record<string, string>;
  country: Record<string, string>;
  language: Record<string, string>;
}

/** ContentNames over a loader's map; an id it does not name shows as itself. */
export function contentNamesFrom(map: ContentNameMap, language: string): ContentNames {
  const lookup = (names: Record<string, string>) => (id: string) => (Object.hasOwn(names, id) ? names[id]! : id);
  return {
    chinese: isChinese(language),
    intlLocale: intlLocale(language),
    college: lookup(map.college),
    major: lookup(map.major),
    country: lookup(map.country),
    language: lookup(map.language),
  };
}

/**
 * `names`, also naming what the filter choices hold: a filter just chosen shows its name in its
 * chip at once, before the page's data for it (and its names) arrives.
 */
export function namesWithChoices(names: ContentNames, choices: FilterOptions): ContentNames {
  const within = (options: FilterOptions[keyof FilterOptions], named: (id: string) => string) => {
    const labels = new Map(options.map((option) => [option.value, option.label]));
    return (id: string) => labels.get(id) ?? named(id);
  };
  return {
    ...names,
    college: within(choices.college, names.college),
    major: within(choices.major, names.major),
    country: within(choices.country, names.country),
    language: within(choices.language, names.language),
  };
}
