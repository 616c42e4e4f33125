import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles, users } from "~/db/schema";

/** The universities our active mentors study at, most mentors first. */
export async function listMentorUniversities(db: DbOrTx, limit = 32): Promise<string[]> {
  const mentors = count(mentorProfiles.userId);
  const rows = await db
    .select({ college: mentorProfiles.college, mentors })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(users.disabled, false))
    .groupBy(mentorProfiles.college)
    .orderBy(desc(mentors), mentorProfiles.college)
    .limit(limit);
  return rows.map((r) => r.college);
}
