import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";

export interface DashboardHeader {
  name: string;
  photoId: string | null;
  college: string;
  bio: string;
  emailVerified: boolean;
  ratingCount: number;
  ratingSum: number;
}

/** The dashboard's welcome header for the signed-in mentor; null when the mentor has no profile yet. */
export async function getDashboardHeader(db: DbOrTx, mentorId: string): Promise<DashboardHeader | null> {
  const [row] = await db
    .select({
      name: users.name,
      emailVerified: users.emailVerified,
      photoId: mentorProfiles.photoId,
      college: mentorProfiles.college,
      bio: mentorProfiles.bio,
      ratingCount: mentorProfiles.ratingCount,
      ratingSum: mentorProfiles.ratingSum,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, mentorId));
  return row ?? null;
}
