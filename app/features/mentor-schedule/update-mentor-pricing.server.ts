import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { mentorProfiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { SAT_QUALIFYING_SCORE } from "~/lib/session-types";
import { lockMentorProfile } from "./lock-mentor-profile.server";
import type { PricingChange } from "./schedule-schemas";
import type { MentorPricing } from "./schedule-types";

/**
 * Saves one change of the mentor's own prices or SAT offer. SAT tutoring and its price belong to
 * mentors who scored at least 1500 (the database checks the offer too). Meetings already held or
 * paid keep the price they were booked at: it is stored on them.
 */
export async function updateMentorPricing(db: Db, mentorId: string, change: PricingChange): Promise<MentorPricing> {
  return db.transaction(async (tx) => {
    const { satScore } = await lockMentorProfile(tx, mentorId);
    const qualified = (satScore ?? 0) >= SAT_QUALIFYING_SCORE;
    if (!qualified && (change.offersSat !== undefined || change.satPrice !== undefined)) throw new AppError("sat_not_qualified");
    const [saved] = await tx
      .update(mentorProfiles)
      .set({
        ...(change.sessionPrice !== undefined ? { sessionPriceCents: change.sessionPrice * 100 } : {}),
        ...(change.satPrice !== undefined ? { satPriceCents: change.satPrice * 100 } : {}),
        ...(change.offersSat !== undefined ? { offersSat: change.offersSat } : {}),
      })
      .where(eq(mentorProfiles.userId, mentorId))
      .returning({ sessionPriceCents: mentorProfiles.sessionPriceCents, satPriceCents: mentorProfiles.satPriceCents, offersSat: mentorProfiles.offersSat });
    return { sessionPrice: saved!.sessionPriceCents / 100, satPrice: saved!.satPriceCents / 100, offersSat: saved!.offersSat };
  });
}
