import type { EvidenceType, SuccessStory } from "./success-story";

// The stories page's filters (?q=&college=&type=); reading them from a URL is
// parse-story-filters.server.ts.
export interface StoryFilters {
  q?: string;
  college?: string;
  type?: EvidenceType;
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
