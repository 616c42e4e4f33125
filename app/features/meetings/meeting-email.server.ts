import { SESSION_MINUTES, type SessionType } from "~/lib/session-types";
import type { OutgoingEmail } from "~/features/email/enqueue-email.server";
import { htmlLang, type Locale } from "~/lib/i18n";
import { serverPageT } from "~/lib/page-strings.server";
import { canonicalTimeZone } from "~/lib/time-zone";
import type { CalendarPerson } from "./meeting-invitation-ics";
import { participantInvitationIcs } from "./participant-invitation.server";
import { escapeHtml } from "~/lib/escape-html";
import { shortName } from "~/lib/names";

export const EASTERN_TIME_ZONE = "America/New_York";
/** The reader's zone when their browser never reported one: where users of that language mostly live. */
const defaultZones: Record<Locale, string> = { en: EASTERN_TIME_ZONE, zh: "Asia/Shanghai" };

export interface MeetingParticipant {
  name: string;
  email: string;
  locale: Locale;
  /** IANA zone reported by the browser; null when never reported. */
  timeZone: string | null;
}

export interface MeetingEmailInput {
  reader: "student" | "mentor";
  meeting: { id: string; type: SessionType; startsAt: Date; meetLink: string; major: string; expectations: string; sequence?: number };
  student: MeetingParticipant;
  mentor: MeetingParticipant;
  organizer: CalendarPerson;
  appUrl: string;
  now: Date;
}

/** The confirmation a participant gets: in their language, times in US Eastern and their own zone, an .ics invitation. */
export function meetingEmail(input: MeetingEmailInput): OutgoingEmail {
  const { reader, meeting } = input;
  // People are named as the site shows them: first name and last initial.
  const student = { ...input.student, name: shortName(input.student.name) };
  const mentor = { ...input.mentor, name: shortName(input.mentor.name) };
  const person = reader === "student" ? student : mentor;
  const other = reader === "student" ? mentor : student;
  const t = serverPageT(person.locale, "meetings");
  const type = t(`types.${meeting.type}`);
  const zone = readerTimeZone(person);

  const details: [string, string][] = [
    [t("email.labels.type"), type],
    [t("email.labels.mentor"), mentor.name],
    [t("email.labels.student"), student.name],
    [t("email.labels.eastern"), formatInstant(meeting.startsAt, EASTERN_TIME_ZONE, person.locale)],
    ...(zone === EASTERN_TIME_ZONE
      ? []
      : [[t("email.labels.local", { zone }), formatInstant(meeting.startsAt, zone, person.locale)] as [string, string]]),
    [t("email.labels.duration"), t("email.duration", { minutes: SESSION_MINUTES })],
    [t("email.labels.major"), meeting.major],
    [t("email.labels.goals"), meeting.expectations],
    [t("email.labels.link"), meeting.meetLink],
  ];
  const greeting = t("email.greeting", { name: person.name });
  const intro = t(`email.intro.${reader}`, { name: other.name, type });
  const dashboardUrl = dashboardLink(input.appUrl, reader);

  const text = [
    greeting,
    "",
    intro,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    t("email.joinHint"),
    meeting.meetLink,
    "",
    t("email.calendar"),
    t("email.dashboard", { url: dashboardUrl }),
    "",
    t("email.signoff"),
  ].join("\n");

  const ics = participantInvitationIcs({
    reader,
    locale: person.locale,
    meeting,
    student,
    mentor,
    organizer: input.organizer,
    now: input.now,
  });

  return {
    to: person.email,
    subject: t(`email.subject.${reader}`, { name: other.name }),
    text,
    html: meetingEmailHtml({
      locale: person.locale,
      greeting,
      paragraphs: [intro],
      details,
      join: { hint: t("email.joinHint"), label: t("email.join"), url: meeting.meetLink },
      notes: [t("email.calendar")],
      dashboard: { text: t("email.dashboard", { url: "" }), url: dashboardUrl },
      signoff: t("email.signoff"),
    }),
    attachments: [
      { filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: Buffer.from(ics, "utf8").toString("base64") },
    ],
    meetingId: meeting.id,
  };
}

/** Where the email's dashboard link goes: the student's opens My Sessions. */
export function dashboardLink(appUrl: string, reader: "student" | "mentor"): string {
  return reader === "student" ? `${appUrl}/student-dashboard?sessions=open` : `${appUrl}/mentor-dashboard`;
}

export function readerTimeZone(person: Pick<MeetingParticipant, "locale" | "timeZone">): string {
  return (person.timeZone && canonicalTimeZone(person.timeZone)) || defaultZones[person.locale];
}

/** "Monday, March 9, 2026 at 10:00 AM Eastern Daylight Time" / "2026年3月9日星期一 北美东部夏令时间 10:00". */
export function formatInstant(instant: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "long",
  }).format(instant);
}

export interface MeetingEmailHtml {
  locale: Locale;
  greeting: string;
  paragraphs: string[];
  details: [string, string][];
  /** The video call button, with the line above it. */
  join?: { hint: string; label: string; url: string };
  notes: string[];
  dashboard: { text: string; url: string };
  signoff: string;
}

/** The HTML of every meeting email: a greeting, paragraphs, a details table, the call button, notes. */
export function meetingEmailHtml(parts: MeetingEmailHtml): string {
  const rows = parts.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const note = (text: string) => `<p style="margin:0 0 8px;font-size:14px;color:#475569">${escapeHtml(text)}</p>`;
  const join = parts.join
    ? `${note(parts.join.hint)}
<p style="margin:0 0 24px"><a href="${escapeHtml(parts.join.url)}" style="display:inline-block;background:#2f4499;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(parts.join.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${htmlLang(parts.locale)}">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${paragraph(parts.greeting)}
${parts.paragraphs.map(paragraph).join("\n")}
<table style="margin:0 0 24px;font-size:14px;line-height:1.4;border-collapse:collapse">
${rows}
</table>
${join}
${parts.notes.map(note).join("\n")}
<p style="margin:16px 0 24px;font-size:14px;color:#475569">${escapeHtml(parts.dashboard.text)}<a href="${escapeHtml(parts.dashboard.url)}" style="color:#2f4499">${escapeHtml(parts.dashboard.url)}</a></p>
<p style="margin:0;font-size:14px">${escapeHtml(parts.signoff)}</p>
</div>
</body>
</html>`;
}
