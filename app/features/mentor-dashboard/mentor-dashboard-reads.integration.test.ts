import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, mentorPayouts, mentorProfiles, ratings, refunds } from "~/db/schema";
import { priceBasket, splitCommission } from "~/features/booking/pricing";
import { createScenario, type Scenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { getDashboardHeader } from "./get-dashboard-header.server";
import { getMentorEarnings } from "./get-mentor-earnings.server";
import { listMentoredStudents, listRecentMeetings, listUpcomingMeetings } from "./list-mentor-meetings.server";
import { listRecentRatings } from "./list-recent-ratings.server";

const NOW = new Date("2026-03-10T15:00:00Z");
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

type PayoutState = (typeof mentorPayouts.$inferInsert)["status"] | null;

interface BasketItem {
  mentorId: string;
  priceCents: number;
  startsAt: Date;
  /** The meeting's row status; completed once started, by default. */
  status?: (typeof meetings.$inferInsert)["status"];
  /** The share's payout row ("pending" as markCheckoutPaid writes it); null for none. */
  payout?: PayoutState;
  /** A refund of the item, in this state. */
  refund?: "requested" | "declined" | "pending" | "refunded";
}

/** A paid basket as markCheckoutPaid leaves it: paid checkout, paid meetings, items with the 20% split of each discounted share. */
async function paidBasket(db: Db, studentId: string, items: BasketItem[]) {
  const price = priceBasket(items.map((item) => item.priceCents));
  const checkoutId = randomUUID();
  await db.insert(checkouts).values({
    id: checkoutId,
    studentId,
    kind: items.length > 1 ? "basket" : "single_meeting",
    status: "paid",
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    totalCents: price.totalCents,
    provider: "local",
    providerSessionId: `cs_local_${checkoutId}`,
    expiresAt: at(-1000),
    paidAt: at(-1000),
  });
  for (const [index, item] of items.entries()) {
    const meetingId = randomUUID();
    await db.insert(meetings).values({
      id: meetingId,
      mentorId: item.mentorId,
      studentId,
      checkoutId,
      type: "essay",
      startsAt: item.startsAt,
      status: item.status ?? (item.startsAt < NOW ? "completed" : "scheduled"),
      isPaid: true,
      priceCents: item.priceCents,
    });
    const amountCents = price.itemTotalsCents[index]!;
    const split = splitCommission(amountCents);
    const [row] = await db.insert(checkoutItems).values({ checkoutId, meetingId, mentorId: item.mentorId, description: "Essay Review", amountCents, ...split }).returning({ id: checkoutItems.id });
    const payout = item.payout === undefined ? "pending" : item.payout;
    if (payout) await db.insert(mentorPayouts).values({ mentorId: item.mentorId, checkoutItemId: row!.id, amountCents: split.mentorPayoutCents, status: payout });
    if (item.refund) {
      await db.insert(refunds).values({ meetingId, checkoutItemId: row!.id, studentId, mentorId: item.mentorId, reason: "guarantee", status: item.refund, amountCents });
    }
  }
}

describeEachDb("mentor dashboard reads", (getDb) => {
  describe("earnings from the ledger", () => {
    it("sums the mentor's share of paid items only, after the 20% commission and any basket discount", async () => {
      const db = getDb();
      const world = await createScenario(db, { mentors: [{}, {}], students: [{}, {}] });
      const [mentor, other] = world.mentors;
      const [student, student2] = world.students;
      // A basket of three (10% off): 6000 + 8500 for this mentor, 6000 for the other.
      await paidBasket(db, student!.id, [
        { mentorId: mentor!.id, priceCents: 6000, startsAt: at(-72), payout: "owed" },
        { mentorId: mentor!.id, priceCents: 8500, startsAt: at(72) },
        { mentorId: other!.id, priceCents: 6000, startsAt: at(72) },
      ]);
      await paidBasket(db, student2!.id, [{ mentorId: mentor!.id, priceCents: 3500, startsAt: at(-24 * 5), payout: "transferred" }]);
      // An open checkout (a hold, not paid) earns nothing.
      const held = await createScenario(db, { mentors: [{}], meetings: [{ startsAt: at(96), holdExpiresAt: at(1) }] });
      await db.update(checkoutItems).set({ mentorId: mentor!.id }).where(eq(checkoutItems.meetingId, held.meetings[0]!.id));

      // Discounted shares: 6000 -> 5400, 8500 -> 7650; then 20%: 1080 + 1530 fee; single 3500: 700 fee.
      const earnings = await getMentorEarnings(db, mentor!.id, NOW);
      expect(earnings).toEqual({
        grossCents: 5400 + 7650 + 3500,
        commissionCents: 1080 + 1530 + 700,
        earnedCents: 4320 + 6120 + 2800,
        upcomingCents: 6120,
        pendingCents: 6120,
        availableCents: 4320,
        paidCents: 2800,
        sessions: 3,
        refundedSessions: 0,
        refundedCents: 0,
      });
      expect(earnings.grossCents - earnings.commissionCents).toBe(earnings.earnedCents);
      expect(await getMentorEarnings(db, other!.id, NOW)).toMatchObject({ earnedCents: 5400 - 1080, sessions: 1 });
    });

    it("follows each share's payout: pending until completed plus 2 days, available when due or owed, paid once transferred", async () => {
      const db = getDb();
      const world = await createScenario(db, { mentors: [{}], students: [{}] });
      const mentor = world.mentors[0]!;
      const one = (item: Omit<BasketItem, "mentorId">) => paidBasket(db, world.students[0]!.id, [{ mentorId: mentor.id, ...item }]);
      // Pending: running now, completed a day ago, due but held by a guarantee claim, and a legacy
      // share (no payout row) of a session not yet completed.
      await one({ priceCents: 5000, startsAt: at(-0.5), status: "scheduled" }); // 4000
      await one({ priceCents: 5500, startsAt: at(-24) }); // 4400
      await one({ priceCents: 6500, startsAt: at(-24 * 10), refund: "requested" }); // 5200
      await one({ priceCents: 4000, startsAt: at(24), payout: null }); // 3200
      // Available: due (the sweep has not run yet), owed, being transferred, a claim declined.
      await one({ priceCents: 6000, startsAt: at(-24 * 2 - 1.5) }); // 4800
      await one({ priceCents: 7500, startsAt: at(-24 * 3), payout: "owed" }); // 6000
      await one({ priceCents: 8000, startsAt: at(-24 * 4), payout: "transferring" }); // 6400
      await one({ priceCents: 8500, startsAt: at(-24 * 6), refund: "declined" }); // 6800
      // Paid.
      await one({ priceCents: 7000, startsAt: at(-24 * 7), payout: "transferred" }); // 5600
      // Refunded, or being refunded: left out of gross and earned.
      await one({ priceCents: 9000, startsAt: at(48), status: "cancelled", payout: "cancelled", refund: "pending" });
      await one({ priceCents: 9500, startsAt: at(-24 * 20), status: "refunded", payout: "reversed", refund: "refunded" });
      // Still pending: completed 2 days minus a minute after the end.
      await one({ priceCents: 3500, startsAt: at(-24 * 2 - 1 + 1 / 60) }); // 2800

      const earnings = await getMentorEarnings(db, mentor.id, NOW);
      expect(earnings).toMatchObject({
        pendingCents: 4000 + 4400 + 5200 + 3200 + 2800,
        availableCents: 4800 + 6000 + 6400 + 6800,
        paidCents: 5600,
        upcomingCents: 3200,
        sessions: 10,
        refundedSessions: 2,
        refundedCents: 9000 + 9500,
      });
      expect(earnings.pendingCents + earnings.availableCents + earnings.paidCents).toBe(earnings.earnedCents);
      expect(earnings.grossCents).toBe(5000 + 5500 + 6500 + 4000 + 6000 + 7500 + 8000 + 8500 + 7000 + 3500);
    });

    it("leaves out a share whose slot was lost when the payment came", async () => {
      const db = getDb();
      const world = await createScenario(db, { mentors: [{}], students: [{}] });
      await paidBasket(db, world.students[0]!.id, [{ mentorId: world.mentors[0]!.id, priceCents: 6000, startsAt: at(30), status: "expired", payout: null }]);
      await db.update(meetings).set({ isPaid: false }).where(eq(meetings.mentorId, world.mentors[0]!.id));
      expect(await getMentorEarnings(db, world.mentors[0]!.id, NOW)).toMatchObject({ earnedCents: 0, sessions: 0, refundedSessions: 1, refundedCents: 6000 });
    });

    it("is zero for a mentor with no paid sessions", async () => {
      const world = await createScenario(getDb(), { mentors: [{}] });
      expect(await getMentorEarnings(getDb(), world.mentors[0]!.id, NOW)).toEqual({
        grossCents: 0,
        commissionCents: 0,
        earnedCents: 0,
        upcomingCents: 0,
        pendingCents: 0,
        availableCents: 0,
        paidCents: 0,
        sessions: 0,
        refundedSessions: 0,
        refundedCents: 0,
      });
    });
  });

  describe("meetings", () => {
    let world: Scenario;
    beforeAll(async () => {
      world = await createScenario(getDb(), {
        mentors: [{}, {}],
        students: [{ name: "Lina Zhang" }, { name: "Marco Rossi" }, { name: "Held Only" }],
        meetings: [
          { student: 0, startsAt: at(24 * 9 + 2), paid: true, type: "interview" },
          { student: 1, startsAt: at(24 * 2 + 5), paid: true, type: "sat" },
          { student: 0, startsAt: at(24 * 2 + 1), paid: true, type: "essay" },
          { student: 1, startsAt: at(-0.5), paid: true }, // running now: still upcoming
          { student: 0, startsAt: at(-3), paid: true }, // ended
          { student: 0, startsAt: at(-24 * 30), paid: true, status: "completed", type: "college" },
          { student: 2, startsAt: at(24 * 3), holdExpiresAt: at(0.5) }, // a hold, not paid
          { student: 1, startsAt: at(24 * 4), paid: true, status: "cancelled" },
          { mentor: 1, student: 0, startsAt: at(24 * 5), paid: true }, // another mentor's
          { student: 1, startsAt: at(-20), paid: true, status: "no_show" }, // reported missed
          { student: 1, startsAt: at(-50), paid: true, status: "no_show" }, // its report window has closed
        ],
      });
    });

    it("lists paid scheduled meetings that have not ended, by date then time, with the student's short name", async () => {
      const upcoming = await listUpcomingMeetings(getDb(), world.mentors[0]!.id, NOW);
      expect(upcoming.map((m) => m.id)).toEqual([world.meetings[3]!.id, world.meetings[2]!.id, world.meetings[1]!.id, world.meetings[0]!.id]);
      expect(upcoming[1]).toMatchObject({ studentName: "Lina Z.", type: "essay", expectations: "Not specified", meetLink: null });
      expect(upcoming.map((m) => m.startsAt)).toEqual([...upcoming.map((m) => m.startsAt)].sort());
    });

    it("groups paid meetings by student, newest first, leaving out holds, cancellations and other mentors", async () => {
      const students = await listMentoredStudents(getDb(), world.mentors[0]!.id);
      expect(students.map((s) => ({ name: s.name, sessions: s.sessions.map((x) => x.id) }))).toEqual([
        { name: "Lina Z.", sessions: [0, 2, 4, 5].map((i) => world.meetings[i]!.id) },
        { name: "Marco R.", sessions: [1, 3].map((i) => world.meetings[i]!.id) },
      ]);
      expect(students[0]!.sessions.at(-1)).toMatchObject({ type: "college", status: "completed" });
      expect(await listMentoredStudents(getDb(), world.mentors[1]!.id)).toHaveLength(1);
    });
    it("lists the sessions over in the last two days, newest first, whose no-show may still be reported", async () => {
      const recent = await listRecentMeetings(getDb(), world.mentors[0]!.id, NOW);
      expect(recent.map((m) => [m.id, m.status])).toEqual([
        [world.meetings[4]!.id, "held"],
        [world.meetings[9]!.id, "no_show"],
      ]);
      expect(recent[0]).toMatchObject({ studentName: "Lina Z.", reportUntil: at(-3 + 1 + 48).toISOString() });
      expect(await listRecentMeetings(getDb(), world.mentors[1]!.id, NOW)).toEqual([]);
    });
  });

  describe("header and ratings", () => {
    it("reads the mentor's own header and latest ratings, newest first", async () => {
      const db = getDb();
      const world = await createScenario(db, {
        mentors: [{ name: "Grace Hopper" }, {}],
        students: [{ name: "Ana Lima" }, { name: "Bo" }],
        meetings: Array.from({ length: 7 }, (_, i) => ({ student: i % 2, startsAt: at(-24 * (i + 1)), paid: true, status: "completed" as const })),
      });
      const [mentor, other] = world.mentors;
      const rows = world.meetings.slice(0, 6).map((meeting, i) => ({
        meetingId: meeting.id,
        mentorId: mentor!.id,
        studentId: world.students[i % 2]!.id,
        rating: (i % 5) + 1,
        comment: i === 0 ? null : `Helpful session ${i}`,
        createdAt: at(-24 * (10 - i)),
      }));
      await db.insert(ratings).values(rows);
      await db.insert(ratings).values({ meetingId: world.meetings[6]!.id, mentorId: other!.id, studentId: world.students[0]!.id, rating: 1, createdAt: at(-1) });
      await db.update(mentorProfiles).set({ ratingCount: 6, ratingSum: 1 + 2 + 3 + 4 + 5 + 1 }).where(eq(mentorProfiles.userId, mentor!.id));

      const recent = await listRecentRatings(db, mentor!.id);
      expect(recent.map((r) => r.comment)).toEqual(["Helpful session 5", "Helpful session 4", "Helpful session 3", "Helpful session 2", "Helpful session 1"]);
      expect(recent[0]).toMatchObject({ rating: 1, studentName: "Bo" });
      expect(recent[1]).toMatchObject({ rating: 5, studentName: "Ana L." });

      expect(await getDashboardHeader(db, mentor!.id)).toMatchObject({ name: "Grace Hopper", college: "harvard", ratingCount: 6, ratingSum: 16, emailVerified: true });
      expect(await getDashboardHeader(db, world.students[0]!.id)).toBeNull();
    });
  });
});
