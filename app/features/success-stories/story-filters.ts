import { z } from "zod";
import { evidenceTypes } from "~/db/schema/content";
import { hasControlCharacters } from "~/lib/plain-text";
import type { EvidenceType, SuccessStory } from "./success-story";

// The filters live in the URL (?q=&college=&type=), so a filtered list can be shared and works
// without JavaScript. A value that is not a usable filter is dropped rather than refused: the
// page still shows every story for it.
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value))
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const storyFiltersSchema = z.object({
  q: text(100),
  college: text(200),
  type: z.enum(evidenceTypes).optional().catch(undefined),
});

export interface StoryFilters {
  q?: string;
  college?: string;
  type?: EvidenceType;
}

export function parseStoryFilters(params: URLSearchParams): StoryFilters {
  return storyFiltersSchema.parse({
    q: params.get("q") ?? undefined,
    college: params.get("college") ?? undefined,
    type: params.get("type") ?? undefined,
  });
}

/** The URL query for a set of filters, empty ones left out. */
export function storyFiltersQuery(filters: StoryFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.college) params.set("college", filters.college);
  if (filters.type) params.set("type", filters.type);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The same rules as the SQL query, for the built-in stories: search by student or college. */
export function matchesStoryFilters(story: SuccessStory, filters: StoryFilters): boolean {
  if (filters.q) {
    const needle = filters.q.toLocaleLowerCase();
    if (!story.studentName.toLocaleLowerCase().includes(needle) && !story.college.toLocaleLowerCase().includes(needle)) return false;
  }
  if (filters.college && story.college !== filters.college) return false;
  if (filters.type && story.evidence.type !== filters.type) return false;
  return true;
}
