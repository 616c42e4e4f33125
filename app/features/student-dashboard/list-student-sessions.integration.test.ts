import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { checkoutItems, checkouts, meetings, refunds, users } from "~/db/schema";
import { cancelMeeting } from "~/features/meeting-lifecycle/cancel-meeting.server";
import { requestGuaranteeRefund } from "~/features/meeting-lifecycle/request-guarantee-refund.server";
import { guaranteeEndsAt } from "~/features/meetings/meeting-transitions";
import { createScenario, type Scenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { listMetMentors } from "./list-met-mentors.server";
import { listStudentSessions, type StudentSession } from "./list-student-sessions.server";
import { readStudentSessions } from "./session-view.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date("2030-03-12T15:00:00Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describeEachDb("the student's sessions and mentors", (getDb) => {
  let world: Scenario;
  // Meetings by name: the first student's paid A (in 2 days) and B (tomorrow), past C (3 days ago)
  // and D (yesterday); E held unpaid; F the other student's; G paid and cancelled; H with a
  // mentor whose account was disabled since.
  let id: Record<"A" | "B" | "C" | "D" | "E" | "F" | "G" | "H", string>;

  beforeAll(async () => {
    world = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang" }, { name: "Bob van Miller" }, { name: "Carl Gone" }],
      students: [{ name: "Sam Student", timeZone: "America/Los_Angeles" }, { name: "Tina Other" }],
      meetings: [
        { mentor: 0, startsAt: at(2 * DAY), paid: true, type: "essay" },
        { mentor: 1, startsAt: at(DAY), paid: true, type: "sat" },
        { mentor: 0, startsAt: at(-3 * DAY), paid: true, status: "completed" },
        { mentor: 1, startsAt: at(-DAY), paid: true, status: "completed" },
        { mentor: 0, startsAt: at(3 * DAY), holdExpiresAt: at(30 * MINUTE) },
        { mentor: 0, student: 1, startsAt: at(4 * DAY), paid: true },
        { mentor: 1, startsAt: at(5 * DAY), paid: true, status: "cancelled" },
        { mentor: 2, startsAt: at(-10 * DAY), paid: true, status: "completed" },
      ],
    });
    const [A, B, C, D, E, F, G, H] = world.meetings.map((m) => m.id) as [string, string, string, string, string, string, string, string];
    id = { A, B, C, D, E, F, G, H };
    await getDb().update(meetings).set({ meetLink: "https://meet.jit.si/Unibridge-test", expectations: "Plan my essays." }).where(inArray(meetings.id, [A, B, F]));
    await getDb().update(users).set({ disabled: true }).where(eq(users.id, world.mentors[2]!.id));
  });

  const student = () => world.students[0]!.id;

  it("lists only the student's own paid meetings: upcoming soonest first, then past and cancelled latest first", async () => {
    const sessions = await listStudentSessions(getDb(), { studentId: student(), now: NOW });
    expect(sessions.upcoming.map((s) => s.id)).toEqual([id.B, id.A]);
    expect(sessions.past.map((s) => s.id)).toEqual([id.G, id.D, id.C, id.H]);
    // The cancelled one is labelled, with nothing to join or change.
    expect(sessions.past[0]).toMatchObject({ status: "cancelled", upcoming: false, meetLink: null, cancellable: false, changeable: false });
    const other = await listStudentSessions(getDb(), { studentId: world.students[1]!.id, now: NOW });
    expect(other.upcoming.map((s) => s.id)).toEqual([id.F]);
    expect(other.past).toEqual([]);
  });

  it("says who, what and when, with the mentor named by first name and last initial", async () => {
    const { upcoming } = await listStudentSessions(getDb(), { studentId: student(), now: NOW });
    expect(upcoming[1]).toMatchObject({
      id: id.A,
      type: "essay",
      startsAt: at(2 * DAY),
      expectations: "Plan my essays.",
      mentor: { id: world.mentors[0]!.id, name: "Alice Z.", photoId: null, college: "harvard" },
      upcoming: true,
      inProgress: false,
      meetLink: null,
      linkPending: false,
      joinOpensAt: at(2 * DAY - 15 * MINUTE),
    });
    expect(upcoming[0]!.mentor.name).toBe("Bob M.");
  });

  it("hands out the video link from exactly 15 minutes before the start until the session ends", async () => {
    const startsAt = at(2 * DAY);
    const sessionA = async (now: Date) => {
      const { upcoming, past } = await listStudentSessions(getDb(), { studentId: student(), now });
      return [...upcoming, ...past].find((s) => s.id === id.A)!;
    };
    expect(await sessionA(new Date(startsAt.getTime() - 15 * MINUTE - 1))).toMatchObject({ meetLink: null, upcoming: true });
    expect(await sessionA(new Date(startsAt.getTime() - 15 * MINUTE))).toMatchObject({ meetLink: "https://meet.jit.si/Unibridge-test", inProgress: false });
    expect(await sessionA(startsAt)).toMatchObject({ meetLink: "https://meet.jit.si/Unibridge-test", inProgress: true });
    expect(await sessionA(new Date(startsAt.getTime() + 60 * MINUTE - 1))).toMatchObject({ meetLink: "https://meet.jit.si/Unibridge-test", upcoming: true });
    expect(await sessionA(new Date(startsAt.getTime() + 60 * MINUTE))).toMatchObject({ meetLink: null, upcoming: false, inProgress: false });
  });

  it("says the link is on its way when the window is open but the link is not made yet", async () => {
    const startsAt = at(-DAY); // D has no link
    const { upcoming } = await listStudentSessions(getDb(), { studentId: student(), now: new Date(startsAt.getTime() - 5 * MINUTE) });
    expect(upcoming.find((s) => s.id === id.D)).toMatchObject({ meetLink: null, linkPending: true });
  });

  it("writes the times in US Eastern and the student's own zone, and what the link's state is", async () => {
    const views = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "en", timeZone: "America/Los_Angeles" });
    const b = views.upcoming[0]!;
    // 2030-03-13 15:00 UTC: 11:00 in New York (EDT since March 10), 08:00 in Los Angeles (PDT).
    expect(b).toMatchObject({ eastern: "Wed, Mar 13, 2030, 11:00 AM EDT", local: "Wed, Mar 13, 2030, 8:00 AM PDT", zone: "America/Los_Angeles" });
    expect(b.join).toEqual({ state: "later", opensAt: "Wed, Mar 13, 2030, 7:45 AM PDT" });
    expect(b.calendarPath).toBe(`/student-dashboard/sessions/${id.B}/invite.ics`);
    expect(views.past[0]!.join).toEqual({ state: "over" });

    const eastern = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "en", timeZone: "America/New_York" });
    expect(eastern.upcoming[0]).toMatchObject({ local: null, join: { state: "later", opensAt: "Wed, Mar 13, 2030, 10:45 AM EDT" } });

    // Chinese, and no zone reported yet: Beijing time, as in the emails.
    const zh = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "zh", timeZone: null });
    expect(zh.upcoming[0]).toMatchObject({ zone: "Asia/Shanghai" });
    expect(zh.upcoming[0]!.eastern).toContain("11:00");
    expect(zh.upcoming[0]!.local).toContain("23:00");
  });

  it("lists every mentor the student has paid a session with, latest first, leaving out disabled accounts", async () => {
    const mentors = await listMetMentors(getDb(), { studentId: student() });
    expect(mentors.map((m) => [m.id, m.name, m.sessions])).toEqual([
      [world.mentors[0]!.id, "Alice Z.", 2],
      [world.mentors[1]!.id, "Bob M.", 2],
    ]);
    expect(mentors[0]!.lastSessionAt).toEqual(at(2 * DAY));
    expect((await listMetMentors(getDb(), { studentId: world.students[1]!.id })).map((m) => m.id)).toEqual([world.mentors[0]!.id]);
    const nobody = await createScenario(getDb(), { students: [{}] });
    expect(await listMetMentors(getDb(), { studentId: nobody.students[0]!.id })).toEqual([]);
  });
});

/** The 20% platform fee and the mentor's share (the booking feature's split, which this feature may not import). */
const split = (amountCents: number) => ({ platformFeeCents: amountCents / 5, mentorPayoutCents: amountCents - amountCents / 5 });

/** A paid checkout for the student's meetings: one basket item each, at the given amounts (after the discount). */
async function payFor(db: Db, studentId: string, items: { meetingId: string; mentorId: string; amountCents: number }[], discountCents = 0) {
  const checkoutId = randomUUID();
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  await db.insert(checkouts).values({
    id: checkoutId,
    studentId,
    kind: items.length > 1 ? "basket" : "single_meeting",
    status: "paid",
    subtotalCents: totalCents + discountCents,
    discountCents,
    totalCents,
    provider: "local",
    providerPaymentId: `pi_test_${checkoutId}`,
    expiresAt: NOW,
    paidAt: NOW,
  });
  await db.insert(checkoutItems).values(
    items.map((item) => ({ checkoutId, meetingId: item.meetingId, mentorId: item.mentorId, description: "Session", amountCents: item.amountCents, ...split(item.amountCents) })),
  );
  await db.update(meetings).set({ checkoutId }).where(inArray(meetings.id, items.map((item) => item.meetingId)));
}

describeEachDb("what the student may change in My Sessions, and what was refunded", (getDb) => {
  let world: Scenario;
  // U and V in one basket with a discount (Alice in 3 days, Bob in 4); P1 and P2 completed with
  // Alice 20 and 10 days ago; Q completed with Bob 40 days ago; R completed with Carl 5 days ago.
  let id: Record<"U" | "V" | "P1" | "P2" | "Q" | "R", string>;
  const actor = () => ({ id: world.students[0]!.id, name: world.students[0]!.name, role: "student" as const });
  const student = () => world.students[0]!.id;
  const find = async (meetingId: string, now = NOW): Promise<StudentSession> => {
    const { upcoming, past } = await listStudentSessions(getDb(), { studentId: student(), now });
    return [...upcoming, ...past].find((s) => s.id === meetingId)!;
  };

  beforeAll(async () => {
    world = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang" }, { name: "Bob van Miller" }, { name: "Carl Chen" }],
      students: [{ name: "Sam Student", timeZone: "America/Los_Angeles" }],
      meetings: [
        { mentor: 0, startsAt: at(3 * DAY), paid: true, priceCents: 6000 },
        { mentor: 1, startsAt: at(4 * DAY), paid: true, priceCents: 7000 },
        { mentor: 0, startsAt: at(-20 * DAY), paid: true, status: "completed" },
        { mentor: 0, startsAt: at(-10 * DAY), paid: true, status: "completed" },
        { mentor: 1, startsAt: at(-40 * DAY), paid: true, status: "completed" },
        { mentor: 2, startsAt: at(-5 * DAY), paid: true, status: "completed" },
      ],
    });
    const [U, V, P1, P2, Q, R] = world.meetings.map((m) => m.id) as [string, string, string, string, string, string];
    id = { U, V, P1, P2, Q, R };
    const [alice, bob, carl] = world.mentors.map((m) => m.id) as [string, string, string];
    // The list prices were 6000 and 7000; the basket's discount of 1300 left 5400 and 6300 paid.
    await payFor(getDb(), student(), [{ meetingId: U, mentorId: alice, amountCents: 5400 }, { meetingId: V, mentorId: bob, amountCents: 6300 }], 1300);
    await payFor(getDb(), student(), [{ meetingId: P1, mentorId: alice, amountCents: 6000 }]);
    await payFor(getDb(), student(), [{ meetingId: P2, mentorId: alice, amountCents: 6000 }]);
    await payFor(getDb(), student(), [{ meetingId: Q, mentorId: bob, amountCents: 7000 }]);
    await payFor(getDb(), student(), [{ meetingId: R, mentorId: carl, amountCents: 6500 }]);
  });

  it("may be moved, or cancelled with a refund, from exactly 24 hours before the start; cancelled without one until it starts", async () => {
    const startsAt = at(3 * DAY).getTime();
    expect(await find(id.U, new Date(startsAt - 24 * 60 * MINUTE))).toMatchObject({ upcoming: true, cancellable: true, changeable: true });
    expect(await find(id.U, new Date(startsAt - 24 * 60 * MINUTE + 1))).toMatchObject({ upcoming: true, cancellable: true, changeable: false });
    expect(await find(id.U, new Date(startsAt - 1))).toMatchObject({ cancellable: true, changeable: false });
    expect(await find(id.U, new Date(startsAt))).toMatchObject({ inProgress: true, cancellable: false, changeable: false });
    // Completed sessions are never changed.
    expect(await find(id.P1)).toMatchObject({ upcoming: false, cancellable: false, changeable: false });
  });

  it("says what was paid for each basket item, after the discount, and refunds exactly that", async () => {
    expect(await find(id.U)).toMatchObject({ paidCents: 5400, refund: null });
    expect(await find(id.V)).toMatchObject({ paidCents: 6300 });

    await cancelMeeting(getDb(), { meetingId: id.U, actor: actor(), reason: "Exam moved.", now: NOW, mail: { appUrl: "http://localhost:3000" } });
    const { upcoming, past } = await listStudentSessions(getDb(), { studentId: student(), now: NOW });
    expect(upcoming.map((s) => s.id)).not.toContain(id.U);
    expect(past.find((s) => s.id === id.U)).toMatchObject({
      status: "cancelled",
      cancelledBy: "student",
      cancellable: false,
      meetLink: null,
      refund: { reason: "student_cancelled", status: "pending", amountCents: 5400, refundedAt: null },
    });

    // Less than 24 hours before the start: cancelled, not refunded.
    await cancelMeeting(getDb(), { meetingId: id.V, actor: actor(), reason: null, now: new Date(at(4 * DAY).getTime() - 23 * 60 * MINUTE), mail: { appUrl: "http://localhost:3000" } });
    expect(await find(id.V)).toMatchObject({ status: "cancelled", refund: null, paidCents: 6300 });

    // Once the gateway took it, the date it was refunded on is written in the student's zone.
    await getDb().update(refunds).set({ status: "refunded", refundedAt: new Date("2030-03-12T06:00:00Z") }).where(eq(refunds.meetingId, id.U));
    const views = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "en", timeZone: "America/Los_Angeles" });
    const u = views.past.find((s) => s.id === id.U)!;
    expect(u).toMatchObject({ status: "cancelled", paidCents: 5400, cancellable: false, changeable: false, join: { state: "over" } });
    // 06:00 UTC is still the 11th in Los Angeles.
    expect(u.refund).toEqual({ reason: "student_cancelled", status: "refunded", amountCents: 5400, decisionNote: null, refundedAt: "Mar 11, 2030" });
  });

  it("offers the guarantee on the first completed session with each mentor only, within 30 days of it", async () => {
    expect(await find(id.P1)).toMatchObject({ guaranteeEligible: true, guaranteeEndsAt: guaranteeEndsAt(at(-20 * DAY)) });
    expect(await find(id.P2)).toMatchObject({ guaranteeEligible: false, guaranteeEndsAt: null });
    expect(await find(id.Q)).toMatchObject({ guaranteeEligible: false });
    // The last instant it may be claimed, and the one after.
    const ends = guaranteeEndsAt(at(-20 * DAY)).getTime();
    expect(await find(id.P1, new Date(ends))).toMatchObject({ guaranteeEligible: true });
    expect(await find(id.P1, new Date(ends + 1))).toMatchObject({ guaranteeEligible: false });

    const views = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "en", timeZone: "America/Los_Angeles" });
    // 30 days and an hour after 2030-02-20 15:00 UTC.
    expect(views.past.find((s) => s.id === id.P1)!.guarantee).toEqual({ until: "Mar 22, 2030" });
    expect(views.past.find((s) => s.id === id.P2)!.guarantee).toBeNull();
  });

  it("shows a guarantee claim's state: requested, then declined with the team's note", async () => {
    expect(await find(id.R)).toMatchObject({ guaranteeEligible: true });
    await requestGuaranteeRefund(getDb(), { meetingId: id.R, actor: actor(), reason: "The mentor did not prepare.", now: NOW, appUrl: "http://localhost:3000" });
    expect(await find(id.R)).toMatchObject({
      guaranteeEligible: false,
      refund: { reason: "guarantee", status: "requested", amountCents: 6500, studentNote: "The mentor did not prepare.", decisionNote: null },
    });

    await getDb().update(refunds).set({ status: "declined", decisionNote: "The session ran the full hour.", decidedAt: NOW }).where(eq(refunds.meetingId, id.R));
    const views = await readStudentSessions(getDb(), { studentId: student(), now: NOW, locale: "en", timeZone: null });
    expect(views.past.find((s) => s.id === id.R)).toMatchObject({
      status: "completed",
      guarantee: null,
      refund: { reason: "guarantee", status: "declined", amountCents: 6500, decisionNote: "The session ran the full hour.", refundedAt: null },
    });
  });
});
