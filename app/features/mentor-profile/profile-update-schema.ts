import { z } from "zod";
import { mentorProfileSchema } from "~/features/accounts/signup-schemas";

// The /mentor-profile form. The same rules as sign-up for every field it shares (one schema for
// the browser's instant messages and for the action). Name, SAT score and its verification are
// not fields here: zod drops unknown keys, so a client that sends them changes nothing.

// A form without a newly chosen file still sends an empty, nameless part: keep the stored picture.
function isEmptyFilePart(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  return typeof Blob !== "undefined" && value instanceof Blob && value.size === 0 && (value as File).name === "";
}

export const mentorProfileUpdateSchema = mentorProfileSchema
  .pick({ major: true, college: true, country: true, interests: true, bio: true })
  .extend({
    picture: z.preprocess((value) => (isEmptyFilePart(value) ? undefined : value), mentorProfileSchema.shape.picture.optional()),
  });

export type MentorProfileUpdate = z.output<typeof mentorProfileUpdateSchema>;
export type MentorProfileUpdateFields = Omit<MentorProfileUpdate, "picture">;

/** The form's values as the schema expects them; missing text fields read as "". */
export function profileUpdateFormValues(formData: FormData) {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    picture: formData.get("picture"),
    major: text("major"),
    college: text("college"),
    country: text("country"),
    interests: text("interests"),
    bio: text("bio"),
  };
}
