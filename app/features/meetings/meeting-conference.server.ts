import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema/meetings";
import { emailOutbox } from "~/db/schema/outbox";
import { users } from "~/db/schema/users";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";
import { SESSION_MINUTES } from "~/lib/session-types";

/** What a conference provider gets to put a paid meeting in the mentor's calendar. */
export interface ConferenceRequest {
  meetingId: string;
  mentorId: string;
  startsAt: Date;
  durationMinutes: number;
  /** In the mentor's language. */
  summary: string;
  description: string;
  student: { name: string; email: string };
}

/**
 * Makes the video meeting elsewhere (the server composes it: the mentor's Google Calendar) and
 * answers its link; null when the mentor has no such account. Must be idempotent per meeting.
 */
export type CreateConference = (request: ConferenceRequest, context: { now: Date; signal?: AbortSignal }) => Promise<string | null>;

/**
 * The conference link for a paid meeting not delivered yet, or null: already delivered (its link
 * stays), no provider for this mentor, or the provider failed (told to `onError`; the delivery
 * goes on with a Jitsi link, so a broken Google account never holds up the emails).
 */
export async function conferenceLinkFor(
  db: DbOrTx,
  meetingId: string,
  createConference: CreateConference,
  options: { now: Date; signal?: AbortSignal; onError?(error: unknown, meetingId: string): void },
): Promise<string | null> {
  const [meeting] = await db
    .select({ id: meetings.id, mentorId: meetings.mentorId, studentId: meetings.studentId, type: meetings.type, startsAt: meetings.startsAt, isPaid: meetings.isPaid, status: meetings.status, meetLink: meetings.meetLink, expectations: meetings.expectations })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!meeting || !meeting.isPaid || meeting.meetLink || (meeting.status !== "scheduled" && meeting.status !== "completed")) return null;
  const [queued] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId)).limit(1);
  if (queued) return null;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [meeting.studentId, meeting.mentorId]));
  const student = people.find((p) => p.id === meeting.studentId);
  const mentor = people.find((p) => p.id === meeting.mentorId);
  if (!student || !mentor) return null;
  const t = serverPageT(mentor.locale, "meetings");
  const type = t(`types.${meeting.type}`);
  const studentName = shortName(student.name);
  try {
    return await createConference(
      {
        meetingId,
        mentorId: meeting.mentorId,
        startsAt: meeting.startsAt,
        durationMinutes: SESSION_MINUTES,
        summary: t("invitation.summary", { type, name: studentName }),
        description: t("invitation.conferenceDescription", { type, name: studentName, goals: meeting.expectations }),
        student: { name: studentName, email: student.email },
      },
      { now: options.now, signal: options.signal },
    );
  } catch (error) {
    options.onError?.(error, meetingId);
    return null;
  }
}
