import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { meetings, users } from "~/db/schema";
import { invitationOrganizer, participantInvitationIcs } from "~/features/meetings/participant-invitation.server";
import type { Locale } from "~/lib/i18n";
import { shortName } from "~/lib/names";
import { boughtStatuses } from "./list-student-sessions.server";

export interface SessionCalendarFile {
  filename: string;
  ics: string;
}

/**
 * The .ics of one of the student's own paid sessions (the same calendar event as the email's
 * invitation); null for anyone else's meeting, an unpaid one, or none at all: the caller cannot
 * tell which, so nobody learns that someone else's meeting exists.
 */
export async function getSessionCalendarFile(
  db: DbOrTx,
  input: { meetingId: string; studentId: string; locale: Locale; appUrl: string; mailFrom?: string; now: Date },
): Promise<SessionCalendarFile | null> {
  const [meeting] = await db
    .select({ id: meetings.id, type: meetings.type, startsAt: meetings.startsAt, meetLink: meetings.meetLink, sequence: meetings.sequence, mentorId: meetings.mentorId })
    .from(meetings)
    .where(
      and(eq(meetings.id, input.meetingId), eq(meetings.studentId, input.studentId), eq(meetings.isPaid, true), inArray(meetings.status, boughtStatuses)),
    );
  if (!meeting) return null;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [input.studentId, meeting.mentorId]));
  const person = (id: string) => {
    const found = people.find((p) => p.id === id);
    if (!found) throw new Error(`meeting ${meeting.id}: user ${id} not found`);
    return { name: shortName(found.name), email: found.email };
  };
  const ics = participantInvitationIcs({
    reader: "student",
    locale: input.locale,
    meeting,
    student: person(input.studentId),
    mentor: person(meeting.mentorId),
    organizer: invitationOrganizer(input),
    now: input.now,
    method: "PUBLISH",
  });
  const day = meeting.startsAt.toISOString().slice(0, 10);
  return { filename: `unibridge-session-${day}.ics`, ics };
}
