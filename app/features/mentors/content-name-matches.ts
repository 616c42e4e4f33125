import { majors } from "~content/majors";
import { universities } from "~content/universities";

// Rows store content ids ("harvard"); people type names ("Harvard", "哈佛"). Names live in
// content/, not in the database, so a text search maps the text to ids here and the SQL
// compares ids.

interface Named {
  id: string;
  en: string;
  zh: string;
}

function idsMatching(list: readonly Named[], text: string): string[] {
  const needle = text.trim();
  if (!needle) return [];
  const lower = needle.toLowerCase();
  return list.filter((item) => item.en.toLowerCase().includes(lower) || item.zh.includes(needle)).map((item) => item.id);
}

/** Colleges whose English (any case) or Chinese name contains `text`. */
export const collegeIdsMatching = (text: string) => idsMatching(universities, text);

/** Majors whose English (any case) or Chinese name contains `text`. */
export const majorIdsMatching = (text: string) => idsMatching(majors, text);
