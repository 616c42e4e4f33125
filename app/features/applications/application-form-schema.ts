import { z } from "zod";
import { universities } from "~content/universities";
import {
  applicationStatuses,
  commonAppSteps,
  competitivenessLevels,
  essaySteps,
  SAT_MAX,
  SAT_MIN,
} from "~/lib/application-fields";
import { plainText } from "~/lib/plain-text";
import { COLLEGE_NAME_MAX, ESSAY_NOT_APPLICABLE, NOTES_MAX } from "./application-form-values";

// The add/edit form of the application tracker (spec §3-§5). The browser checks it before sending
// and the server's action parses with it as the authority. Values arrive as form strings.
// Messages are namespaced i18n keys, translated where they are shown.

const m = (key: string) => `applications:errors.${key}`;

/** A list's English name for what was typed in either language ("harvard university", "哈佛大学"); else the text itself. */
export function canonicalCollegeName(text: string): string {
  const typed = text.trim().replace(/\s+/g, " ");
  const lower = typed.toLowerCase();
  const found = universities.find((university) => university.en.toLowerCase() === lower || university.zh === typed);
  return found ? found.en : typed;
}

// Spec §5: scores are parsed as integers; 0 means "not taken yet".
const satScore = plainText({ notAString: m("satRange") })
  .trim()
  .refine((text) => /^\d{0,4}$/.test(text), m("satRange"))
  .transform((text) => (text === "" ? 0 : Number(text)))
  .refine((score) => score === 0 || (score >= SAT_MIN && score <= SAT_MAX), m("satRange"));

const isCalendarDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const oneOf = <T extends number>(steps: readonly T[], message: string) =>
  z
    .string({ error: message })
    .transform((text) => Number(text))
    .refine((value): value is T => (steps as readonly number[]).includes(value), message)
    .transform((value) => value as T);

export const applicationFormSchema = z.object({
  collegeName: plainText({ notAString: m("collegeRequired") })
    .trim()
    .min(1, m("collegeRequired"))
    .max(COLLEGE_NAME_MAX, m("collegeTooLong"))
    .transform(canonicalCollegeName),
  status: z.enum(applicationStatuses, { error: m("statusInvalid") }),
  competitiveness: z.enum(competitivenessLevels, { error: m("competitivenessInvalid") }),
  currentSat: satScore,
  targetSat: satScore,
  commonAppProgress: oneOf(commonAppSteps, m("progressInvalid")),
  essayProgress: z.union([z.literal(ESSAY_NOT_APPLICABLE).transform(() => null), oneOf(essaySteps, m("progressInvalid"))], { error: m("progressInvalid") }),
  dueDate: z.string({ error: m("dueDateInvalid") }).trim().refine(isCalendarDate, m("dueDateInvalid")),
});

export type ApplicationFields = z.output<typeof applicationFormSchema>;

export const applicationNotesSchema = z.object({
  notes: plainText({ multiline: true, notAString: m("notesTooLong") })
    .max(NOTES_MAX, m("notesTooLong"))
    .transform((notes) => notes.trim()),
});
