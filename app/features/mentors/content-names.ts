import { intlLocale, isChinese } from "~/lib/i18n";

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
