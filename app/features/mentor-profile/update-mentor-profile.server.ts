import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";
import { discardProfilePicture, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import { AppError } from "~/lib/errors";
import type { MentorProfileUpdateFields } from "./profile-update-schema";

export interface UpdateMentorProfileInput {
  mentorId: string;
  fields: MentorProfileUpdateFields;
  /** A new picture's bytes; the stored one stays when absent. */
  picture?: Uint8Array;
}

/**
 * /mentor-profile: writes the editable fields of the mentor's own profile (spec §5: major,
 * college, country, interests, bio, and the picture). Name, SAT score and its verification are
 * never written here, whatever the request carried. A new picture is decoded and re-encoded
 * before the transaction (it takes a while); the old one is removed with the change.
 */
export async function updateMentorProfile(db: Db, { mentorId, fields, picture }: UpdateMentorProfileInput): Promise<void> {
  const [mentor] = await db
    .select({ role: users.role, photoId: mentorProfiles.photoId })
    .from(users)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.id, mentorId));
  if (!mentor || mentor.role !== "mentor") throw new AppError("forbidden");

  const newPhoto = picture ? await storeProfilePicture(db, picture, mentorId) : null;
  try {
    await db.transaction(async (tx) => {
      const [previous] = await tx
        .update(mentorProfiles)
        .set({
          major: fields.major,
          college: fields.college,
          country: fields.country,
          interests: fields.interests,
          bio: fields.bio,
          ...(newPhoto ? { photoId: newPhoto.id } : {}),
        })
        .where(eq(mentorProfiles.userId, mentorId))
        .returning({ userId: mentorProfiles.userId });
      if (!previous) throw new AppError("forbidden");
      // The replaced picture is no longer shown anywhere; only the mentor's own is removed.
      if (newPhoto && mentor.photoId && mentor.photoId !== newPhoto.id) {
        await tx.delete(media).where(and(eq(media.id, mentor.photoId), eq(media.ownerId, mentorId)));
      }
    });
  } catch (error) {
    if (newPhoto) await discardProfilePicture(db, newPhoto.id);
    throw error;
  }
}
