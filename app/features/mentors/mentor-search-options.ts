// The mentor list's sort orders and page sizes, without the query's parser (zod): the filter bar
// needs them on every /mentors visit, the parser only for saved filters (mentor-page-search.ts).
export const mentorSorts = ["best", "rating", "price_asc", "price_desc"] as const;
export type MentorSort = (typeof mentorSorts)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
