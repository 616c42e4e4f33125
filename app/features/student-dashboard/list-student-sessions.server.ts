import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, mentorProfiles, refunds, users } from "~/db/schema";
import type { MeetingStatus } from "~/db/schema/meetings";
import type { RefundReason, RefundStatus } from "~/db/schema/payments";
import { countsAsHeld, guaranteeAnswer } from "~/features/meeting-lifecycle/request-guarantee-refund.server";
import { guaranteeEndsAt, withinChangeWindow } from "~/features/meetings/meeting-transitions";
import type { SessionType } from "~/lib/session-types";
import { shortName } from "~/lib/names";
import { isJoinOpen, isSessionOver, joinOpensAt } from "./session-times";

/** Paid meetings that still stand (not cancelled or expired): what a student bought. */
export const boughtStatuses = ["scheduled", "completed"] as const;

/** What My Sessions lists: every paid meeting but a lapsed hold, cancelled and refunded ones labelled. */
export const listedStatuses = ["scheduled", "completed", "cancelled", "refunded", "no_show"] as const satisfies readonly MeetingStatus[];
export type ListedStatus = (typeof listedStatuses)[number];

export interface SessionRefund {
  reason: RefundReason;
  status: RefundStatus;
  amountCents: number;
  /** The student's words for a guarantee claim. */
  studentNote: string | null;
  /** The admin's note on deciding a guarantee claim. */
  decisionNote: string | null;
  refundedAt: Date | null;
}

export interface StudentSession {
  id: string;
  type: SessionType;
  status: ListedStatus;
  startsAt: Date;
  major: string;
  expectations: string;
  mentor: { id: string; name: string; photoId: string | null; college: string };
  /** Upcoming sessions include one in progress; a cancelled or refunded one is never upcoming. */
  upcoming: boolean;
  /** Started and not over yet. */
  inProgress: boolean;
  /** The video link, only while it can be used (15 minutes before the start until the end). */
  meetLink: string | null;
  /** The join window is open but the link is still being made (the delivery job runs after payment). */
  linkPending: boolean;
  /** From when the link can be used. */
  joinOpensAt: Date;
  /** What was paid for this session's basket item (after any basket discount); null when nothing was. */
  paidCents: number | null;
  /** Not started yet: the student may cancel (refunded only while `changeable`). */
  cancellable: boolean;
  /** At least 24 hours before the start: the student may reschedule, or cancel with a full refund. */
  changeable: boolean;
  cancelledBy: "student" | "mentor" | null;
  /** The session's latest refund (a declined guarantee claim included). */
  refund: SessionRefund | null;
  /** The satisfaction guarantee may be claimed now (first completed session with the mentor, within 30 days, no claim yet). */
  guaranteeEligible: boolean;
  /** The last instant the guarantee may be claimed, for an eligible session. */
  guaranteeEndsAt: Date | null;
}

export interface StudentSessions {
  upcoming: StudentSession[];
  past: StudentSession[];
}

/**
 * The student's paid meetings: upcoming first (soonest first), then past, cancelled and refunded
 * ones (latest first). Only this student's, only paid ones; the video link is handed out only
 * while it can be used.
 */
export async function listStudentSessions(db: DbOrTx, { studentId, now }: { studentId: string; now: Date }): Promise<StudentSessions> {
  // The same item startRefund gives back: the meeting's basket item of a paid checkout.
  const paidCents = sql<number | null>`(
    select ${checkoutItems.amountCents} from ${checkoutItems}
    inner join ${checkouts} on ${checkouts.id} = ${checkoutItems.checkoutId} and ${checkouts.status} = 'paid'
    where ${checkoutItems.meetingId} = ${meetings.id}
    limit 1
  )`.mapWith(Number);
  const rows = await db
    .select({
      id: meetings.id,
      type: meetings.type,
      status: meetings.status,
      isPaid: meetings.isPaid,
      startsAt: meetings.startsAt,
      major: meetings.major,
      expectations: meetings.expectations,
      meetLink: meetings.meetLink,
      cancelledBy: meetings.cancelledBy,
      mentorId: meetings.mentorId,
      mentorName: users.name,
      photoId: mentorProfiles.photoId,
      college: mentorProfiles.college,
      paidCents,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, meetings.mentorId))
    .where(and(eq(meetings.studentId, studentId), eq(meetings.isPaid, true), inArray(meetings.status, listedStatuses)))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));

  const refundsByMeeting = await latestRefunds(
    db,
    rows.map((row) => row.id),
  );
  const eligible = guaranteeEligibleMeetings(rows, now);

  const sessions: StudentSession[] = rows.map((row) => {
    const status = row.status as ListedStatus;
    const standing = status === "scheduled" || status === "completed";
    const open = standing && isJoinOpen(row.startsAt, now);
    const notStarted = status === "scheduled" && row.startsAt.getTime() > now.getTime();
    const refund = refundsByMeeting.get(row.id) ?? null;
    const guarantee = eligible.has(row.id) && refund === null;
    return {
      id: row.id,
      type: row.type,
      status,
      startsAt: row.startsAt,
      major: row.major,
      expectations: row.expectations,
      mentor: { id: row.mentorId, name: shortName(row.mentorName), photoId: row.photoId, college: row.college },
      upcoming: standing && !isSessionOver(row.startsAt, now),
      inProgress: standing && row.startsAt.getTime() <= now.getTime() && !isSessionOver(row.startsAt, now),
      meetLink: open ? row.meetLink : null,
      linkPending: open && !row.meetLink,
      joinOpensAt: joinOpensAt(row.startsAt),
      paidCents: row.paidCents,
      cancellable: notStarted,
      changeable: notStarted && withinChangeWindow(row.startsAt, now),
      cancelledBy: row.cancelledBy,
      refund,
      guaranteeEligible: guarantee,
      guaranteeEndsAt: guarantee ? guaranteeEndsAt(row.startsAt) : null,
    };
  });
  return {
    upcoming: sessions.filter((s) => s.upcoming),
    past: sessions.filter((s) => !s.upcoming).reverse(),
  };
}

/** Each meeting's latest refund: a declined claim stays visible until a later one replaces it. */
async function latestRefunds(db: DbOrTx, meetingIds: string[]): Promise<Map<string, SessionRefund>> {
  const latest = new Map<string, SessionRefund>();
  if (meetingIds.length === 0) return latest;
  const rows = await db
    .select({
      meetingId: refunds.meetingId,
      reason: refunds.reason,
      status: refunds.status,
      amountCents: refunds.amountCents,
      studentNote: refunds.studentNote,
      decisionNote: refunds.decisionNote,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(inArray(refunds.meetingId, meetingIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  for (const { meetingId, ...refund } of rows) {
    if (!latest.has(meetingId)) latest.set(meetingId, refund);
  }
  return latest;
}

/**
 * The sessions the guarantee covers now, by the guarantee's own rule. The rows are all of the
 * student's paid sessions in time order, so each mentor's first held one is found among them.
 */
function guaranteeEligibleMeetings(rows: { id: string; status: MeetingStatus; isPaid: boolean; startsAt: Date; mentorId: string }[], now: Date): Set<string> {
  const firstHeld = new Map<string, string>();
  for (const row of rows) {
    if (!firstHeld.has(row.mentorId) && countsAsHeld(row, now)) firstHeld.set(row.mentorId, row.id);
  }
  return new Set(rows.filter((row) => guaranteeAnswer(row, firstHeld.get(row.mentorId), now) === "eligible").map((row) => row.id));
}
