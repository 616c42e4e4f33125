import type { DbOrTx } from "~/db/db.server";
import { getCalendarEvent, insertCalendarEvent, type CalendarEvent } from "./google-api.server";
import type { GoogleCalendar } from "./google-calendar.server";
import { getGoogleAccessToken } from "./google-connection.server";

export interface MeetEventRequest {
  meetingId: string;
  mentorId: string;
  startsAt: Date;
  durationMinutes: number;
  /** In the mentor's language: the event is in their calendar. */
  summary: string;
  description: string;
  student: { name: string; email: string };
}

/**
 * The Google Calendar event id of a meeting: base32hex (digits and a-v), derived from the meeting
 * id, so a retried delivery finds the event it made before instead of making a second one.
 */
export function meetEventId(meetingId: string): string {
  return `unibridge${meetingId.replaceAll("-", "").toLowerCase()}`;
}

/**
 * Puts a paid meeting in the mentor's primary Google Calendar with a Google Meet conference and
 * the student as attendee; answers the Meet link, or null when the mentor has not connected
 * Google. Idempotent: the event id and the conference request id are the meeting's. Throws when
 * Google fails; the caller then uses another video link.
 */
export async function createMeetEvent(db: DbOrTx, google: GoogleCalendar, request: MeetEventRequest, now: Date, signal?: AbortSignal): Promise<string | null> {
  const accessToken = await getGoogleAccessToken(db, google, request.mentorId, now);
  if (!accessToken) return null;
  const id = meetEventId(request.meetingId);
  const inserted = await insertCalendarEvent(
    google.settings,
    accessToken,
    {
      id,
      summary: request.summary,
      description: request.description,
      startsAt: request.startsAt,
      endsAt: new Date(request.startsAt.getTime() + request.durationMinutes * 60_000),
      attendees: [{ email: request.student.email, displayName: request.student.name }],
      conferenceRequestId: request.meetingId,
    },
    signal,
  );
  let event: CalendarEvent = inserted === "exists" ? await getCalendarEvent(google.settings, accessToken, id, signal) : inserted;
  // Google may still be setting the conference up when it answers: look once more.
  if (!event.hangoutLink && event.status !== "cancelled") event = await getCalendarEvent(google.settings, accessToken, id, signal);
  if (event.status === "cancelled") throw new Error(`the Google event of meeting ${request.meetingId} was deleted`);
  if (!event.hangoutLink?.startsWith("https://")) throw new Error(`the Google event of meeting ${request.meetingId} has no Meet link`);
  return event.hangoutLink;
}
