import { countries } from "~content/countries";
import { languages } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { isChinese } from "~/lib/i18n";

export const suggestionKinds = ["country", "major", "college", "language"] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export type Suggestion =
  | { kind: "text"; value: string; label: string }
  | { kind: SuggestionKind; value: string; label: string };

/** Spec: up to 3 suggestions per category. */
export const SUGGESTIONS_PER_KIND = 3;

interface Named {
  value: string;
  en: string;
  zh: string;
}

const lists: Record<SuggestionKind, Named[]> = {
  country: countries.map((c) => ({ value: c.code, en: c.en, zh: c.zh })),
  major: majors.map((m) => ({ value: m.id, en: m.en, zh: m.zh })),
  college: universities.map((u) => ({ value: u.id, en: u.en, zh: u.zh })),
  language: languages.map((l) => ({ value: l.code, en: l.en, zh: l.zh })),
};

function normalise(text: string): string {
  // "Mexico" finds "México"-style spellings and the other way round.
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

const searchable: Record<SuggestionKind, (Named & { keys: string[] })[]> = Object.fromEntries(
  suggestionKinds.map((kind) => [kind, lists[kind].map((item) => ({ ...item, keys: [normalise(item.en), item.zh] }))]),
) as Record<SuggestionKind, (Named & { keys: string[] })[]>;

/**
 * Suggestions for what the user typed: the free text itself first, then up to three countries,
 * majors, colleges and languages whose English or Chinese name contains it (names starting with it
 * first). Labels are in the interface language.
 */
export function suggestMentorFilters(input: string, language: string): Suggestion[] {
  const text = input.trim();
  if (!text) return [];
  const query = normalise(text);
  const chinese = isChinese(language);
  const found: Suggestion[] = [{ kind: "text", value: text, label: text }];
  for (const kind of suggestionKinds) {
    const matches = searchable[kind]
      .map((item) => ({ item, at: Math.min(...item.keys.map((key) => (key.includes(query) ? key.indexOf(query) : Infinity))) }))
      .filter(({ at }) => at !== Infinity)
      .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0));
    for (const { item } of matches.slice(0, SUGGESTIONS_PER_KIND)) {
      found.push({ kind, value: item.value, label: chinese ? item.zh : item.en });
    }
  }
  return found;
}
