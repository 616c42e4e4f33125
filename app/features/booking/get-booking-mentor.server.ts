import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles, users } from "~/db/schema";
import { shortName } from "~/lib/names";
import { offeredSessionTypes } from "./session-types";
import type { SessionType } from "~/lib/session-types";

export interface BookingMentor {
  id: string;
  /** First name and last initial (spec §6). */
  name: string;
  college: string;
  major: string;
  photoId: string | null;
  sessionPriceCents: number;
  satPriceCents: number;
  offersSat: boolean;
  satScore: number | null;
  /** What this mentor can be booked for (SAT only when qualified). */
  sessionTypes: SessionType[];
}

/** The mentor as the schedule page and the checkout need them; null when unknown or disabled. */
export async function getBookingMentor(db: DbOrTx, mentorId: string): Promise<BookingMentor | null> {
  const [row] = await db
    .select({
      id: mentorProfiles.userId,
      fullName: users.name,
      college: mentorProfiles.college,
      major: mentorProfiles.major,
      photoId: mentorProfiles.photoId,
      sessionPriceCents: mentorProfiles.sessionPriceCents,
      satPriceCents: mentorProfiles.satPriceCents,
      offersSat: mentorProfiles.offersSat,
      satScore: mentorProfiles.satScore,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(mentorProfiles.userId, mentorId), eq(users.disabled, false)));
  if (!row) return null;
  const { fullName, ...mentor } = row;
  return { ...mentor, name: shortName(fullName), sessionTypes: offeredSessionTypes(mentor) };
}
