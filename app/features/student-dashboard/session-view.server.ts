import { intlLocale, type Locale } from "~/lib/i18n";
import { zonedDateTimeFormat } from "~/lib/time-zone";
import type { DbOrTx } from "~/db/db.server";
import { EASTERN_TIME_ZONE, readerTimeZone } from "~/features/meetings/meeting-email.server";
import { listStudentSessions, type StudentSession, type StudentSessions } from "./list-student-sessions.server";
import type { JoinState, SessionRefundView, SessionView, SessionViews } from "./session-view-types";

export function sessionCalendarPath(meetingId: string): string {
  return `/student-dashboard/sessions/${meetingId}/invite.ics`;
}

function sessionFormat(locale: Locale, timeZone: string) {
  const chinese = locale === "zh";
  return zonedDateTimeFormat(intlLocale(locale), {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: chinese ? "2-digit" : "numeric",
    minute: "2-digit",
    hour12: !chinese,
    timeZone,
  });
}

/**
 * Writes the times out on the server, in the reader's language and zone: the browser then shows
 * exactly what the server rendered (no second formatting that could differ after hydration).
 */
export function sessionViews(sessions: StudentSessions, { locale, zone }: { locale: Locale; zone: string }): SessionViews {
  const eastern = sessionFormat(locale, EASTERN_TIME_ZONE);
  const local = zone === EASTERN_TIME_ZONE ? null : sessionFormat(locale, zone);
  const day = new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "short", day: "numeric", timeZone: zone });
  const view = (session: StudentSession): SessionView => ({
    id: session.id,
    type: session.type,
    status: session.status,
    startsAt: session.startsAt.toISOString(),
    major: session.major,
    expectations: session.expectations,
    mentor: session.mentor,
    eastern: eastern.format(session.startsAt),
    local: local ? local.format(session.startsAt) : null,
    zone,
    join: joinState(session, local ?? eastern),
    inProgress: session.inProgress,
    calendarPath: sessionCalendarPath(session.id),
    paidCents: session.paidCents,
    cancellable: session.cancellable,
    changeable: session.changeable,
    cancelledBy: session.cancelledBy,
    refund: session.refund ? refundView(session.refund, day) : null,
    guarantee: session.guaranteeEndsAt ? { until: day.format(session.guaranteeEndsAt) } : null,
  });
  return { upcoming: sessions.upcoming.map(view), past: sessions.past.map(view) };
}

function refundView(refund: NonNullable<StudentSession["refund"]>, day: Intl.DateTimeFormat): SessionRefundView {
  return {
    reason: refund.reason,
    status: refund.status,
    amountCents: refund.amountCents,
    decisionNote: refund.decisionNote,
    refundedAt: refund.refundedAt ? day.format(refund.refundedAt) : null,
  };
}

function joinState(session: StudentSession, format: { format(instant: Date): string }): JoinState {
  if (!session.upcoming) return { state: "over" };
  if (session.meetLink) return { state: "open", link: session.meetLink };
  if (session.linkPending) return { state: "pending" };
  return { state: "later", opensAt: format.format(session.joinOpensAt) };
}

/** The student's sessions as the dialog shows them, in the reader's language and own zone. */
export async function readStudentSessions(
  db: DbOrTx,
  input: { studentId: string; now: Date; locale: Locale; timeZone: string | null | undefined },
): Promise<SessionViews> {
  const sessions = await listStudentSessions(db, input);
  return sessionViews(sessions, { locale: input.locale, zone: readerTimeZone({ locale: input.locale, timeZone: input.timeZone ?? null }) });
}
