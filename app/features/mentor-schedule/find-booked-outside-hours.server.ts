import { and, asc, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, users } from "~/db/schema";
import { getDateOverrides, getWeeklyHours, takesSlot } from "~/features/booking/list-free-slots.server";
import { offersHour, utcToEasternSlot } from "~/features/booking/slots";
import { shortName } from "~/lib/names";
import type { BookedOutsideHours } from "./schedule-types";

/**
 * The mentor's upcoming booked sessions (paid, or held and not yet expired) at an hour their
 * availability no longer offers. They stay booked: a change of hours never drops a meeting; the
 * mentor is told so they can keep the time or arrange another with the student.
 */
export async function findBookedOutsideHours(db: DbOrTx, mentorId: string, now = new Date()): Promise<BookedOutsideHours[]> {
  const booked = await db
    .select({ id: meetings.id, startsAt: meetings.startsAt, type: meetings.type, isPaid: meetings.isPaid, studentName: users.name })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.studentId))
    .where(and(eq(meetings.mentorId, mentorId), gte(meetings.startsAt, now), takesSlot(now)))
    .orderBy(asc(meetings.startsAt));
  if (booked.length === 0) return [];
  const first = utcToEasternSlot(booked[0]!.startsAt).date;
  const last = utcToEasternSlot(booked.at(-1)!.startsAt).date;
  const [weekly, overrides] = await Promise.all([getWeeklyHours(db, mentorId), getDateOverrides(db, mentorId, first, last)]);
  return booked.flatMap((meeting) => {
    const slot = utcToEasternSlot(meeting.startsAt);
    const hour = Number(slot.time.slice(0, 2));
    if (slot.time.endsWith(":00") && offersHour(weekly ?? [], overrides, slot.date, slot.weekday, hour)) return [];
    return [{ meetingId: meeting.id, date: slot.date, time: slot.time, studentName: shortName(meeting.studentName), type: meeting.type, paid: meeting.isPaid }];
  });
}
