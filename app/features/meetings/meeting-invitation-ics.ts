export interface CalendarPerson {
  name: string;
  email: string;
}

export interface MeetingInvitation {
  /** Stable per meeting, so a re-sent invitation updates the same calendar entry. */
  uid: string;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The video link: URL and LOCATION; both left out while there is none yet. */
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** DTSTAMP: when the invitation was made. */
  createdAt: Date;
  /**
   * REQUEST (the default) for an invitation sent by email; PUBLISH for a file the user downloads
   * and adds to their calendar themselves; CANCEL when the meeting was cancelled.
   */
  method?: "REQUEST" | "PUBLISH" | "CANCEL";
  /** Raised by each change sent: calendars keep the highest SEQUENCE of a UID. */
  sequence?: number;
  cancelled?: boolean;
}

const MAX_LINE_OCTETS = 75;

/** An iCalendar (RFC 5545) invitation: one VEVENT, CRLF line endings, folded lines. */
export function meetingInvitationIcs(invitation: MeetingInvitation): string {
  return calendarIcs([invitation], { method: invitation.method ?? "REQUEST" });
}

/**
 * A calendar of several meetings, e.g. a subscribed feed: `name` becomes X-WR-CALNAME (the name
 * Google, Apple and Outlook show for it) and `refreshMinutes` asks subscribers to poll that often.
 */
export function calendarIcs(
  events: MeetingInvitation[],
  options: { method: "REQUEST" | "PUBLISH" | "CANCEL"; name?: string; refreshMinutes?: number },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Unibridge//Meetings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `NAME:${escapeText(options.name)}`] : []),
    ...(options.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`]
      : []),
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function eventLines(invitation: MeetingInvitation): string[] {
  const endsAt = new Date(invitation.startsAt.getTime() + invitation.durationMinutes * 60_000);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(invitation.uid)}`,
    `DTSTAMP:${utcDateTime(invitation.createdAt)}`,
    `DTSTART:${utcDateTime(invitation.startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    ...(invitation.url ? [`LOCATION:${escapeText(invitation.url)}`, `URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    ...invitation.attendees.map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${a.email}`,
    ),
    `SEQUENCE:${invitation.sequence ?? 0}`,
    `STATUS:${invitation.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** 20260309T140000Z */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

// A parameter value may not contain DQUOTE or control characters, and is quoted when it holds
// ":", ";" or ",".
function paramValue(value: string): string {
  const clean = value.replace(/["\p{Cc}]/gu, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
