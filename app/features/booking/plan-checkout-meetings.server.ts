import { randomUUID } from "node:crypto";
import type { DbOrTx } from "~/db/db.server";
import { AppError, type AppErrorCode } from "~/lib/errors";
import { meetingPath, requestedMeetings, type CheckoutMeeting, type CheckoutRequest } from "./checkout-request";
import { getBookingMentor, type BookingMentor } from "./get-booking-mentor.server";
import { getBookingWindowOverrides, getWeeklyHours } from "./list-free-slots.server";
import { sessionPriceCents } from "./session-types";
import { checkSlot, type DateOverride, type WeeklyHour } from "./slots";

// The checkout's rules for each requested meeting (spec §5): a listed mentor, a session type they
// offer, one of their hours (weekly, less blocked dates, plus extra hours on a date), 2 days to 8 weeks ahead, no slot twice. A refusal names the
// field it is about ("items.2.time") so the API can show it there.

export interface PlannedMeeting {
  meetingId: string;
  itemId: string;
  request: CheckoutMeeting;
  mentor: BookingMentor;
  startsAt: Date;
  listPriceCents: number;
}

/** Each requested meeting checked and priced from the database, in request order. */
export async function planCheckoutMeetings(db: DbOrTx, request: CheckoutRequest, now: Date): Promise<PlannedMeeting[]> {
  const wanted = requestedMeetings(request);
  const mentorIds = [...new Set(wanted.map((m) => m.mentorId))];
  const mentors = new Map<string, { mentor: BookingMentor; hours: WeeklyHour[]; overrides: DateOverride[] }>();
  await Promise.all(
    mentorIds.map(async (id) => {
      const [mentor, hours, overrides] = await Promise.all([getBookingMentor(db, id), getWeeklyHours(db, id), getBookingWindowOverrides(db, id, now)]);
      if (mentor && hours) mentors.set(id, { mentor, hours, overrides });
    }),
  );

  const seen = new Set<string>();
  return wanted.map((meeting, index) => {
    const path = meetingPath(request, index);
    const refuse = (code: AppErrorCode, field: string) => new AppError(code, { field: `${path}.${field}` });
    const found = mentors.get(meeting.mentorId);
    if (!found) throw refuse("mentor_not_found", "mentorId");
    const { mentor, hours, overrides } = found;
    if (!mentor.sessionTypes.includes(meeting.sessionType)) throw refuse("session_type_not_offered", "sessionType");
    const slot = checkSlot(hours, overrides, { date: meeting.date, time: meeting.time, now });
    if ("refusal" in slot) throw refuse(slot.refusal, "time");
    const key = `${mentor.id}@${slot.startsAt.getTime()}`;
    if (seen.has(key)) throw refuse("duplicate_slot", "time");
    seen.add(key);
    return {
      meetingId: randomUUID(),
      itemId: randomUUID(),
      request: meeting,
      mentor,
      startsAt: slot.startsAt,
      listPriceCents: sessionPriceCents(mentor, meeting.sessionType),
    };
  });
}
