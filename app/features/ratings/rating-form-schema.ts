import { z } from "zod";
import { plainText } from "~/lib/plain-text";

// The rating form (spec §3 rating entry, §5): 1-5 stars and an optional comment. Browser-safe: the
// form checks with it for instant messages, POST /resources/ratings is the authority. Messages
// are namespaced i18n keys, translated where they are shown.

/** The spec sets no limit on a comment; this keeps a review readable in the three-per-page panel. */
export const RATING_COMMENT_MAX = 1000;
export const RATING_VALUES = ["1", "2", "3", "4", "5"] as const;

const m = (key: string) => `ratings:form.${key}`;

export const rateMeetingSchema = z.object({
  meetingId: z.uuid({ error: m("failed") }),
  rating: z.enum(RATING_VALUES, { error: m("ratingRequired") }).transform(Number),
  comment: plainText({ multiline: true, notAString: m("commentTooLong") })
    .trim()
    .max(RATING_COMMENT_MAX, m("commentTooLong"))
    .optional()
    .transform((comment) => comment || null),
});

export type RateMeetingInput = z.output<typeof rateMeetingSchema>;
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
