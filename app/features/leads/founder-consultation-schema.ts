import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { consultationRoles, MESSAGE_MAX } from "./founder-consultation-fields";
import { leadEmailField } from "./lead-fields";


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
