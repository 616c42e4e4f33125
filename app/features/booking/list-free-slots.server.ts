import { and, asc, eq, gt, gte, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, mentorAvailability, mentorDateOverrides, mentorProfiles, users } from "~/db/schema";
import { bookingWindow, buildSlotWeeks, utcToEasternSlot, type DateOverride, type SlotWeek, type WeeklyHour } from "./slots";

/**
 * Meetings that take a slot at `now`: active (the statuses of the unique index) and either paid
 * or still held. The status test is spelled as the index predicate so meetings_mentor_slot_active
 * serves the lookup.
 */
export function takesSlot(now: Date) {
  return and(
    sql`${meetings.status} in ('scheduled', 'completed')`,
    or(eq(meetings.isPaid, true), gt(meetings.holdExpiresAt, now)),
  );
}

/** A listed mentor's weekly hours; null when the mentor is unknown or disabled. */
export async function getWeeklyHours(db: DbOrTx, mentorId: string): Promise<WeeklyHour[] | null> {
  const rows = await db
    .select({ weekday: mentorAvailability.weekday, hour: mentorAvailability.hour })
    .from(mentorProfiles)
    .innerJoin(users, and(eq(users.id, mentorProfiles.userId), eq(users.disabled, false)))
    .leftJoin(mentorAvailability, eq(mentorAvailability.mentorId, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, mentorId));
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.weekday === null || r.hour === null ? [] : [{ weekday: r.weekday, hour: r.hour }]));
}

/** A mentor's date overrides from one Eastern date to another (both included), by date. */
export async function getDateOverrides(db: DbOrTx, mentorId: string, fromDate: string, toDate: string): Promise<DateOverride[]> {
  const rows = await db
    .select({ date: mentorDateOverrides.date, kind: mentorDateOverrides.kind, hours: mentorDateOverrides.hours })
    .from(mentorDateOverrides)
    .where(and(eq(mentorDateOverrides.mentorId, mentorId), gte(mentorDateOverrides.date, fromDate), lte(mentorDateOverrides.date, toDate)))
    .orderBy(asc(mentorDateOverrides.date));
  return rows.map((r) => (r.kind === "blocked" ? { date: r.date, kind: "blocked" } : { date: r.date, kind: "extra", hours: r.hours }));
}

/** The overrides that can matter for slots in the booking window at `now`. */
export function getBookingWindowOverrides(db: DbOrTx, mentorId: string, now: Date): Promise<DateOverride[]> {
  const { from, to } = bookingWindow(now);
  return getDateOverrides(db, mentorId, utcToEasternSlot(from).date, utcToEasternSlot(to).date);
}

/** Start instants of a mentor's taken slots inside the booking window (an index range scan on meetings_mentor_slot_active). */
export function selectTakenStarts(db: DbOrTx, mentorId: string, now: Date) {
  const { from, to } = bookingWindow(now);
  return db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(and(eq(meetings.mentorId, mentorId), gte(meetings.startsAt, from), lt(meetings.startsAt, to), takesSlot(now)))
    .orderBy(asc(meetings.startsAt));
}

/** The 8 weekly pages of a mentor's free slots (spec §5); null for an unknown or disabled mentor. */
export async function listFreeSlots(db: DbOrTx, mentorId: string, now = new Date()): Promise<SlotWeek[] | null> {
  const [availability, overrides] = await Promise.all([getWeeklyHours(db, mentorId), getBookingWindowOverrides(db, mentorId, now)]);
  if (!availability) return null;
  const opensAny = availability.length > 0 || overrides.some((o) => o.kind === "extra");
  const taken = opensAny ? await selectTakenStarts(db, mentorId, now) : [];
  return buildSlotWeeks({ availability, overrides, takenStarts: taken.map((t) => t.startsAt), now });
}
