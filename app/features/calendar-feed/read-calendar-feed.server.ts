import { timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { calendarFeeds, meetings, users } from "~/db/schema";
import { calendarIcs } from "~/features/meetings/meeting-invitation-ics";
import { invitationOrganizer, participantInvitation } from "~/features/meetings/participant-invitation.server";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";
import { parseFeedToken } from "./calendar-feed-token";

/** Past sessions stay in the feed this long, so a calendar keeps recent history. */
export const FEED_PAST_DAYS = 30;
/** Enough for any real calendar; a feed never grows without bound. */
const FEED_MAX_EVENTS = 500;
// Subscribers poll; Google ignores it (it refreshes on its own schedule), Apple and Outlook use it.
const FEED_REFRESH_MINUTES = 60;

const paidStatuses = ["scheduled", "completed"] as const;

/**
 * The iCalendar text of a private feed: the owner's paid sessions (as mentor or as student) from
 * FEED_PAST_DAYS ago on, each the same event (same UID) as its email invitation. Null for a token
 * that is malformed, unknown, replaced, or whose owner is disabled: the caller answers all of
 * them alike.
 */
export async function readCalendarFeed(
  db: DbOrTx,
  input: { token: string; now: Date; appUrl: string; mailFrom?: string },
): Promise<string | null> {
  const token = parseFeedToken(input.token);
  if (!token) return null;
  const [owner] = await db
    .select({ id: users.id, role: users.role, locale: users.locale, disabled: users.disabled, secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.feedId, token.feedId));
  if (!owner || owner.disabled || !sameSecret(owner.secret, token.secret)) return null;

  const since = new Date(input.now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select({ id: meetings.id, type: meetings.type, startsAt: meetings.startsAt, meetLink: meetings.meetLink, sequence: meetings.sequence, mentorId: meetings.mentorId, studentId: meetings.studentId })
    .from(meetings)
    .where(
      and(
        or(eq(meetings.mentorId, owner.id), eq(meetings.studentId, owner.id)),
        eq(meetings.isPaid, true),
        inArray(meetings.status, paidStatuses),
        gte(meetings.startsAt, since),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(FEED_MAX_EVENTS);

  const peopleIds = [...new Set(rows.flatMap((m) => [m.mentorId, m.studentId]))];
  const people = peopleIds.length
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, peopleIds))
    : [];
  const person = (id: string) => {
    const found = people.find((p) => p.id === id);
    if (!found) throw new Error(`calendar feed: user ${id} not found`);
    return { name: shortName(found.name), email: found.email };
  };
  const organizer = invitationOrganizer(input);
  const events = rows.map((meeting) =>
    participantInvitation({
      reader: meeting.mentorId === owner.id ? "mentor" : "student",
      locale: owner.locale,
      meeting,
      student: person(meeting.studentId),
      mentor: person(meeting.mentorId),
      organizer,
      now: input.now,
      method: "PUBLISH",
    }),
  );
  const name = serverPageT(owner.locale, "calendar")("feed.name");
  return calendarIcs(events, { method: "PUBLISH", name, refreshMinutes: FEED_REFRESH_MINUTES });
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
