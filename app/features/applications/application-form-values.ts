import { applicationStatuses, type ApplicationStatus, type CommonAppStep, type Competitiveness, type EssayStep } from "~/lib/application-fields";
import type { TrackedApplication } from "./tracked-application";

// What the tracker's forms hold and allow, apart from their schemas (application-form-schema.ts)
// so that the dashboard can show them without bringing zod to the page.

export const COLLEGE_NAME_MAX = 120;
export const NOTES_MAX = 2000;
/** The form's value for "no essay needed" (stored as null). */
export const ESSAY_NOT_APPLICABLE = "na";

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
