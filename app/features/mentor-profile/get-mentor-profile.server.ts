import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";

export interface EditableMentorProfile {
  name: string;
  photoId: string | null;
  major: string;
  college: string;
  country: string;
  interests: string[];
  bio: string;
  satScore: number | null;
  satScoreVerified: boolean;
}

/** What the profile editor shows of the signed-in mentor; null when the mentor has no profile yet. */
export async function getMentorProfile(db: DbOrTx, mentorId: string): Promise<EditableMentorProfile | null> {
  const [row] = await db
    .select({
      name: users.name,
      photoId: mentorProfiles.photoId,
      major: mentorProfiles.major,
      college: mentorProfiles.college,
      country: mentorProfiles.country,
      interests: mentorProfiles.interests,
      bio: mentorProfiles.bio,
      satScore: mentorProfiles.satScore,
      satScoreVerified: mentorProfiles.satScoreVerified,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, mentorId));
  return row ?? null;
}
