import { z } from "zod";
import { evidenceTypes } from "~/db/schema/evidence-types";
import { hasControlCharacters } from "~/lib/plain-text";
import type { StoryFilters } from "./story-filters";

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

export function parseStoryFilters(params: URLSearchParams): StoryFilters {
  return storyFiltersSchema.parse({
    q: params.get("q") ?? undefined,
    college: params.get("college") ?? undefined,
    type: params.get("type") ?? undefined,
  });
}
