import { useTranslation } from "~/lib/i18n-react";
import { findCountry } from "~content/countries";
import { findLanguage } from "~content/languages";
import { findMajor } from "~content/majors";
import { findUniversity } from "~content/universities";
import { intlLocale, isChinese } from "~/lib/i18n";
import type { ContentNames } from "./content-names";

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

// Content is static, so both languages' names are made once per process rather than on every
// render of every card.
const names = { en: contentNames(false), zh: contentNames(true) };

/**
 * Names of any content id in the interface language, from the whole lists in content/: for the
 * dashboards and dialogs, which show whatever a user's sessions name. A public page takes the
 * names it shows from its loader instead (content-names.ts).
 */
export function useContentNames(): ContentNames {
  const { i18n } = useTranslation();
  return isChinese(i18n.language) ? names.zh : names.en;
}
