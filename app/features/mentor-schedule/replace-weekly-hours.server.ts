import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { mentorAvailability } from "~/db/schema";
import type { WeeklyHour } from "~/features/booking/slots";
import { lockMentorProfile } from "./lock-mentor-profile.server";
import { findBookedOutsideHours } from "./find-booked-outside-hours.server";
import type { BookedOutsideHours } from "./schedule-types";

/**
 * Spec §4: saving replaces the mentor's whole week, in one transaction (the weekly-hours trigger
 * keeps the profile's count). Held and paid meetings are not touched; the answer lists those that
 * now fall outside the hours.
 */
export async function replaceWeeklyHours(
  db: Db,
  mentorId: string,
  hours: readonly WeeklyHour[],
  now = new Date(),
): Promise<{ outside: BookedOutsideHours[] }> {
  const unique = [...new Map(hours.map((h) => [`${h.weekday}-${h.hour}`, h])).values()];
  await db.transaction(async (tx) => {
    await lockMentorProfile(tx, mentorId);
    await tx.delete(mentorAvailability).where(eq(mentorAvailability.mentorId, mentorId));
    if (unique.length > 0) await tx.insert(mentorAvailability).values(unique.map((h) => ({ mentorId, weekday: h.weekday, hour: h.hour })));
  });
  return { outside: await findBookedOutsideHours(db, mentorId, now) };
}
