import { mentorSearchSchema } from "~/features/mentors/mentor-search-params";
import { finderFields, type MentorFinderCriteria } from "./mentor-finder-params";

// Apart from mentor-finder-params.ts, which the dashboard's page imports: the rules are zod's.

const mentorFinderSchema = mentorSearchSchema.pick({ major: true, country: true, college: true });

/**
 * The criteria in a query string; a value that is not in the content lists is dropped, as on
 * the /mentors page. null when no field is filled (the finder was not used).
 */
export function parseFinderCriteria(params: URLSearchParams): MentorFinderCriteria | null {
  const criteria: MentorFinderCriteria = {};
  for (const field of finderFields) {
    const value = params.get(field);
    if (!value) continue;
    const parsed = mentorFinderSchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data) criteria[field] = parsed.data;
  }
  return Object.keys(criteria).length > 0 ? criteria : null;
}
