import { z } from "zod";
import { countries } from "~content/countries";
import { languages } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { emailDomain, emailField, nameField, passwordField } from "./account-fields";
import { isPasswordTooWeak } from "./password-strength";
import { plainText } from "~/lib/plain-text";
import {
  BIO_MAX,
  BIO_MIN,
  characterCount,
  INTEREST_MAX_CHARS,
  INTERESTS_MAX_CHARS,
  INTERESTS_MAX_COUNT,
  pictureProblem,
  SAT_MAX,
  SAT_MIN,
  signUpRoles,
  splitInterests,
} from "./signup-fields";

// The sign-up and mentor-profile forms: one set of schemas for the browser (a message per field
// before Continue; loaded when the form is first used) and for the actions (the authority).
// Messages are namespaced i18n keys. What the forms show without checking is in signup-fields.ts.

const majorIds = new Set(majors.map((m) => m.id));
const collegeIds = new Set(universities.map((u) => u.id));
const countryCodes = new Set(countries.map((c) => c.code));
const languageCodes = new Set(languages.map((l) => l.code));

export function isEduEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain.endsWith(".edu") && domain.length > ".edu".length;
}

function isFile(value: unknown): value is File {
  return typeof Blob !== "undefined" && value instanceof Blob && typeof (value as File).name === "string";
}

const roleField = z.enum(signUpRoles, { error: "signup:errors.roleRequired" });

const mentorEmailField = emailField.refine(isEduEmail, "errors:mentor_email_not_edu");

// A form without a chosen file still sends an empty, nameless part.
const pictureField = z
  .custom<File>((value) => isFile(value) && (value.size > 0 || value.name !== ""), "errors:picture_required")
  .superRefine((file, ctx) => {
    const problem = pictureProblem(file);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, ...(problem.params ? { params: problem.params } : {}) });
  });

const majorField = z.string().refine((id) => majorIds.has(id), "signup:errors.majorRequired");
const collegeField = z.string().refine((id) => collegeIds.has(id), "signup:errors.collegeRequired");
const countryField = z
  .string()
  .transform((code) => code.trim().toUpperCase())
  .refine((code) => countryCodes.has(code), "signup:errors.countryRequired");

const languagesField = z
  .array(z.string())
  .transform((codes) => [...new Set(codes)])
  .pipe(
    z
      .array(z.string().refine((code) => languageCodes.has(code), "signup:errors.languagesRequired"))
      .min(1, "signup:errors.languagesRequired"),
  );

const satMessage = "signup:errors.satScoreRange";
const satScoreField = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z.coerce.number({ error: satMessage }).int(satMessage).min(SAT_MIN, satMessage).max(SAT_MAX, satMessage).optional(),
);

const interestsField = plainText()
  .max(INTERESTS_MAX_CHARS, "signup:errors.interestsTooLong")
  .transform(splitInterests)
  .pipe(
    z
      .array(z.string().max(INTEREST_MAX_CHARS, "signup:errors.interestsTooLong"))
      .min(1, "signup:errors.interestsRequired")
      .max(INTERESTS_MAX_COUNT, "signup:errors.interestsTooLong"),
  );

const bioField = plainText({ multiline: true })
  .trim()
  .refine((bio) => characterCount(bio) >= BIO_MIN, "signup:errors.bioTooShort")
  .refine((bio) => characterCount(bio) <= BIO_MAX, "signup:errors.bioTooLong");

const accountShape = { name: nameField, email: emailField, password: passwordField };
const mentorAccountShape = { ...accountShape, email: mentorEmailField };
const pictureStepShape = { picture: pictureField, major: majorField, college: collegeField, country: countryField };
const aboutStepShape = { languages: languagesField, satScore: satScoreField, interests: interestsField, bio: bioField };

// Runs even when another field failed, so the password gets its message at the same time.
const refusesWeakPassword = [
  (value: { password?: unknown; email?: unknown; name?: unknown }, ctx: z.RefinementCtx) => {
    const { password, email, name } = value;
    if (typeof password !== "string") return;
    const context = { email: typeof email === "string" ? email : null, name: typeof name === "string" ? name : null };
    if (isPasswordTooWeak(password, context)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "accounts:errors.passwordTooWeak" });
    }
  },
  { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => issue.path?.[0] === "password") },
] as const;

export const studentSignUpSchema = z
  .object({ role: z.literal("student", { error: "signup:errors.roleRequired" }), ...accountShape })
  .superRefine(...refusesWeakPassword);

/** Mentor step 1. */
export const mentorAccountSchema = z
  .object({ role: z.literal("mentor", { error: "signup:errors.roleRequired" }), ...mentorAccountShape })
  .superRefine(...refusesWeakPassword);

/** Mentor step 2 (also on /create-mentor-profile). */
export const mentorPictureStepSchema = z.object(pictureStepShape);

/** Mentor step 3 (also on /create-mentor-profile). */
export const mentorAboutStepSchema = z.object(aboutStepShape);

/** The whole /create-mentor-profile form. */
export const mentorProfileSchema = z.object({ ...pictureStepShape, ...aboutStepShape });

/** All three mentor steps, as the action receives them. */
export const mentorSignUpSchema = z
  .object({ role: z.literal("mentor", { error: "signup:errors.roleRequired" }), ...mentorAccountShape, ...pictureStepShape, ...aboutStepShape })
  .superRefine(...refusesWeakPassword);

export const roleSchema = z.object({ role: roleField });

export type StudentSignUp = z.output<typeof studentSignUpSchema>;
export type MentorSignUp = z.output<typeof mentorSignUpSchema>;
export type MentorProfileForm = z.output<typeof mentorProfileSchema>;
/** The profile fields stored in mentor_profiles (everything but the picture). */
export type MentorProfileFields = Omit<MentorProfileForm, "picture">;
