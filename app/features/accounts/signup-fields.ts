import type { FieldError } from "./field-errors";

// What the sign-up and mentor-profile forms show and do without checking (limits, the picture's
// rules, which step holds a field), apart from the zod schemas (signup-schemas.ts) so that the
// forms can load those when first used.

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

/** Characters as a person (and PostgreSQL's char_length) counts them, not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Megabytes to one decimal, for "Current size: X MB". */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
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

/** "SAT, essays ,, debate" -> ["SAT", "essays", "debate"]. */
export function splitInterests(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

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
