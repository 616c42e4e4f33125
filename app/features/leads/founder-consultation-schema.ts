import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { leadEmailField } from "./lead-fields";

export const consultationRoles = ["counselor", "administrator", "teacher", "parent", "other"] as const;
export const MESSAGE_MAX = 2000;

const requiredText = (max: number) => plainText().trim().min(1, "errors.required").max(max, "errors.tooLong");

// The /founder-consultation request. Messages are keys of the "leads" namespace.
export const founderConsultationSchema = z.object({
  name: requiredText(100),
  school: requiredText(200),
  role: z.enum(consultationRoles, "errors.roleRequired"),
  email: leadEmailField,
  students: z.coerce
    .number("errors.studentsInvalid")
    .int("errors.studentsInvalid")
    .min(1, "errors.studentsInvalid")
    .max(100_000, "errors.studentsInvalid"),
  message: plainText({ multiline: true }).trim().max(MESSAGE_MAX, "errors.tooLong"),
});
export type FounderConsultationRequest = z.infer<typeof founderConsultationSchema>;
export type ConsultationField = keyof FounderConsultationRequest;

/** The first message of each field at fault (keys of the "leads" namespace). */
export function consultationFieldErrors(error: z.ZodError): Partial<Record<ConsultationField, string>> {
  const found: Partial<Record<ConsultationField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ConsultationField;
    found[field] ??= issue.message;
  }
  return found;
}
