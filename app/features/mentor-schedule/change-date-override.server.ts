import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { mentorDateOverrides } from "~/db/schema";
import { addCalendarDays, utcToEasternSlot } from "~/features/booking/slots";
import { AppError } from "~/lib/errors";
import { rangesToHours } from "./availability-rules";
import { findBookedOutsideHours } from "./find-booked-outside-hours.server";
import type { BookedOutsideHours } from "./schedule-types";
import { lockMentorProfile } from "./lock-mentor-profile.server";
import { OVERRIDE_MAX_DAYS_AHEAD, type DateOverrideInput } from "./schedule-schemas";

/** A mentor keeps at most this many upcoming date overrides. */
export const MAX_UPCOMING_OVERRIDES = 100;

/**
 * Blocks a whole Eastern date, or opens extra hours on it (added to extra hours already opened
 * there; blocking replaces them, and opening hours on a blocked date unblocks it). Dates from
 * today (Eastern) to a year ahead. Booked sessions are never touched; the answer lists those
 * that now fall outside the mentor's hours.
 */
export async function setDateOverride(db: Db, mentorId: string, input: DateOverrideInput, now = new Date()): Promise<{ outside: BookedOutsideHours[] }> {
  const today = utcToEasternSlot(now).date;
  if (input.date < today || input.date > addCalendarDays(today, OVERRIDE_MAX_DAYS_AHEAD)) throw new AppError("date_override_out_of_range");
  await db.transaction(async (tx) => {
    await lockMentorProfile(tx, mentorId);
    // Past dates no longer matter to anyone.
    await tx.delete(mentorDateOverrides).where(and(eq(mentorDateOverrides.mentorId, mentorId), lt(mentorDateOverrides.date, today)));
    const [existing] = await tx
      .select({ kind: mentorDateOverrides.kind, hours: mentorDateOverrides.hours })
      .from(mentorDateOverrides)
      .where(and(eq(mentorDateOverrides.mentorId, mentorId), eq(mentorDateOverrides.date, input.date)));
    if (!existing) {
      const [upcoming] = await tx.select({ n: count() }).from(mentorDateOverrides).where(and(eq(mentorDateOverrides.mentorId, mentorId), gte(mentorDateOverrides.date, today)));
      if ((upcoming?.n ?? 0) >= MAX_UPCOMING_OVERRIDES) throw new AppError("too_many_date_overrides", { max: MAX_UPCOMING_OVERRIDES });
    }
    const hours =
      input.kind === "blocked"
        ? []
        : rangesToHours([{ start: input.start, end: input.end }, ...(existing?.kind === "extra" ? existing.hours.map((h) => ({ start: h, end: h + 1 })) : [])]);
    const row = { kind: input.kind, hours, updatedAt: now };
    await tx
      .insert(mentorDateOverrides)
      .values({ mentorId, date: input.date, ...row })
      .onConflictDoUpdate({ target: [mentorDateOverrides.mentorId, mentorDateOverrides.date], set: row });
  });
  return { outside: await findBookedOutsideHours(db, mentorId, now) };
}

/** Takes a date's override away: the date follows the weekly hours again. Removing none is not an error (a repeat). */
export async function removeDateOverride(db: Db, mentorId: string, date: string, now = new Date()): Promise<{ outside: BookedOutsideHours[] }> {
  await db.transaction(async (tx) => {
    await lockMentorProfile(tx, mentorId);
    await tx.delete(mentorDateOverrides).where(and(eq(mentorDateOverrides.mentorId, mentorId), eq(mentorDateOverrides.date, date)));
  });
  return { outside: await findBookedOutsideHours(db, mentorId, now) };
}
