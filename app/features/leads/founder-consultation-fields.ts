import type { z } from "zod";
import type { ConsultationField } from "./founder-consultation-schema";

// What the /founder-consultation form shows, apart from its schema (founder-consultation-schema.ts)
// so that the page loads zod only when the form is used.

export const consultationRoles = ["counselor", "administrator", "teacher", "parent", "other"] as const;
export const MESSAGE_MAX = 2000;

/** The first message of each field at fault (keys of the "leads" namespace). */
export function consultationFieldErrors(error: z.ZodError): Partial<Record<ConsultationField, string>> {
  const found: Partial<Record<ConsultationField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ConsultationField;
    found[field] ??= issue.message;
  }
  return found;
}
