import { eq } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema";
import { AppError } from "~/lib/errors";

/**
 * The mentor's own profile row, locked for the rest of the transaction so that two saves of one
 * mentor's schedule run one after the other. A mentor without a profile cannot save anything.
 */
export async function lockMentorProfile(tx: Tx, mentorId: string): Promise<{ satScore: number | null }> {
  const [profile] = await tx
    .select({ satScore: mentorProfiles.satScore })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentorId))
    .for("update");
  if (!profile) throw new AppError("mentor_profile_required");
  return profile;
}
