import { z } from "zod";
import { universities } from "~content/universities";
import {
  applicationStatuses,
  commonAppSteps,
  competitivenessLevels,
  essaySteps,
  SAT_MAX,
  SAT_MIN,
  type ApplicationStatus,
  type CommonAppStep,
  type Competitiveness,
  type EssayStep,
} from "~/lib/application-fields";
import { plainText } from "~/lib/plain-text";
import type { TrackedApplication } from "./tracked-application";

// The add/edit form of the application tracker (spec §3-§5). The browser checks it before sending
// and the server's action parses with it as the authority. Values arrive as form strings.
// Messages are namespaced i18n keys, translated where they are shown.

export const COLLEGE_NAME_MAX = 120;
export const NOTES_MAX = 2000;
/** The form's value for "no essay needed" (stored as null). */
export const ESSAY_NOT_APPLICABLE = "na";

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

/** The form's values for a new application (spec §4): status not started, due today, SAT 0, target, progress 0 and 0. */
export function newApplicationValues(today: string): FormValues {
  return {
    collegeName: "",
    status: "not-started",
    competitiveness: "target",
    currentSat: "0",
    targetSat: "0",
    commonAppProgress: "0",
    essayProgress: "0",
    dueDate: today,
  };
}

/** What the form's controls hold, as strings. */
export interface FormValues {
  collegeName: string;
  status: ApplicationStatus;
  competitiveness: Competitiveness;
  currentSat: string;
  targetSat: string;
  commonAppProgress: `${CommonAppStep}`;
  essayProgress: `${EssayStep}` | typeof ESSAY_NOT_APPLICABLE;
  dueDate: string;
}

/** The form's values for an existing application. */
export function editApplicationValues(application: TrackedApplication): FormValues {
  return {
    collegeName: application.collegeName,
    status: (applicationStatuses as readonly string[]).includes(application.status) ? (application.status as ApplicationStatus) : "not-started",
    competitiveness: application.competitiveness,
    currentSat: String(application.currentSat),
    targetSat: String(application.targetSat),
    commonAppProgress: `${application.commonAppProgress}` as FormValues["commonAppProgress"],
    essayProgress: application.essayProgress === null ? ESSAY_NOT_APPLICABLE : (`${application.essayProgress}` as FormValues["essayProgress"]),
    dueDate: application.dueDate,
  };
}
