import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema";
import { getDateOverrides, getWeeklyHours } from "~/features/booking/list-free-slots.server";
import { addCalendarDays, utcToEasternSlot } from "~/features/booking/slots";
import { SAT_QUALIFYING_SCORE } from "~/lib/session-types";
import { findBookedOutsideHours } from "./find-booked-outside-hours.server";
import { OVERRIDE_MAX_DAYS_AHEAD } from "./schedule-schemas";
import type { MentorSchedule } from "./schedule-types";

/** What the pricing and availability sections of the mentor's own dashboard show; null without a profile. */
export async function getMentorSchedule(db: DbOrTx, mentorId: string, now = new Date()): Promise<MentorSchedule | null> {
  const today = utcToEasternSlot(now).date;
  const lastOverrideDate = addCalendarDays(today, OVERRIDE_MAX_DAYS_AHEAD);
  const [[profile], weekly, overrides, outside] = await Promise.all([
    db
      .select({
        sessionPriceCents: mentorProfiles.sessionPriceCents,
        satPriceCents: mentorProfiles.satPriceCents,
        offersSat: mentorProfiles.offersSat,
        satScore: mentorProfiles.satScore,
      })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentorId)),
    getWeeklyHours(db, mentorId),
    getDateOverrides(db, mentorId, today, lastOverrideDate),
    findBookedOutsideHours(db, mentorId, now),
  ]);
  if (!profile) return null;
  return {
    pricing: {
      sessionPrice: profile.sessionPriceCents / 100,
      satPrice: profile.satPriceCents / 100,
      offersSat: profile.offersSat,
      satQualified: (profile.satScore ?? 0) >= SAT_QUALIFYING_SCORE,
    },
    weekly: weekly ?? [],
    overrides,
    today,
    lastOverrideDate,
    outside,
  };
}
