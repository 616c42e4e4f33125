import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { auditLog, meetings } from "~/db/schema";
import { createScenario, type Scenario } from "~/test/scenario";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { codeOf } from "~/test/test-services";
import { listPaidMeetings, MEETINGS_PAGE_SIZE } from "./list-paid-meetings.server";
import { EMAIL_FLAG_SET_ACTION, setMeetingEmailSent } from "./set-meeting-email-sent.server";

const noFilters = { q: "", from: null, to: null };

async function adminIn(db: Db) {
  const scenario = await createScenario(db, { students: [{ name: "Grace Admin", role: "admin" }] });
  return { id: scenario.students[0]!.id, name: "Grace Admin" };
}

async function auditRowsFor(db: Db, meetingId: string) {
  return db.select().from(auditLog).where(and(eq(auditLog.subjectType, "meeting"), eq(auditLog.subjectId, meetingId)));
}

async function paidMeeting(db: Db, startsAt = new Date("2031-03-02T15:00:00Z")) {
  const scenario = await createScenario(db, { mentors: [{}], meetings: [{ startsAt, paid: true }] });
  return scenario.meetings[0]!.id;
}

describeEachDb("the email-sent flag", (getDb) => {
  it("goes from false to true once, with one audit row naming the admin", async () => {
    const admin = await adminIn(getDb());
    const meetingId = await paidMeeting(getDb());
    expect(await setMeetingEmailSent(getDb(), admin, meetingId)).toEqual({ changed: true });
    expect(await setMeetingEmailSent(getDb(), admin, meetingId)).toEqual({ changed: false });

    const [meeting] = await getDb().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting).toEqual({ emailSent: true });
    const rows = await auditRowsFor(getDb(), meetingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorName: "Grace Admin",
      action: EMAIL_FLAG_SET_ACTION,
      before: { emailSent: false },
      after: { emailSent: true },
    });
  });

  it("refuses meetings that are unknown or not paid, changing nothing", async () => {
    const admin = await adminIn(getDb());
    expect(await codeOf(setMeetingEmailSent(getDb(), admin, "00000000-0000-4000-8000-000000000000"))).toBe("meeting_not_found");
    const held = await createScenario(getDb(), {
      mentors: [{}],
      meetings: [{ startsAt: new Date("2031-03-03T15:00:00Z"), holdExpiresAt: new Date("2031-03-01T00:00:00Z") }],
    });
    const heldId = held.meetings[0]!.id;
    expect(await codeOf(setMeetingEmailSent(getDb(), admin, heldId))).toBe("meeting_not_found");
    const [row] = await getDb().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, heldId));
    expect(row).toEqual({ emailSent: false });
    expect(await auditRowsFor(getDb(), heldId)).toEqual([]);
  });

  it("rolls the change back with its audit row", async () => {
    const meetingId = await paidMeeting(getDb(), new Date("2031-03-04T15:00:00Z"));
    // An actor who is not a user: the audit insert fails (foreign key), after the flag was updated.
    await expect(setMeetingEmailSent(getDb(), { id: "no-such-user", name: "Ghost" }, meetingId)).rejects.toThrow();
    const [row] = await getDb().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, meetingId));
    expect(row).toEqual({ emailSent: false });
    expect(await auditRowsFor(getDb(), meetingId)).toEqual([]);
  });
});

describeEachDb("listPaidMeetings", (getDb) => {
  let world: Scenario;
  const base = Date.UTC(2031, 5, 1, 14);

  beforeAll(async () => {
    // 23 paid meetings over 23 days (one Eastern date each) and one unpaid hold, which is not listed.
    world = await createScenario(getDb(), {
      mentors: [{ name: "Ada Lovelace" }, { name: "Alan 100%_Turing" }],
      students: [{ name: "Grace Hopper" }, { name: "Katherine Johnson" }],
      meetings: [
        ...Array.from({ length: 23 }, (_, i) => ({
          mentor: i % 2,
          student: i % 3 === 0 ? 1 : 0,
          startsAt: new Date(base + i * 86_400_000),
          paid: true,
        })),
        { startsAt: new Date(base - 86_400_000), holdExpiresAt: new Date(base) },
      ],
    });
    // Booked in order: the i-th meeting i minutes after the first.
    for (const [i, meeting] of world.meetings.entries()) {
      await getDb().update(meetings).set({ createdAt: new Date(Date.UTC(2031, 0, 1) + i * 60_000) }).where(eq(meetings.id, meeting.id));
    }
  });

  const ids = (indexes: number[]) => indexes.map((i) => world.meetings[i]!.id);

  it("pages paid meetings newest booking first", async () => {
    const first = await listPaidMeetings(getDb(), noFilters, 1);
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(MEETINGS_PAGE_SIZE);
    expect(first.rows.map((r) => r.id)).toEqual(ids(Array.from({ length: 20 }, (_, i) => 22 - i)));
    expect(first.rows[0]).toMatchObject({ mentorName: "Ada Lovelace", studentName: "Grace Hopper", emailSent: false, major: "Not specified" });

    const second = await listPaidMeetings(getDb(), noFilters, 2);
    expect(second.rows.map((r) => r.id)).toEqual(ids([2, 1, 0]));
    const beyond = await listPaidMeetings(getDb(), noFilters, 9);
    expect(beyond).toMatchObject({ rows: [], total: 23, pageCount: 2 });
  });

  it("finds a mentor's or a student's name, case-insensitively, wildcards taken literally", async () => {
    const byMentor = await listPaidMeetings(getDb(), { ...noFilters, q: "lovelace" }, 1);
    expect(byMentor.total).toBe(12);
    expect(byMentor.rows.every((r) => r.mentorName === "Ada Lovelace")).toBe(true);
    const byStudent = await listPaidMeetings(getDb(), { ...noFilters, q: "KATHERINE" }, 1);
    expect(byStudent.total).toBe(8);
    expect((await listPaidMeetings(getDb(), { ...noFilters, q: "100%_T" }, 1)).total).toBe(11);
    expect((await listPaidMeetings(getDb(), { ...noFilters, q: "1000" }, 1)).total).toBe(0);
    expect((await listPaidMeetings(getDb(), { ...noFilters, q: "%" }, 1)).total).toBe(11);
  });

  it("keeps meetings whose US Eastern date is in the range, both ends included", async () => {
    // Meeting i starts at 10:00 Eastern (EDT) on June 1 + i.
    const range = await listPaidMeetings(getDb(), { q: "", from: "2031-06-03", to: "2031-06-05" }, 1);
    expect(range.rows.map((r) => r.id)).toEqual(ids([4, 3, 2]));
    const fromOnly = await listPaidMeetings(getDb(), { q: "", from: "2031-06-22", to: null }, 1);
    expect(fromOnly.rows.map((r) => r.id)).toEqual(ids([22, 21]));
    const combined = await listPaidMeetings(getDb(), { q: "katherine", from: null, to: "2031-06-04" }, 1);
    expect(combined.rows.map((r) => r.id)).toEqual(ids([3, 0]));
  });
});

describePostgres("the email-sent flag under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 8);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("writes one audit row when admins confirm the same meeting at the same moment", async () => {
    const admin = await adminIn(database.db);
    const meetingId = await paidMeeting(database.db);
    const results = await Promise.all(Array.from({ length: 6 }, () => setMeetingEmailSent(database.db, admin, meetingId)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await auditRowsFor(database.db, meetingId)).toHaveLength(1);
  });
});
