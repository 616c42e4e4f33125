import { countries } from "~content/countries";
import { languages } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { intlLocale } from "~/lib/i18n";

export interface ContentOption {
  value: string;
  label: string;
}

export type FilterOptions = Record<"country" | "major" | "college" | "language", ContentOption[]>;

function toOptions(list: { id: string; en: string; zh: string }[], chinese: boolean): ContentOption[] {
  const collator = new Intl.Collator(intlLocale(chinese ? "zh" : "en"));
  return list
    .map((item) => ({ value: item.id, label: chinese ? item.zh : item.en }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

const made = new Map<boolean, FilterOptions>();

/** The filter selects' choices, sorted by their name in the interface language; made once per language. */
export function filterOptions(chinese: boolean): FilterOptions {
  let options = made.get(chinese);
  if (!options) {
    options = {
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
    made.set(chinese, options);
  }
  return options;
}
