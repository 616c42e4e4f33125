import { universities } from "~content/universities";

export const MAX_COLLEGE_SUGGESTIONS = 8;

function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

const searchable = universities.map((university) => ({ university, keys: [normalise(university.en), university.zh] }));

export interface CollegeSuggestion {
  id: string;
  /** The name in the interface language: what the field gets when it is picked. */
  label: string;
}

/** Listed universities whose English or Chinese name contains the text, names starting with it first. */
export function suggestColleges(input: string, chinese: boolean): CollegeSuggestion[] {
  const query = normalise(input);
  if (!query) return [];
  return searchable
    .map(({ university, keys }) => ({ university, at: Math.min(...keys.map((key) => (key.includes(query) ? key.indexOf(query) : Infinity))) }))
    .filter(({ at }) => at !== Infinity)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0))
    .slice(0, MAX_COLLEGE_SUGGESTIONS)
    .map(({ university }) => ({ id: university.id, label: chinese ? university.zh : university.en }));
}
