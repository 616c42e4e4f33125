import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { meetings, refunds } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import type { CheckoutRequest } from "~/features/booking/checkout-request";
import { createCheckout } from "~/features/booking/create-checkout.server";
import { easternSlotToUtc } from "~/features/booking/slots";
import { runDueJobs } from "~/features/jobs/run-due-jobs.server";
import { meetingJobs } from "~/features/meetings/meeting-jobs.server";
import { enqueueMeetingReminders } from "~/features/meetings/meeting-reminders.server";
import { createScenario, everyDayAt, recordingGateway } from "~/test/scenario";
import { createTestDatabase, describePostgres, type TestDatabase } from "~/test/test-database";
import { cancelMeeting } from "./cancel-meeting.server";
import { completeFinishedMeetings } from "./complete-finished-meetings.server";
import { rescheduleMeeting } from "./reschedule-meeting.server";

const NOW = new Date("2026-12-03T17:00:00Z");
const HOUR = 3_600_000;
const appUrl = "http://localhost:3000";
const mail = { appUrl };

describePostgres("meeting changes under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 40);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function bookedSlot() {
    const db = database.db;
    const scenario = await createScenario(db, {
      mentors: [{}],
      students: Array.from({ length: 6 }, () => ({})),
      availability: everyDayAt([10, 11]),
      meetings: [{ startsAt: { date: "2026-12-08", time: "10:00" }, paid: true, payment: {} }],
    });
    const owner = { id: scenario.students[0]!.id, name: "Owner", role: "student" as const };
    return { db, scenario, owner, meetingId: scenario.meetings[0]!.id, others: scenario.students.slice(1) };
  }
  const standing = (db: TestDatabase["db"], mentorId: string, startsAt: Date) =>
    db.select({ studentId: meetings.studentId }).from(meetings).where(and(eq(meetings.mentorId, mentorId), eq(meetings.startsAt, startsAt), inArray(meetings.status, ["scheduled", "completed"])));

  it("lets students booking the freed slot while it is cancelled either wait for it or be refused, never double-book it", async () => {
    const { db, scenario, owner, meetingId, others } = await bookedSlot();
    const mentorId = scenario.mentors[0]!.id;
    const request: CheckoutRequest = { type: "single_meeting", meeting: { mentorId, sessionType: "general", date: "2026-12-08", time: "10:00", major: "History", expectations: "Essay plan" } };
    const gateway = recordingGateway();
    const results = await Promise.allSettled([
      cancelMeeting(db, { meetingId, actor: owner, now: NOW, mail }),
      ...others.map((student) => createCheckout(db, { student, request, gateway, appUrl, now: NOW })),
    ]);
    expect(results[0]!.status).toBe("fulfilled");
    const booked = results.slice(1).filter((r) => r.status === "fulfilled");
    for (const refused of results.slice(1).filter((r) => r.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "slot_taken" });
    expect(booked.length).toBeLessThanOrEqual(1);
    const holders = await standing(db, mentorId, easternSlotToUtc("2026-12-08", "10:00"));
    expect(holders.length).toBe(booked.length);
    expect(holders.every((h) => h.studentId !== owner.id)).toBe(true);
    expect(await db.select().from(refunds).where(eq(refunds.meetingId, meetingId))).toHaveLength(1);
  });

  it("gives a slot wanted by a reschedule and by new bookings at once to exactly one of them", async () => {
    const { db, scenario, owner, meetingId, others } = await bookedSlot();
    const mentorId = scenario.mentors[0]!.id;
    const target = { date: "2026-12-09", time: "11:00" };
    const request: CheckoutRequest = { type: "single_meeting", meeting: { mentorId, sessionType: "general", ...target, major: "History", expectations: "Essay plan" } };
    const gateway = recordingGateway();
    const results = await Promise.allSettled([
      rescheduleMeeting(db, { meetingId, actor: owner, ...target, now: NOW, mail }),
      ...others.map((student) => createCheckout(db, { student, request, gateway, appUrl, now: NOW })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "slot_taken" });
    expect(await standing(db, mentorId, easternSlotToUtc(target.date, target.time))).toHaveLength(1);
  });

  it("cancels once under a burst of double clicks: one refund, one pair of emails", async () => {
    const { db, scenario, owner, meetingId } = await bookedSlot();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => cancelMeeting(db, { meetingId, actor: owner, now: NOW, mail })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "meeting_not_cancellable" });
    expect(await db.select().from(refunds).where(eq(refunds.meetingId, meetingId))).toHaveLength(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, scenario.students[0]!.email))).toHaveLength(1);
  });

  it("sends each reminder once when several workers run the due jobs at the same moment", async () => {
    const { db, scenario, meetingId } = await bookedSlot();
    const startsAt = easternSlotToUtc("2026-12-08", "10:00");
    await db.update(meetings).set({ meetLink: "https://meet.jit.si/race" }).where(eq(meetings.id, meetingId));
    await db.transaction((tx) => enqueueMeetingReminders(tx, { id: meetingId, startsAt }, NOW));
    await db.transaction((tx) => enqueueMeetingReminders(tx, { id: meetingId, startsAt }, NOW));
    const handlers = meetingJobs({ db, appUrl, notifyOutbox: () => {} });
    const dueAt = new Date(startsAt.getTime() - HOUR);
    await Promise.all(Array.from({ length: 4 }, () => runDueJobs(db, handlers, { now: dueAt })));
    const sent = await db.select({ to: emailOutbox.toAddress, subject: emailOutbox.subject }).from(emailOutbox).where(inArray(emailOutbox.toAddress, [scenario.students[0]!.email, scenario.mentors[0]!.email]));
    expect(sent.map((e) => e.subject.split(":")[0]).sort()).toEqual(["In one hour", "In one hour", "Tomorrow", "Tomorrow"]);
  });

  it("completes a meeting once when sweeps run on several instances at once", async () => {
    const { db, scenario } = await bookedSlot();
    const ended = new Date(easternSlotToUtc("2026-12-08", "10:00").getTime() + HOUR);
    await Promise.all(Array.from({ length: 4 }, () => completeFinishedMeetings(db, { now: ended, appUrl })));
    const reviews = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, scenario.students[0]!.email));
    expect(reviews).toHaveLength(1);
  });
});
