import type { Locale } from "~/lib/i18n";
import { serverPageT } from "~/lib/page-strings.server";
import { SESSION_MINUTES, type SessionType } from "~/lib/session-types";
import { meetingInvitationIcs, type CalendarPerson, type MeetingInvitation } from "./meeting-invitation-ics";

export interface ParticipantInvitationInput {
  reader: "student" | "mentor";
  /** The reader's language. */
  locale: Locale;
  meeting: { id: string; type: SessionType; startsAt: Date; meetLink: string | null; sequence?: number };
  /** Named as the site shows people: first name and last initial. */
  student: CalendarPerson;
  mentor: CalendarPerson;
  organizer: CalendarPerson;
  now: Date;
  /** REQUEST for the email's invitation, PUBLISH for a file downloaded from the dashboard, CANCEL when cancelled. */
  method?: "REQUEST" | "PUBLISH" | "CANCEL";
}

/**
 * A participant's calendar entry for a meeting, in their language. One UID per meeting, so the
 * email's invitation and a file added later from the dashboard are the same calendar event.
 */
export function participantInvitationIcs(input: ParticipantInvitationInput): string {
  return meetingInvitationIcs(participantInvitation(input));
}

/** The calendar event behind `participantInvitationIcs`, for a feed that lists many of them. */
export function participantInvitation(input: ParticipantInvitationInput): MeetingInvitation {
  const { meeting } = input;
  const t = serverPageT(input.locale, "meetings");
  const type = t(`types.${meeting.type}`);
  const other = input.reader === "student" ? input.mentor : input.student;
  return {
    uid: `meeting-${meeting.id}@unibridge`,
    startsAt: meeting.startsAt,
    durationMinutes: SESSION_MINUTES,
    summary: t("invitation.summary", { type, name: other.name }),
    description: meeting.meetLink
      ? t("invitation.description", { type, name: other.name, link: meeting.meetLink })
      : t("invitation.descriptionNoLink", { type, name: other.name }),
    url: meeting.meetLink ?? undefined,
    organizer: input.organizer,
    attendees: [input.student, input.mentor].map(({ name, email }) => ({ name, email })),
    createdAt: input.now,
    method: input.method,
    sequence: meeting.sequence ?? 0,
    cancelled: input.method === "CANCEL",
  };
}

/** The invitation's organizer: the From address of the app's mail ("Unibridge <no-reply@…>"). */
export function invitationOrganizer({ appUrl, mailFrom }: { appUrl: string; mailFrom?: string }): CalendarPerson {
  const match = mailFrom ? /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom) : null;
  if (match?.[2]) return { name: match[1] || "Unibridge", email: match[2] };
  if (mailFrom?.includes("@")) return { name: "Unibridge", email: mailFrom.trim() };
  return { name: "Unibridge", email: `no-reply@${new URL(appUrl).hostname}` };
}
