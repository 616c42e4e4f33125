import { z } from "zod";
import { plainText } from "~/lib/plain-text";

// Field rules for the lead forms, in the browser and on the server. Messages are keys of the
// "leads" namespace.
export const leadEmailField = plainText()
  .trim()
  .min(1, "errors.emailRequired")
  .max(254, "errors.emailInvalid")
  .pipe(z.email("errors.emailInvalid"))
  .transform((email) => email.toLowerCase());

/** Which form a lead came from: a short slug the page names ("home-cta", "blog-post"). */
export const leadSourceField = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

/** The site path the form was on (no query, no host). */
export const leadPageField = z
  .string()
  .max(300)
  .regex(/^\/[\x21-\x7e]*$/)
  .refine((path) => !path.startsWith("//"));

export const leadCaptureSchema = z.object({
  email: leadEmailField,
  source: leadSourceField,
  page: leadPageField,
});
export type LeadCaptureInput = z.infer<typeof leadCaptureSchema>;
