import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { auditLog, jobs, meetings, mentorPayouts, refunds, users } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import { easternSlotToUtc, HOLD_MINUTES } from "~/features/booking/slots";
import { deliverMeeting } from "~/features/meetings/deliver-meeting.server";
import { parseIcs } from "~/features/meetings/ics-test-parser";
import { MEETING_REMINDER_JOB, sendMeetingReminder, type ReminderPayload } from "~/features/meetings/meeting-reminders.server";
import { createStripeGateway } from "~/features/payments/create-stripe-gateway.server";
import { startFakeStripeServer, type FakeStripeServer } from "~/features/payments/fake-stripe-server";
import { sendRefund, startRefund } from "~/features/payments/refunds.server";
import { releaseDuePayouts } from "~/features/payments/release-due-payouts.server";
import { sendMentorPayout } from "~/features/payments/send-mentor-payout.server";
import { AppError } from "~/lib/errors";
import { insertTestCheckout, payTestCheckout, scriptedGateway } from "~/test/payment-helpers";
import { createScenario, everyDayAt, type ScenarioMeeting, type ScenarioMentor } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cancelMeeting } from "./cancel-meeting.server";
import { completeFinishedMeetings } from "./complete-finished-meetings.server";
import { decideGuaranteeRefund } from "./decide-guarantee-refund.server";
import { markNoShow } from "./mark-no-show.server";
import { meetingLifecycleJobs } from "./meeting-lifecycle-jobs.server";
import { requestGuaranteeRefund } from "./request-guarantee-refund.server";
import { rescheduleMeeting } from "./reschedule-meeting.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const appUrl = "http://localhost:3000";
const mail = { appUrl, mailFrom: "Unibridge <no-reply@unibridge.test>" };
// Thursday noon in New York; the meetings below are on the following days.
const NOW = new Date("2026-12-03T17:00:00Z");
const admin = { id: "admin-lifecycle", name: "Ada Admin", role: "admin" as const };

/** The admin who decides guarantee claims (a row for the refunds' decided_by). */
async function insertAdmin(db: Db) {
  await db.insert(users).values({ id: admin.id, email: "admin-lifecycle@example.com", name: admin.name, role: "admin", emailVerified: true }).onConflictDoNothing();
}

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describeEachDb("a meeting after the booking", (getDb) => {
  beforeAll(() => insertAdmin(getDb()));
  async function world(meeting: Partial<ScenarioMeeting> = {}, mentor: ScenarioMentor = {}) {
    const scenario = await createScenario(getDb(), {
      mentors: [mentor],
      students: [{}, {}],
      availability: everyDayAt([10, 11, 12, 13, 14, 15]),
      meetings: [{ startsAt: { date: "2026-12-08", time: "10:00" }, paid: true, payment: {}, priceCents: 6500, ...meeting }],
    });
    const [m] = scenario.meetings;
    await getDb().update(meetings).set({ meetLink: "https://meet.jit.si/unibridge-lifecycle" }).where(eq(meetings.id, m!.id));
    const student = { id: scenario.students[0]!.id, name: scenario.students[0]!.name, role: "student" as const };
    const otherStudent = { id: scenario.students[1]!.id, name: scenario.students[1]!.name, role: "student" as const };
    const mentorActor = { id: scenario.mentors[0]!.id, name: scenario.mentors[0]!.name, role: "mentor" as const };
    return { scenario, meetingId: m!.id, startsAt: m!.startsAt, student, otherStudent, mentor: mentorActor };
  }
  const meetingRow = async (id: string) => (await getDb().select().from(meetings).where(eq(meetings.id, id)))[0]!;
  const refundOf = async (meetingId: string) => getDb().select().from(refunds).where(eq(refunds.meetingId, meetingId));
  const payoutOf = async (meetingId: string) => {
    const meeting = await meetingRow(meetingId);
    const rows = await getDb().select().from(mentorPayouts).where(eq(mentorPayouts.mentorId, meeting.mentorId));
    return rows[0];
  };
  const emailsTo = (address: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  const icsOf = (email: { attachments: { content: string }[] }) => parseIcs(Buffer.from(email.attachments[0]!.content, "base64").toString("utf8"));
  const prop = (ics: ReturnType<typeof parseIcs>, name: string) => ics.find((p) => p.name === name)?.value;

  describe("cancelling", () => {
    it("refunds the student in full 24 hours or more before, frees the slot and sends both the calendar's CANCEL", async () => {
      const w = await world();
      const result = await cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, reason: "Exam moved", now: NOW, mail });
      expect(result).toEqual({ refundCents: 6500, cancelledBy: "student" });

      const meeting = await meetingRow(w.meetingId);
      expect(meeting).toMatchObject({ status: "cancelled", cancelledBy: "student", cancelledAt: NOW, cancelReason: "Exam moved", sequence: 1 });
      const [refund] = await refundOf(w.meetingId);
      expect(refund).toMatchObject({ reason: "student_cancelled", status: "pending", amountCents: 6500 });
      expect(await getDb().select({ kind: jobs.kind }).from(jobs).where(eq(jobs.dedupeKey, `refund:${refund!.id}`))).toEqual([{ kind: "refund-payment" }]);
      expect((await payoutOf(w.meetingId))?.status).toBe("cancelled");
      const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.subjectId, w.meetingId), eq(auditLog.action, "meeting.cancelled")));
      expect(audit).toMatchObject({ actorId: w.student.id, after: { status: "cancelled", cancelledBy: "student", refundCents: 6500, reason: "Exam moved" } });

      for (const address of [w.scenario.students[0]!.email, w.scenario.mentors[0]!.email]) {
        const [email] = await emailsTo(address);
        expect(email!.attachments[0]).toMatchObject({ filename: "cancel.ics", contentType: expect.stringContaining("method=CANCEL") });
        const ics = icsOf(email!);
        expect([prop(ics, "METHOD"), prop(ics, "UID"), prop(ics, "SEQUENCE"), prop(ics, "STATUS")]).toEqual(["CANCEL", `meeting-${w.meetingId}@unibridge`, "1", "CANCELLED"]);
      }
      const [studentEmail] = await emailsTo(w.scenario.students[0]!.email);
      expect(studentEmail!.textBody).toContain("full refund of $65.00");

      // The slot is free again: another student can hold it.
      await getDb().insert(meetings).values({ mentorId: w.mentor.id, studentId: w.otherStudent.id, startsAt: w.startsAt, priceCents: 6500, holdExpiresAt: new Date(NOW.getTime() + HOUR) });
    });

    it("does not refund a student's cancellation less than 24 hours before, and still pays the mentor later", async () => {
      const w = await world();
      const late = new Date(w.startsAt.getTime() - 24 * HOUR + 1);
      expect(await cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, now: late, mail })).toEqual({ refundCents: null, cancelledBy: "student" });
      expect(await refundOf(w.meetingId)).toEqual([]);
      const [studentEmail] = await emailsTo(w.scenario.students[0]!.email);
      expect(studentEmail!.textBody).toContain("not refunded");
      expect((await payoutOf(w.meetingId))?.status).toBe("pending");
      // Released with the sessions of that hour, 2 days after it.
      expect(await releaseDuePayouts(getDb(), { now: new Date(w.startsAt.getTime() + HOUR + 2 * DAY) })).toBeGreaterThanOrEqual(1);
    });

    it("always refunds a mentor's cancellation and records it against the mentor", async () => {
      const w = await world();
      const late = new Date(w.startsAt.getTime() - HOUR);
      expect(await cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.mentor, now: late, mail })).toEqual({ refundCents: 6500, cancelledBy: "mentor" });
      expect((await refundOf(w.meetingId))[0]).toMatchObject({ reason: "mentor_cancelled", status: "pending", amountCents: 6500 });
      expect(await meetingRow(w.meetingId)).toMatchObject({ cancelledBy: "mentor" });
    });

    it("refuses someone else's meeting, a started one, and a second cancellation, changing nothing", async () => {
      const w = await world();
      expect(await codeOf(cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.otherStudent, now: NOW, mail }))).toBe("forbidden");
      expect(await codeOf(cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, now: w.startsAt, mail }))).toBe("meeting_not_cancellable");
      expect(await codeOf(cancelMeeting(getDb(), { meetingId: "00000000-0000-4000-8000-000000000000", actor: w.student, now: NOW, mail }))).toBe("meeting_not_found");
      expect((await meetingRow(w.meetingId)).status).toBe("scheduled");

      await cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, now: NOW, mail });
      expect(await codeOf(cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, now: NOW, mail }))).toBe("meeting_not_cancellable");
      expect(await refundOf(w.meetingId)).toHaveLength(1);
      expect(await emailsTo(w.scenario.students[0]!.email)).toHaveLength(1);
    });

    it("refunds a basket item at what was paid for it after the basket discount", async () => {
      const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}, {}], amountsCents: [5400, 5400, 5400], discountCents: 1800, now: NOW });
      await payTestCheckout(getDb(), checkout, { now: NOW });
      const [meeting] = await getDb().select().from(meetings).where(eq(meetings.id, checkout.meetingIds[1]!));
      const student = { id: checkout.studentId, name: "Basket Student", role: "student" as const };
      const now = new Date(meeting!.startsAt.getTime() - 3 * DAY);
      expect(await cancelMeeting(getDb(), { meetingId: meeting!.id, actor: student, now, mail })).toMatchObject({ refundCents: 5400 });
    });
  });

  describe("the email once a refund is sent", () => {
    const sendWithEmail = async (refundId: string) => {
      const { onRefunded } = meetingLifecycleJobs({ db: getDb(), appUrl, notifyOutbox: () => undefined });
      return sendRefund(getDb(), scriptedGateway("local").gateway, refundId, { now: NOW, onRefunded });
    };

    it("says how much went back, once", async () => {
      const w = await world();
      await cancelMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, now: NOW, mail });
      const [refund] = await refundOf(w.meetingId);
      expect(await sendWithEmail(refund!.id)).toBe("refunded");
      expect(await sendWithEmail(refund!.id)).toBe("skipped");
      const sent = (await emailsTo(w.scenario.students[0]!.email)).filter((email) => email.subject.startsWith("Your refund"));
      expect(sent.map((email) => email.subject)).toEqual(["Your refund of $65.00 is on its way"]);
      expect(sent[0]!.textBody).not.toContain("minutes we hold a time");
    });

    it("tells a student who paid after the hold lapsed, for a time booked meanwhile, why and where to book again", async () => {
      const w = await world();
      const refund = await getDb().transaction((tx) => startRefund(tx, { meetingId: w.meetingId, reason: "slot_lost", status: "pending" }));
      expect(await sendWithEmail(refund!.id)).toBe("refunded");
      const [email] = await emailsTo(w.scenario.students[0]!.email);
      expect(email!.subject).toMatch(/^We could not book your .+: your \$65\.00 is on its way back$/);
      expect(email!.textBody).toContain(`after the ${HOLD_MINUTES} minutes we hold a time while you pay, and another student had booked that time`);
      expect(email!.textBody).toContain("We sent a refund of $65.00");
      expect(email!.textBody).toContain(`${appUrl}/schedule-meeting/${encodeURIComponent(w.scenario.mentors[0]!.id)}`);
    });
  });

  describe("rescheduling", () => {
    it("moves the meeting to another free hour of the mentor, keeps the link and sends the invitation again with a higher SEQUENCE", async () => {
      const w = await world();
      const { startsAt } = await rescheduleMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, date: "2026-12-09", time: "14:00", now: NOW, mail });
      expect(startsAt).toEqual(easternSlotToUtc("2026-12-09", "14:00"));
      expect(await meetingRow(w.meetingId)).toMatchObject({ startsAt, sequence: 1, status: "scheduled", isPaid: true, meetLink: "https://meet.jit.si/unibridge-lifecycle" });

      for (const address of [w.scenario.students[0]!.email, w.scenario.mentors[0]!.email]) {
        const [email] = await emailsTo(address);
        const ics = icsOf(email!);
        expect([prop(ics, "METHOD"), prop(ics, "UID"), prop(ics, "SEQUENCE"), prop(ics, "DTSTART")]).toEqual(["REQUEST", `meeting-${w.meetingId}@unibridge`, "1", "20261209T190000Z"]);
        expect(email!.textBody).toContain("https://meet.jit.si/unibridge-lifecycle");
      }
      // The old hour is free.
      await getDb().insert(meetings).values({ mentorId: w.mentor.id, studentId: w.otherStudent.id, startsAt: w.startsAt, priceCents: 6500, holdExpiresAt: new Date(NOW.getTime() + HOUR) });
    });

    it("refuses a taken hour, an hour the mentor does not offer, the same hour and a change within 24 hours", async () => {
      const w = await world();
      const taken = easternSlotToUtc("2026-12-09", "11:00");
      await getDb().insert(meetings).values({ mentorId: w.mentor.id, studentId: w.otherStudent.id, startsAt: taken, priceCents: 6500, holdExpiresAt: new Date(NOW.getTime() + HOUR) });
      const move = (date: string, time: string, now = NOW) => codeOf(rescheduleMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, date, time, now, mail }));
      expect(await move("2026-12-09", "11:00")).toBe("slot_taken");
      expect(await move("2026-12-09", "20:00")).toBe("slot_not_offered");
      expect(await move("2026-12-08", "10:00")).toBe("same_slot");
      expect(await move("2026-12-09", "12:00", new Date(w.startsAt.getTime() - 23 * HOUR))).toBe("change_window_closed");
      expect(await codeOf(rescheduleMeeting(getDb(), { meetingId: w.meetingId, actor: w.mentor, date: "2026-12-09", time: "12:00", now: NOW, mail }))).toBe("meeting_not_reschedulable");
      expect(await meetingRow(w.meetingId)).toMatchObject({ startsAt: w.startsAt, sequence: 0 });
      expect(await emailsTo(w.scenario.students[0]!.email)).toEqual([]);
    });
  });

  describe("reminders", () => {
    it("are queued 24 hours and 1 hour before with the confirmation, and follow a moved meeting", async () => {
      const w = await world();
      await getDb().update(meetings).set({ meetLink: null }).where(eq(meetings.id, w.meetingId));
      expect(await deliverMeeting(getDb(), { meetingId: w.meetingId }, { ...mail, now: NOW })).toBe("delivered");
      const reminders = async () =>
        (await getDb().select({ payload: jobs.payload, runAt: jobs.runAt }).from(jobs).where(eq(jobs.kind, MEETING_REMINDER_JOB))).filter(
          (j) => (j.payload as ReminderPayload).meetingId === w.meetingId,
        );
      expect((await reminders()).map((j) => [(j.payload as ReminderPayload).lead, j.runAt.getTime()]).sort()).toEqual([
        ["1h", w.startsAt.getTime() - HOUR],
        ["24h", w.startsAt.getTime() - DAY],
      ]);
      const old = (await reminders())[0]!.payload as ReminderPayload;

      await rescheduleMeeting(getDb(), { meetingId: w.meetingId, actor: w.student, date: "2026-12-10", time: "15:00", now: NOW, mail });
      expect(await reminders()).toHaveLength(4);
      // The old time's reminder finds the meeting moved and sends nothing.
      expect(await sendMeetingReminder(getDb(), old, { ...mail, now: new Date(w.startsAt.getTime() - DAY) })).toBe("stale");
    });

    it("emails both participants in their language and zone with the link, and nothing for a cancelled meeting", async () => {
      const scenario = await createScenario(getDb(), {
        mentors: [{ locale: "zh" }],
        students: [{ timeZone: "Europe/London" }],
        meetings: [{ startsAt: new Date("2026-12-08T15:00:00Z"), paid: true, payment: {} }],
      });
      const meetingId = scenario.meetings[0]!.id;
      await getDb().update(meetings).set({ meetLink: "https://meet.jit.si/reminder" }).where(eq(meetings.id, meetingId));
      const payload = { meetingId, lead: "1h" as const, startsAt: "2026-12-08T15:00:00.000Z" };
      expect(await sendMeetingReminder(getDb(), payload, { ...mail, now: new Date("2026-12-08T14:00:00Z") })).toBe("sent");
      const [toStudent] = await emailsTo(scenario.students[0]!.email);
      expect(toStudent!.subject).toBe("In one hour: your General Consultation with Mentor0 P.");
      expect(toStudent!.textBody).toContain("Your time (Europe/London): Tuesday, December 8, 2026 at 3:00 PM Greenwich Mean Time");
      expect(toStudent!.textBody).toContain("https://meet.jit.si/reminder");
      const [toMentor] = await emailsTo(scenario.mentors[0]!.email);
      expect(toMentor!.subject).toMatch(/^一小时后/);

      await getDb().update(meetings).set({ status: "cancelled", cancelledBy: "student" }).where(eq(meetings.id, meetingId));
      expect(await sendMeetingReminder(getDb(), { ...payload, lead: "24h" }, { ...mail, now: new Date("2026-12-07T15:00:00Z") })).toBe("stale");
      expect(await emailsTo(scenario.students[0]!.email)).toHaveLength(1);
    });
  });

  describe("completion and payouts", () => {
    it("completes a meeting once its hour is over, asks the student for a rating, and pays the mentor 2 days later", async () => {
      const w = await world();
      const ended = new Date(w.startsAt.getTime() + HOUR);
      expect(await completeFinishedMeetings(getDb(), { now: new Date(ended.getTime() - 1), appUrl })).toBe(0);
      expect(await completeFinishedMeetings(getDb(), { now: ended, appUrl })).toBeGreaterThanOrEqual(1);
      expect(await meetingRow(w.meetingId)).toMatchObject({ status: "completed", completedAt: ended });
      const [review] = await emailsTo(w.scenario.students[0]!.email);
      expect(review!.subject).toBe("How was your session with Mentor0 P.?");
      expect(review!.textBody).toContain(`${appUrl}/student-dashboard#rate-mentors-title`);

      const payoutJobs = async () => (await getDb().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "transfer-mentor-payout"))).map((j) => j.payload);
      const item = (await payoutOf(w.meetingId))!.checkoutItemId;
      await releaseDuePayouts(getDb(), { now: new Date(ended.getTime() + 2 * DAY - 1) });
      expect(await payoutJobs()).not.toContainEqual({ itemId: item });
      await releaseDuePayouts(getDb(), { now: new Date(ended.getTime() + 2 * DAY) });
      expect(await payoutJobs()).toContainEqual({ itemId: item });
      // A local test payment moves no money: the share is owed until it can be sent.
      const { gateway } = scriptedGateway("local");
      expect(await sendMentorPayout(getDb(), gateway, item)).toBe("owed");
    });

    it("lets the mentor report a no-show within the dispute window only", async () => {
      const w = await world({ status: "completed" });
      expect(await codeOf(markNoShow(getDb(), { meetingId: w.meetingId, actor: w.mentor, now: new Date(w.startsAt.getTime() + HOUR + 2 * DAY), appUrl }))).toBe("no_show_not_allowed");
      expect(await codeOf(markNoShow(getDb(), { meetingId: w.meetingId, actor: w.student, now: w.startsAt, appUrl }))).toBe("no_show_not_allowed");
      await markNoShow(getDb(), { meetingId: w.meetingId, actor: w.mentor, now: new Date(w.startsAt.getTime() + 2 * HOUR), appUrl });
      expect((await meetingRow(w.meetingId)).status).toBe("no_show");
      // A second report (a double click) changes nothing and tells the student once.
      expect(await codeOf(markNoShow(getDb(), { meetingId: w.meetingId, actor: w.mentor, now: new Date(w.startsAt.getTime() + 3 * HOUR), appUrl }))).toBe("no_show_not_allowed");
      const told = (await emailsTo(w.scenario.students[0]!.email)).filter((email) => email.subject.includes("reported that you missed"));
      expect(told).toHaveLength(1);
      expect(told[0]!.textBody).toContain("it is not refunded, and it no longer counts for the satisfaction guarantee");
      expect(told[0]!.textBody).toContain("reply to this email");
    });
  });

  describe("the satisfaction guarantee", () => {
    it("covers only the first completed session with a mentor, within 30 days", async () => {
      const scenario = await createScenario(getDb(), {
        mentors: [{}],
        meetings: [
          { startsAt: new Date("2026-11-10T15:00:00Z"), status: "completed", paid: true, payment: {} },
          { startsAt: new Date("2026-11-20T15:00:00Z"), status: "completed", paid: true, payment: {} },
        ],
      });
      const student = { id: scenario.students[0]!.id, name: "S", role: "student" as const };
      const [first, second] = scenario.meetings;
      const ask = (meetingId: string, now: Date) => codeOf(requestGuaranteeRefund(getDb(), { meetingId, actor: student, reason: "The session did not help me.", now, appUrl }));
      expect(await ask(second!.id, NOW)).toBe("guarantee_not_eligible");
      expect(await ask(first!.id, new Date("2026-12-10T16:00:01Z"))).toBe("guarantee_window_closed");
      expect(await ask(first!.id, NOW)).toBeNull();
      expect(await ask(first!.id, NOW)).toBe("refund_already_requested");
      const [request] = await refundOf(first!.id);
      expect(request).toMatchObject({ reason: "guarantee", status: "requested", studentNote: "The session did not help me." });
      const [email] = await emailsTo(scenario.students[0]!.email);
      expect(email!.subject).toBe("We received your refund request");
    });

    it("is refunded once an admin approves it, and the student is told each step", async () => {
      // Over, though the completion sweep has not reached it yet: the request completes it.
      const w = await world({ startsAt: new Date("2026-11-24T15:00:00Z") });
      const { refundId } = await requestGuaranteeRefund(getDb(), { meetingId: w.meetingId, actor: w.student, reason: "Mentor was unprepared.", now: NOW, appUrl });
      // While the request waits, the mentor's share is not paid out.
      await releaseDuePayouts(getDb(), { now: NOW });
      expect((await payoutOf(w.meetingId))?.status).toBe("pending");

      await decideGuaranteeRefund(getDb(), { refundId, approve: true, note: null, admin, now: NOW, appUrl });
      expect(await codeOf(decideGuaranteeRefund(getDb(), { refundId, approve: false, note: null, admin, now: NOW, appUrl }))).toBe("refund_not_waiting");
      expect((await meetingRow(w.meetingId)).status).toBe("refunded");
      expect((await refundOf(w.meetingId))[0]).toMatchObject({ status: "pending", decidedBy: admin.id });
      expect((await payoutOf(w.meetingId))?.status).toBe("cancelled");

      const { gateway, refunds: sent } = scriptedGateway("local");
      expect(await sendRefund(getDb(), gateway, refundId, { now: NOW })).toBe("refunded");
      expect(await sendRefund(getDb(), gateway, refundId, { now: NOW })).toBe("skipped");
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ refundId, amountCents: 6500, reverseTransfer: null, destinationCharge: false });
      expect((await refundOf(w.meetingId))[0]).toMatchObject({ status: "refunded", providerRefundId: "re_test_1", refundedAt: NOW });
      const subjects = (await emailsTo(w.scenario.students[0]!.email)).map((e) => e.subject);
      expect(subjects).toEqual(expect.arrayContaining(["We received your refund request", "Your refund request is approved"]));
    });

    it("tells the student when it is declined, with the admin's note, and refunds nothing", async () => {
      const w = await world({ startsAt: new Date("2026-11-24T15:00:00Z"), status: "completed" });
      const { refundId } = await requestGuaranteeRefund(getDb(), { meetingId: w.meetingId, actor: w.student, reason: "I changed my mind.", now: NOW, appUrl });
      await decideGuaranteeRefund(getDb(), { refundId, approve: false, note: "The session was held in full.", admin, now: NOW, appUrl });
      expect((await meetingRow(w.meetingId)).status).toBe("completed");
      expect((await refundOf(w.meetingId))[0]).toMatchObject({ status: "declined", decisionNote: "The session was held in full." });
      const declined = (await emailsTo(w.scenario.students[0]!.email)).find((e) => e.subject === "About your refund request");
      expect(declined!.textBody).toContain("Our note: The session was held in full.");
    });
  });
});

describeEachDb("refunds through Stripe (a fake Stripe API)", (getDb) => {
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    await insertAdmin(getDb());
  });
  afterAll(() => fake.close());
  const gateway = () => createStripeGateway({ secretKey: "sk_test_fake", apiBase: fake.url });

  async function paidStripeMeeting(db: Db) {
    const scenario = await createScenario(db, {
      mentors: [{ stripeAccountId: "acct_refund_mentor", stripeConnected: true }],
      meetings: [{ startsAt: new Date("2026-11-20T15:00:00Z"), status: "completed", paid: true, payment: { provider: "stripe", providerPaymentId: "pi_refund_me" }, priceCents: 7000 }],
    });
    const meetingId = scenario.meetings[0]!.id;
    const student = { id: scenario.students[0]!.id, name: "S", role: "student" as const };
    const [payout] = await db.select().from(mentorPayouts).where(eq(mentorPayouts.mentorId, scenario.mentors[0]!.id));
    return { meetingId, student, itemId: payout!.checkoutItemId };
  }

  it("reverses the mentor's transfer and refunds the charge, once, when the share was already paid out", async () => {
    const db = getDb();
    const { meetingId, student, itemId } = await paidStripeMeeting(db);
    expect(await sendMentorPayout(db, gateway(), itemId, NOW)).toBe("transferred");
    const { refundId } = await requestGuaranteeRefund(db, { meetingId, actor: student, reason: "Not what was promised.", now: NOW, appUrl });
    await decideGuaranteeRefund(db, { refundId, approve: true, note: null, admin, now: NOW, appUrl });
    fake.requests.length = 0;

    const runs = await Promise.all([sendRefund(db, gateway(), refundId, { now: NOW }), sendRefund(db, gateway(), refundId, { now: NOW })]);
    expect(runs.sort()).toEqual(["refunded", "skipped"]);
    const reversals = fake.requests.filter((r) => r.path.endsWith("/reversals"));
    const refundCalls = fake.requests.filter((r) => r.path === "/v1/refunds");
    // Two runs at once may both call Stripe, but with the same keys Stripe makes one of each.
    expect(new Set(reversals.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([`reversal:${refundId}`]));
    expect(new Set(refundCalls.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([`refund:${refundId}`]));
    expect(reversals[0]!.form).toMatchObject({ amount: "5600" });
    expect(refundCalls[0]!.form).toMatchObject({ payment_intent: "pi_refund_me", amount: "7000" });
    const [payout] = await db.select().from(mentorPayouts).where(eq(mentorPayouts.checkoutItemId, itemId));
    expect(payout).toMatchObject({ status: "reversed", reversalId: expect.stringMatching(/^trr_fake/) });
    expect((await db.select().from(refunds).where(eq(refunds.id, refundId)))[0]).toMatchObject({ status: "refunded", providerRefundId: expect.stringMatching(/^re_fake/) });
  });

  it("waits while the mentor's transfer is being made, then reverses it", async () => {
    const db = getDb();
    const { meetingId, student, itemId } = await paidStripeMeeting(db);
    await db.update(mentorPayouts).set({ status: "transferring" }).where(eq(mentorPayouts.checkoutItemId, itemId));
    const { refundId } = await requestGuaranteeRefund(db, { meetingId, actor: student, reason: "Not what was promised.", now: NOW, appUrl });
    await decideGuaranteeRefund(db, { refundId, approve: true, note: null, admin, now: NOW, appUrl });
    await expect(sendRefund(db, gateway(), refundId, { now: NOW })).rejects.toThrow(/still being made/);
    await db.update(mentorPayouts).set({ status: "transferred", transferId: "tr_made" }).where(eq(mentorPayouts.checkoutItemId, itemId));
    expect(await sendRefund(db, gateway(), refundId, { now: NOW })).toBe("refunded");
    expect(fake.requests.some((r) => r.path === "/v1/transfers/tr_made/reversals")).toBe(true);
  });
});
