import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, users } from "~/db/schema";
import { shortName } from "~/lib/names";
import type { SessionType } from "~/lib/session-types";
import { utcToEasternSlot } from "./slots";

/** paid: the payment event arrived; pending: still open at the payment provider; closed: expired or cancelled. */
export type CheckoutSummaryStatus = "paid" | "pending" | "closed";

export interface CheckoutSummaryMeeting {
  mentorId: string;
  mentorName: string;
  mentorEmail: string;
  type: SessionType;
  /** Eastern date, YYYY-MM-DD. */
  date: string;
  /** Eastern time, HH:MM. */
  time: string;
}

export interface CheckoutSummary {
  id: string;
  kind: "basket" | "single_meeting" | "mock";
  status: CheckoutSummaryStatus;
  totalCents: number;
  meetings: CheckoutSummaryMeeting[];
}

const statusOf = { open: "pending", paid: "paid", expired: "closed", cancelled: "closed" } as const;

/**
 * What a confirmation page shows about one of the student's own checkouts; null when it does not
 * exist or belongs to someone else (the two are not told apart).
 */
export async function getCheckoutSummary(db: DbOrTx, { checkoutId, studentId }: { checkoutId: string; studentId: string }): Promise<CheckoutSummary | null> {
  const [checkout] = await db
    .select({ id: checkouts.id, kind: checkouts.kind, status: checkouts.status, totalCents: checkouts.totalCents })
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.studentId, studentId)));
  if (!checkout) return null;
  const rows = await db
    .select({
      mentorId: meetings.mentorId,
      mentorName: users.name,
      mentorEmail: users.email,
      type: meetings.type,
      startsAt: meetings.startsAt,
    })
    .from(checkoutItems)
    .innerJoin(meetings, eq(meetings.id, checkoutItems.meetingId))
    .innerJoin(users, eq(users.id, meetings.mentorId))
    .where(eq(checkoutItems.checkoutId, checkout.id))
    .orderBy(asc(meetings.startsAt));
  return {
    id: checkout.id,
    kind: checkout.kind,
    status: statusOf[checkout.status],
    totalCents: checkout.totalCents,
    meetings: rows.map(({ startsAt, mentorName, ...row }) => {
      const { date, time } = utcToEasternSlot(startsAt);
      return { ...row, mentorName: shortName(mentorName), date, time };
    }),
  };
}
