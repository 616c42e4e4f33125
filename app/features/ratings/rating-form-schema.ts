import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { RATING_COMMENT_MAX, RATING_VALUES } from "./rating-fields";

// The rating form (spec §3 rating entry, §5): 1-5 stars and an optional comment. Browser-safe: the
// form checks with it for instant messages, POST /resources/ratings is the authority. Messages
// are namespaced i18n keys, translated where they are shown.

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
