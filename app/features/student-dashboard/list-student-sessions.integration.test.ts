import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { meetings, users } from "~/db/schema";
import { createScenario, type Scenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { listMetMentors } from "./list-met-mentors.server";
import { listStudentSessions } from "./list-student-sessions.server";
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

  it("lists only the student's own paid meetings: upcoming soonest first, then past latest first", async () => {
    const sessions = await listStudentSessions(getDb(), { studentId: student(), now: NOW });
    expect(sessions.upcoming.map((s) => s.id)).toEqual([id.B, id.A]);
    expect(sessions.past.map((s) => s.id)).toEqual([id.D, id.C, id.H]);
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
