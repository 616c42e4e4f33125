import type { OutgoingEmail } from "~/features/email/enqueue-email.server";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";
import type { SessionType } from "~/lib/session-types";
import { formatUsd } from "~/ui/format-price";
import {
  dashboardLink,
  EASTERN_TIME_ZONE,
  formatInstant,
  meetingEmailHtml,
  readerTimeZone,
  type MeetingParticipant,
} from "./meeting-email.server";
import type { CalendarPerson } from "./meeting-invitation-ics";
import { participantInvitationIcs } from "./participant-invitation.server";

/** What changed, as the participants are told it. */
export type MeetingNotice =
  | { kind: "cancelled"; by: "student" | "mentor"; refundCents: number | null }
  | { kind: "rescheduled"; previousStartsAt: Date }
  | { kind: "reminder"; lead: "24h" | "1h" };

export interface MeetingNoticeInput {
  reader: "student" | "mentor";
  notice: MeetingNotice;
  meeting: { id: string; type: SessionType; startsAt: Date; meetLink: string | null; sequence: number };
  student: MeetingParticipant;
  mentor: MeetingParticipant;
  organizer: CalendarPerson;
  appUrl: string;
  now: Date;
}

/**
 * A cancellation, a new time or a reminder, in the reader's language with the time in US Eastern
 * and their own zone. A cancellation carries the calendar's CANCEL and a new time an updated
 * REQUEST, both with the meeting's raised SEQUENCE, so calendars change the same event.
 */
export function meetingNoticeEmail(input: MeetingNoticeInput): OutgoingEmail {
  const { reader, notice, meeting } = input;
  const student = { ...input.student, name: shortName(input.student.name) };
  const mentor = { ...input.mentor, name: shortName(input.mentor.name) };
  const person = reader === "student" ? student : mentor;
  const other = reader === "student" ? mentor : student;
  const t = serverPageT(person.locale, "meeting-emails");
  const m = serverPageT(person.locale, "meetings");
  const type = m(`types.${meeting.type}`);
  const zone = readerTimeZone(person);
  const when = (instant: Date) => formatInstant(instant, zone, person.locale);
  const vars = { name: other.name, type, when: when(meeting.startsAt) };

  const { subject, paragraphs } = noticeText(t, notice, reader, vars, when);
  const cancelled = notice.kind === "cancelled";
  const details: [string, string][] = [
    [m("email.labels.type"), type],
    [m(reader === "student" ? "email.labels.mentor" : "email.labels.student"), other.name],
    [m("email.labels.eastern"), formatInstant(meeting.startsAt, EASTERN_TIME_ZONE, person.locale)],
    ...(zone === EASTERN_TIME_ZONE ? [] : [[m("email.labels.local", { zone }), when(meeting.startsAt)] as [string, string]]),
    ...(notice.kind === "rescheduled" ? [[t("labels.previous"), formatInstant(notice.previousStartsAt, EASTERN_TIME_ZONE, person.locale)] as [string, string]] : []),
    ...(!cancelled && meeting.meetLink ? [[m("email.labels.link"), meeting.meetLink] as [string, string]] : []),
  ];
  const dashboardUrl = dashboardLink(input.appUrl, reader);
  const calendarNote = notice.kind === "reminder" ? null : t(cancelled ? "calendar.cancelled" : "calendar.updated");
  const notes = calendarNote ? [calendarNote] : [];
  const greeting = m("email.greeting", { name: person.name });
  const join = !cancelled && meeting.meetLink ? { hint: m("email.joinHint"), label: m("email.join"), url: meeting.meetLink } : undefined;

  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(join ? [join.hint, join.url, ""] : []),
    ...notes,
    m("email.dashboard", { url: dashboardUrl }),
    "",
    m("email.signoff"),
  ].join("\n");

  const ics =
    notice.kind === "reminder"
      ? null
      : participantInvitationIcs({
          reader,
          locale: person.locale,
          meeting,
          student,
          mentor,
          organizer: input.organizer,
          now: input.now,
          method: cancelled ? "CANCEL" : "REQUEST",
        });

  return {
    to: person.email,
    subject,
    text,
    html: meetingEmailHtml({
      locale: person.locale,
      greeting,
      paragraphs,
      details,
      join,
      notes,
      dashboard: { text: m("email.dashboard", { url: "" }), url: dashboardUrl },
      signoff: m("email.signoff"),
    }),
    attachments: ics
      ? [
          {
            filename: cancelled ? "cancel.ics" : "invite.ics",
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
            content: Buffer.from(ics, "utf8").toString("base64"),
          },
        ]
      : [],
  };
}

type Translate = ReturnType<typeof serverPageT>;

function noticeText(
  t: Translate,
  notice: MeetingNotice,
  reader: "student" | "mentor",
  vars: { name: string; type: string; when: string },
  when: (instant: Date) => string,
): { subject: string; paragraphs: string[] } {
  switch (notice.kind) {
    case "cancelled": {
      const own = notice.by === reader;
      const refund =
        reader === "student"
          ? notice.refundCents === null
            ? t("cancelled.noRefund")
            : t("cancelled.refund", { amount: formatUsd(notice.refundCents) })
          : notice.by === "mentor"
            ? t("cancelled.mentorOwn")
            : t("cancelled.slotFree");
      return {
        subject: t(`cancelled.subject.${reader}`, vars),
        paragraphs: [t(own ? "cancelled.byYou" : `cancelled.by.${notice.by}`, vars), refund, t(`cancelled.next.${reader}`)],
      };
    }
    case "rescheduled":
      return {
        subject: t(`rescheduled.subject.${reader}`, vars),
        paragraphs: [t(`rescheduled.intro.${reader}`, { ...vars, previous: when(notice.previousStartsAt) })],
      };
    case "reminder":
      return {
        subject: t(`reminder.subject.${notice.lead}`, vars),
        paragraphs: [t(`reminder.intro.${notice.lead}`, vars), t(`reminder.tip.${reader}`)],
      };
  }
}
