import type { z } from "zod";

// What the rating form allows and how its errors are sorted, apart from its schema
// (rating-form-schema.ts) so that a page with the form does not bring zod with it.

/** The spec sets no limit on a comment; this keeps a review readable in the three-per-page panel. */
export const RATING_COMMENT_MAX = 1000;
export const RATING_VALUES = ["1", "2", "3", "4", "5"] as const;

export type RatingField = "rating" | "comment";

/** The first message per form field (unknown paths, e.g. a bad meeting id, under "form"). */
export function ratingFieldErrors(error: z.ZodError): Partial<Record<RatingField | "form", string>> {
  const fields: Partial<Record<RatingField | "form", string>> = {};
  for (const issue of error.issues) {
    const path = issue.path[0];
    const field = path === "rating" || path === "comment" ? path : "form";
    fields[field] ??= issue.message;
  }
  return fields;
}
