import { universities } from "~content/universities";
import { applicationStatuses, type ApplicationStatus } from "~/lib/application-fields";

const byEnglishName = new Map(universities.map((university) => [university.en, university] as const));

/** A stored college name in the reader's language: a listed university's Chinese name in Chinese. */
export function collegeLabel(name: string, chinese: boolean): string {
  const university = byEnglishName.get(name);
  return university && chinese ? university.zh : name;
}

/** The listed university a stored name is, for its mark. */
export function universityIdOf(name: string): string | undefined {
  return byEnglishName.get(name)?.id;
}

export function isKnownStatus(status: string): status is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(status);
}

// Spec §3: unknown values show a grey badge.
const statusBadgeClasses: Record<ApplicationStatus, string> = {
  "not-started": "bg-slate-100 text-slate-700 ring-slate-300",
  "in-progress": "bg-sky-50 text-sky-800 ring-sky-200",
  submitted: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  waitlisted: "bg-amber-50 text-amber-900 ring-amber-200",
};
export const UNKNOWN_STATUS_CLASSES = "bg-gray-100 text-gray-700 ring-gray-300";

export function statusBadgeClassName(status: string): string {
  return isKnownStatus(status) ? statusBadgeClasses[status] : UNKNOWN_STATUS_CLASSES;
}
