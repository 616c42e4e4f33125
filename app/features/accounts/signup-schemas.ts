import { z } from "zod";
import { countries } from "~content/countries";
import { languages } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { emailDomain, emailField, nameField, passwordField } from "./account-fields";
import type { FieldError } from "./field-errors";
import { isPasswordTooWeak } from "./password-strength";
import { plainText } from "~/lib/plain-text";

// The sign-up and mentor-profile forms: one set of schemas for the browser (a message per field
// before Continue) and for the actions (the authority). Messages are namespaced i18n keys.

export const BIO_MIN = 50;
export const BIO_RECOMMENDED = 200;
export const BIO_MAX = 1000;
export const SAT_MIN = 400;
export const SAT_MAX = 1600;
/** The spec's limit for a profile picture (500KB). */
export const PICTURE_MAX_BYTES = 512_000;
/** The uploader's own cap: larger files get "File size must be less than 5MB". */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Whole multipart request bodies above this are refused before they are read. */
export const REQUEST_MAX_BYTES = 6 * 1024 * 1024;
export const INTERESTS_MAX_CHARS = 500;
export const INTEREST_MAX_CHARS = 60;
export const INTERESTS_MAX_COUNT = 20;

export const pictureMimeTypes = ["image/jpeg", "image/png"] as const;
export const pictureExtensions = [".jpg", ".jpeg", ".png"] as const;
/** For <input type="file" accept>. */
export const pictureAccept = [...pictureMimeTypes, ...pictureExtensions].join(",");

export const signUpRoles = ["student", "mentor"] as const;
export type SignUpRole = (typeof signUpRoles)[number];

const majorIds = new Set(majors.map((m) => m.id));
const collegeIds = new Set(universities.map((u) => u.id));
const countryCodes = new Set(countries.map((c) => c.code));
const languageCodes = new Set(languages.map((l) => l.code));

/** Characters as a person (and PostgreSQL's char_length) counts them, not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Megabytes to one decimal, for "Current size: X MB". */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export function isEduEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain.endsWith(".edu") && domain.length > ".edu".length;
}

/** What is wrong with a chosen picture file, checked in the spec's order; null when it is acceptable. */
export function pictureProblem(file: { name: string; size: number; type: string }): FieldError | null {
  const name = file.name.toLowerCase();
  const typeOk = (pictureMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = pictureExtensions.some((ext) => name.endsWith(ext));
  if (!typeOk || !extensionOk) return { message: "errors:image_invalid_type" };
  if (file.size > UPLOAD_MAX_BYTES) return { message: "errors:image_file_too_large", params: { size: formatMegabytes(file.size) } };
  if (file.size > PICTURE_MAX_BYTES) return { message: "errors:image_too_large" };
  return null;
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

/** "SAT, essays ,, debate" -> ["SAT", "essays", "debate"]. */
export function splitInterests(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

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

/** Which mentor step shows each field: a server error on a field sends the user back there. */
export const mentorStepOfField: Record<string, 1 | 2 | 3> = {
  role: 1,
  name: 1,
  email: 1,
  password: 1,
  picture: 2,
  major: 2,
  college: 2,
  country: 2,
  languages: 3,
  satScore: 3,
  interests: 3,
  bio: 3,
};

/** The form's values as the schemas expect them; missing text fields read as "". */
export function signUpFormValues(formData: FormData) {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    role: text("role"),
    name: text("name"),
    email: text("email"),
    password: text("password"),
    picture: formData.get("picture"),
    major: text("major"),
    college: text("college"),
    country: text("country"),
    languages: formData.getAll("languages").filter((v): v is string => typeof v === "string"),
    satScore: text("satScore"),
    interests: text("interests"),
    bio: text("bio"),
  };
}
