import { useTranslation } from "~/lib/i18n-react";
import { countries, findCountry } from "~content/countries";
import { findLanguage, languages } from "~content/languages";
import { findMajor, majors } from "~content/majors";
import { findUniversity, universities } from "~content/universities";
import { intlLocale, isChinese } from "~/lib/i18n";

export interface ContentOption {
  value: string;
  label: string;
}

export interface ContentNames {
  chinese: boolean;
  /** The interface language as an Intl locale ("en-US" / "zh-CN"). */
  intlLocale: string;
  college(id: string): string;
  major(id: string): string;
  country(code: string): string;
  language(code: string): string;
}

function contentNames(chinese: boolean): ContentNames {
  const pick = (item: { en: string; zh: string } | undefined, fallback: string) => (item ? (chinese ? item.zh : item.en) : fallback);
  return {
    chinese,
    intlLocale: intlLocale(chinese ? "zh" : "en"),
    college: (id) => pick(findUniversity(id), id),
    major: (id) => pick(findMajor(id), id),
    country: (code) => pick(findCountry(code), code),
    language: (code) => pick(findLanguage(code), code),
  };
}

// Content is static, so both languages' names and sorted filter choices are made once per
// process rather than on every render of every card and filter bar.
const names = { en: contentNames(false), zh: contentNames(true) };

/** Names of content ids (colleges, majors, countries, languages) in the interface language. */
export function useContentNames(): ContentNames {
  const { i18n } = useTranslation();
  return isChinese(i18n.language) ? names.zh : names.en;
}

function toOptions(list: { id: string; en: string; zh: string }[], chinese: boolean): ContentOption[] {
  const collator = new Intl.Collator(intlLocale(chinese ? "zh" : "en"));
  return list
    .map((item) => ({ value: item.id, label: chinese ? item.zh : item.en }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function filterOptions(chinese: boolean) {
  return {
    country: toOptions(
      countries.map((c) => ({ ...c, id: c.code })),
      chinese,
    ),
    major: toOptions(majors, chinese),
    college: toOptions(universities, chinese),
    language: toOptions(
      languages.map((l) => ({ ...l, id: l.code })),
      chinese,
    ),
  };
}

const options = new Map<boolean, ReturnType<typeof filterOptions>>();

/** The filter selects' choices, sorted by their name in the interface language. */
export function useFilterOptions(chinese: boolean) {
  let found = options.get(chinese);
  if (!found) {
    found = filterOptions(chinese);
    options.set(chinese, found);
  }
  return found;
}
