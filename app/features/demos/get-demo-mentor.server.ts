import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";

export interface DemoMentor {
  name: string;
  photoId: string | null;
  college: string;
  major: string;
  /** Google's authorisation is stored on the profile: the demo's button starts "connected". */
  googleConnected: boolean;
}

/** The signed-in mentor's overview for the demo page; null when the mentor has no profile yet. */
export async function getDemoMentor(db: DbOrTx, mentorId: string): Promise<DemoMentor | null> {
  const [row] = await db
    .select({
      name: users.name,
      photoId: mentorProfiles.photoId,
      college: mentorProfiles.college,
      major: mentorProfiles.major,
      googleConnected: sql<boolean>`${mentorProfiles.googleAuth} is not null`,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, mentorId));
  return row ?? null;
}
