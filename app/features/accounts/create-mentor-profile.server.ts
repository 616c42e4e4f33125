import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";
import { storeImage } from "~/features/media/store-image.server";
import { AppError } from "~/lib/errors";
import { PICTURE_MAX_BYTES } from "./signup-fields";
import type { MentorProfileFields } from "./signup-schemas";

/** Profile pictures are shown small (cards, headers): 512 px is plenty and keeps rows light. */
export const PROFILE_PICTURE_MAX_DIMENSION = 512;

/**
 * Writes a new mentor's profile row with the spec's starting values, and gives the stored photo
 * to its mentor. Runs inside the caller's transaction (sign-up, or /create-mentor-profile).
 */
export async function createMentorProfile(tx: DbOrTx, userId: string, fields: MentorProfileFields, photoId: string): Promise<void> {
  try {
    await tx.insert(mentorProfiles).values({
      userId,
      major: fields.major,
      college: fields.college,
      country: fields.country,
      languages: fields.languages,
      interests: fields.interests,
      bio: fields.bio,
      satScore: fields.satScore ?? null,
      photoId,
      // The spec's starting values ($60 sessions, $80 SAT sessions, no SAT offer yet, score taken
      // as verified, no ratings) are the columns' defaults (db/schema/mentors.ts).
    });
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError("mentor_profile_exists");
    throw error;
  }
  await tx.update(media).set({ ownerId: userId }).where(eq(media.id, photoId));
}

/** Decodes and stores a profile picture (before any transaction: re-encoding takes a while). */
export function storeProfilePicture(db: Db, bytes: Uint8Array, ownerId: string | null = null) {
  return storeImage(db, bytes, { ownerId, maxBytes: PICTURE_MAX_BYTES, maxDimension: PROFILE_PICTURE_MAX_DIMENSION });
}

/** Removes a stored picture whose profile was never written (the change it belonged to failed). */
export async function discardProfilePicture(db: Db, photoId: string): Promise<void> {
  await db.delete(media).where(eq(media.id, photoId));
}

/**
 * /create-mentor-profile: a signed-in mentor without a profile (e.g. an account made before
 * profiles existed) supplies it. Same rules and the same row as a mentor sign-up.
 */
export async function addMentorProfile(
  db: Db,
  { userId, fields, picture }: { userId: string; fields: MentorProfileFields; picture: Uint8Array },
): Promise<void> {
  const [user] = await db
    .select({ role: users.role, hasProfile: mentorProfiles.userId })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!user || user.role !== "mentor") throw new AppError("forbidden");
  if (user.hasProfile) throw new AppError("mentor_profile_exists");

  const photo = await storeProfilePicture(db, picture, userId);
  try {
    await db.transaction((tx) => createMentorProfile(tx, userId, fields, photo.id));
  } catch (error) {
    await discardProfilePicture(db, photo.id);
    throw error;
  }
}

/** Whether the mentor has a profile row (the guard for mentor pages). */
export async function hasMentorProfile(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: mentorProfiles.userId }).from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  return Boolean(row);
}
