import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { meetings, mentorProfiles, ratings } from "~/db/schema";
import { createScenario } from "~/test/scenario";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { codeOf } from "~/test/test-services";
import { rateMeeting } from "./rate-meeting.server";
import { findRateableMeeting, listMentorsToRate } from "./rateable-meetings.server";

const NOW = new Date("2026-11-20T18:00:00Z");
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

async function mentorTotals(db: Db, mentorId: string) {
  const [row] = await db.select({ count: mentorProfiles.ratingCount, sum: mentorProfiles.ratingSum }).from(mentorProfiles).where(eq(mentorProfiles.userId, mentorId));
  return row;
}

async function meetingRating(db: Db, meetingId: string) {
  const [meeting] = await db.select({ hasRating: meetings.hasRating }).from(meetings).where(eq(meetings.id, meetingId));
  const rows = await db.select({ rating: ratings.rating, comment: ratings.comment }).from(ratings).where(eq(ratings.meetingId, meetingId));
  return { hasRating: meeting?.hasRating, ratings: rows };
}

describeEachDb("rating a meeting", (getDb) => {
  /** One mentor; student 0 has every kind of meeting with them, student 1 one paid, started meeting. */
  async function world() {
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Grace Hopper" }, { name: "Alan Turing" }],
      students: [{ name: "Mei Lin Chen" }, { name: "Omar Haddad" }],
      meetings: [
        { startsAt: hoursFromNow(-72), paid: true }, // 0: paid, started (older)
        { startsAt: hoursFromNow(-1), paid: true }, // 1: paid, started (most recent)
        { startsAt: hoursFromNow(48), paid: true }, // 2: paid, not started
        { startsAt: hoursFromNow(-24), paid: false, status: "expired" }, // 3: never paid
        { startsAt: hoursFromNow(-5), paid: false, holdExpiresAt: hoursFromNow(1) }, // 4: unpaid hold
        { startsAt: hoursFromNow(-30), paid: true, status: "cancelled" }, // 5: paid, then called off
        { startsAt: hoursFromNow(-2), paid: true, student: 1 }, // 6: the other student's
        { startsAt: hoursFromNow(-10), paid: true, mentor: 1 }, // 7: with the second mentor
      ],
    });
    const [mentor, otherMentor] = scenario.mentors.map((m) => m.id) as [string, string];
    const [student, otherStudent] = scenario.students.map((s) => s.id) as [string, string];
    return { mentor, otherMentor, student, otherStudent, meeting: scenario.meetings.map((m) => m.id) };
  }

  it("keeps the rating, marks the meeting rated and adds it to the mentor's totals, in one go", async () => {
    const w = await world();
    const rated = await rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[1]!, rating: 4, comment: "Clear advice on my essay list.", now: NOW });

    expect(rated).toMatchObject({ mentorId: w.mentor, average: 4, count: 1 });
    expect(await meetingRating(getDb(), w.meeting[1]!)).toEqual({ hasRating: true, ratings: [{ rating: 4, comment: "Clear advice on my essay list." }] });
    expect(await mentorTotals(getDb(), w.mentor)).toEqual({ count: 1, sum: 4 });
  });

  it("refuses what may not be rated and changes nothing", async () => {
    const w = await world();
    const attempt = (meetingId: string, studentId = w.student, now = NOW) => codeOf(rateMeeting(getDb(), { studentId, meetingId, rating: 5, comment: null, now }));

    expect(await attempt(w.meeting[3]!)).toBe("rating_not_paid");
    expect(await attempt(w.meeting[4]!)).toBe("rating_not_paid");
    expect(await attempt(w.meeting[5]!)).toBe("rating_not_paid");
    expect(await attempt(w.meeting[2]!)).toBe("rating_not_started");
    // Someone else's meeting, or none at all, reads the same.
    expect(await attempt(w.meeting[6]!)).toBe("meeting_not_found");
    expect(await attempt("00000000-0000-4000-8000-000000000000")).toBe("meeting_not_found");

    expect(await mentorTotals(getDb(), w.mentor)).toEqual({ count: 0, sum: 0 });
    for (const index of [2, 3, 4, 5, 6]) expect(await meetingRating(getDb(), w.meeting[index]!)).toEqual({ hasRating: false, ratings: [] });
  });

  it("rates a meeting once: a second rating is refused and the totals count the first", async () => {
    const w = await world();
    await rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[0]!, rating: 2, comment: null, now: NOW });
    expect(await codeOf(rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[0]!, rating: 5, comment: "again", now: NOW }))).toBe("already_rated");
    expect(await meetingRating(getDb(), w.meeting[0]!)).toEqual({ hasRating: true, ratings: [{ rating: 2, comment: null }] });
    expect(await mentorTotals(getDb(), w.mentor)).toEqual({ count: 1, sum: 2 });
  });

  it("a meeting becomes rateable when it starts, by the clock it is given", async () => {
    const w = await world();
    expect(await codeOf(rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[2]!, rating: 5, comment: null, now: NOW }))).toBe("rating_not_started");
    const started = hoursFromNow(48);
    expect(await codeOf(rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[2]!, rating: 5, comment: null, now: started }))).toBeNull();
  });

  it("lists each mentor to rate with the most recent rateable meeting, and follows the ratings", async () => {
    const w = await world();
    const listed = await listMentorsToRate(getDb(), w.student, NOW);
    expect(listed).toEqual([
      { mentorId: w.mentor, mentorName: "Grace H.", photoId: null, meetingId: w.meeting[1], startsAt: hoursFromNow(-1), type: "general" },
      { mentorId: w.otherMentor, mentorName: "Alan T.", photoId: null, meetingId: w.meeting[7], startsAt: hoursFromNow(-10), type: "general" },
    ]);
    expect(await findRateableMeeting(getDb(), w.student, w.mentor, NOW)).toBe(w.meeting[1]);

    // Rated: the older session with the same mentor is next; then nothing is left with them.
    await rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[1]!, rating: 5, comment: null, now: NOW });
    expect((await listMentorsToRate(getDb(), w.student, NOW)).map((m) => m.meetingId)).toEqual([w.meeting[7], w.meeting[0]]);
    await rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[0]!, rating: 5, comment: null, now: NOW });
    await rateMeeting(getDb(), { studentId: w.student, meetingId: w.meeting[7]!, rating: 3, comment: null, now: NOW });
    expect(await listMentorsToRate(getDb(), w.student, NOW)).toEqual([]);
    expect(await findRateableMeeting(getDb(), w.student, w.mentor, NOW)).toBeNull();

    // The other student's list is their own.
    expect((await listMentorsToRate(getDb(), w.otherStudent, NOW)).map((m) => m.meetingId)).toEqual([w.meeting[6]]);
  });
});

describePostgres("rating a meeting, at the same time", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 25);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("20 submissions for one meeting give one rating; the others are told it is already rated", async () => {
    const scenario = await createScenario(database.db, { mentors: [{}], meetings: [{ startsAt: hoursFromNow(-2), paid: true }] });
    const request = { studentId: scenario.students[0]!.id, meetingId: scenario.meetings[0]!.id, comment: null, now: NOW };

    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => codeOf(rateMeeting(database.db, { ...request, rating: (i % 5) + 1 }))));

    expect(outcomes.filter((code) => code === null)).toHaveLength(1);
    expect(outcomes.filter((code) => code === "already_rated")).toHaveLength(19);
    const kept = await database.db.select({ rating: ratings.rating }).from(ratings).where(eq(ratings.meetingId, request.meetingId));
    expect(kept).toHaveLength(1);
    expect(await mentorTotals(database.db, scenario.mentors[0]!.id)).toEqual({ count: 1, sum: kept[0]!.rating });
  });

  it("20 students rating one mentor at once all count", async () => {
    const students = Array.from({ length: 20 }, () => ({}));
    const scenario = await createScenario(database.db, {
      mentors: [{}],
      students,
      meetings: students.map((_, student) => ({ student, startsAt: hoursFromNow(-1 - student), paid: true })),
    });
    const stars = scenario.meetings.map((_, i) => (i % 5) + 1);

    await Promise.all(
      scenario.meetings.map((meeting, i) =>
        rateMeeting(database.db, { studentId: scenario.students[i]!.id, meetingId: meeting.id, rating: stars[i]!, comment: null, now: NOW }),
      ),
    );

    const sum = stars.reduce((total, r) => total + r, 0);
    expect(await mentorTotals(database.db, scenario.mentors[0]!.id)).toEqual({ count: 20, sum });
  });
});
