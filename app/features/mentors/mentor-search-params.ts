import { z } from "zod";
import { countries } from "~content/countries";
import { languages } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { plainText } from "~/lib/plain-text";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, mentorSorts } from "./mentor-search-options";

// The mentor list's query, shared by the page, the JSON API and the browser (saved filters).

const ids = (list: { id: string }[]) => new Set(list.map((item) => item.id));
const majorIds = ids(majors);
const collegeIds = ids(universities);
const countryCodes = new Set(countries.map((c) => c.code));
const languageCodes = new Set(languages.map((l) => l.code));

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const oneOf = (allowed: Set<string>) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((value) => allowed.has(value), "unknown value")
    .optional();

export const mentorSearchSchema = z.object({
  q: plainText().trim().max(100).optional(),
  country: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .refine((code) => countryCodes.has(code), "unknown value")
    .optional(),
  major: oneOf(majorIds),
  college: oneOf(collegeIds),
  language: oneOf(languageCodes),
  satOnly: flag,
  availableOnly: flag,
  ivy: flag,
  sort: z.enum(mentorSorts).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type MentorSearch = z.output<typeof mentorSearchSchema>;

/** Reads a query string; on failure `field` names the first parameter at fault. */
export function parseMentorSearch(params: URLSearchParams): { ok: true; search: MentorSearch } | { ok: false; field: string } {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  const parsed = mentorSearchSchema.safeParse(raw);
  if (parsed.success) return { ok: true, search: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: String(issue.path[0] ?? "query") };
}

/** One mentor on the list. Prices are null for visitors, who do not see them. */
export interface MentorListItem {
  id: string;
  /** First name and last initial. */
  name: string;
  college: string;
  major: string;
  country: string;
  languages: string[];
  /** Average rating, 2 decimals; 0 when unrated. */
  rating: number;
  reviewCount: number;
  sessionPriceCents: number | null;
  satPriceCents: number | null;
  offersSat: boolean;
  satScore: number | null;
  photoId: string | null;
  bio: string;
  /** Has at least one weekly hour. */
  available: boolean;
}

export interface MentorSearchResult {
  total: number;
  page: number;
  pageSize: number;
  mentors: MentorListItem[];
}
