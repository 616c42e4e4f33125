import type { DbOrTx } from "~/db/db.server";
import { consumeRateLimit, type RateDecision, type RateRule } from "~/lib/rate-limit.server";

/**
 * Every save clears the shared list answers every visitor reads, so a mentor gets a generous but
 * finite number of saves: far more than editing by hand needs (each price change and each week
 * saved counts one), too few to keep the lists from being shared.
 */
export const SCHEDULE_SAVE_RULE: RateRule = { window: 15 * 60, max: 200 };

export function consumeScheduleSaveBudget(db: DbOrTx, mentorId: string, now?: Date): Promise<RateDecision> {
  return consumeRateLimit(db, `mentor-schedule:${mentorId}`, SCHEDULE_SAVE_RULE, now);
}
