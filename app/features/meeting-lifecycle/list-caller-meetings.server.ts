import { and, asc, eq, gt, ne, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { meetings } from "~/db/schema";
import { meetingState, type MeetingState } from "~/features/meetings/meeting-transitions";
import type { SessionType } from "~/lib/session-types";

// GET /api/v1/meetings: the caller's meetings for other clients, oldest first, paged by a cursor.

export const MEETING_PAGE_DEFAULT = 50;
export const MEETING_PAGE_MAX = 100;

/** Where a page ends: the last meeting's start and id (ties on the start are broken by id). */
interface MeetingCursor {
  startsAt: Date;
  id: string;
}

const cursorSchema = z
  .string()
  .max(200)
  .transform((value, ctx): MeetingCursor => {
    const cursor = decodeCursor(value);
    if (!cursor) ctx.addIssue({ code: "custom", message: "unreadable cursor" });
    return cursor ?? { startsAt: new Date(0), id: "" };
  });

export const meetingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MEETING_PAGE_MAX).default(MEETING_PAGE_DEFAULT),
  cursor: cursorSchema.optional(),
});

export type MeetingListQuery = z.output<typeof meetingListQuerySchema>;

/** Reads the query string; on failure `field` names the first parameter at fault. */
export function parseMeetingListQuery(params: URLSearchParams): { ok: true; query: MeetingListQuery } | { ok: false; field: string } {
  const parsed = meetingListQuerySchema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, field: String(parsed.error.issues[0]?.path[0] ?? "query") };
}

export interface CallerMeeting {
  id: string;
  mentorId: string;
  studentId: string;
  status: MeetingState;
  isPaid: boolean;
  /** UTC, ISO 8601. */
  startsAt: string;
  type: SessionType;
  /** Only while the meeting is paid or completed: the room of a cancelled one is not handed out. */
  meetLink: string | null;
}

export interface CallerMeetingPage {
  meetings: CallerMeeting[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface ListCallerMeetingsInput {
  caller: { id: string; role: "student" | "mentor" };
  query: MeetingListQuery;
  now: Date;
}

/**
 * A student's meetings as student or a mentor's as mentor, by start. Paid meetings in whatever
 * state they reached; a student also sees their own holds still running (a checkout being paid),
 * never a lapsed or released one. A mentor sees no holds: nothing is booked until it is paid.
 */
export async function listCallerMeetings(db: DbOrTx, input: ListCallerMeetingsInput): Promise<CallerMeetingPage> {
  const { caller, query, now } = input;
  const own = caller.role === "student" ? eq(meetings.studentId, caller.id) : eq(meetings.mentorId, caller.id);
  const paid = and(eq(meetings.isPaid, true), ne(meetings.status, "expired"));
  const runningHold = and(eq(meetings.isPaid, false), eq(meetings.status, "scheduled"), gt(meetings.holdExpiresAt, now));
  const visible = caller.role === "student" ? or(paid, runningHold) : paid;
  const rows = await db
    .select({
      id: meetings.id,
      mentorId: meetings.mentorId,
      studentId: meetings.studentId,
      status: meetings.status,
      isPaid: meetings.isPaid,
      startsAt: meetings.startsAt,
      type: meetings.type,
      meetLink: meetings.meetLink,
    })
    .from(meetings)
    .where(and(own, visible, query.cursor ? after(query.cursor) : undefined))
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit).map((row): CallerMeeting => {
    const status = meetingState(row);
    return {
      ...row,
      status,
      startsAt: row.startsAt.toISOString(),
      meetLink: status === "paid" || status === "completed" ? row.meetLink : null,
    };
  });
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return { meetings: page, nextCursor: last ? encodeCursor(last) : null };
}

function after(cursor: MeetingCursor): SQL | undefined {
  return or(gt(meetings.startsAt, cursor.startsAt), and(eq(meetings.startsAt, cursor.startsAt), gt(meetings.id, cursor.id)));
}

function encodeCursor(row: MeetingCursor): string {
  return Buffer.from(`${row.startsAt.toISOString()}|${row.id}`, "utf8").toString("base64url");
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(value: string): MeetingCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [iso = "", id = "", ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const startsAt = new Date(iso);
  if (rest.length > 0 || !uuidPattern.test(id) || Number.isNaN(startsAt.getTime()) || startsAt.toISOString() !== iso) return null;
  return { startsAt, id };
}
