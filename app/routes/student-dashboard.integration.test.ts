import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route as DashboardRoute } from "./+types/student-dashboard";
import type { Route as IcsRoute } from "./+types/student-dashboard.sessions.$meetingId.invite-ics";
import { loader as dashboardLoader, shouldRevalidate } from "./student-dashboard";
import { loader as icsLoader } from "./student-dashboard.sessions.$meetingId.invite-ics";
import { accounts, meetings } from "~/db/schema";
import { eventOf, parseIcs, unescapeText } from "~/features/meetings/ics-test-parser";
import type { AppServices } from "~/lib/app-context.server";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, routeContext, TEST_PASSWORD, testServices } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const DAY = 86_400_000;

describeEachDb("student dashboard routes", (getDb) => {
  let services: AppServices;
  let world: Awaited<ReturnType<typeof createWorld>>;

  /** Two students with a paid session each (one with the same mentor), an unpaid hold, a mentor and an admin who can sign in. */
  async function createWorld() {
    const soon = Date.now() + 3 * DAY;
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang" }],
      students: [{ name: "Sam Student" }, { name: "Tina Other" }, { name: "Ada Admin", role: "admin" }],
      meetings: [
        { startsAt: new Date(soon), paid: true, type: "college" },
        { student: 1, startsAt: new Date(soon + DAY), paid: true },
        { startsAt: new Date(soon + 2 * DAY), holdExpiresAt: new Date(Date.now() + 30 * 60_000) },
      ],
    });
    await getDb().update(meetings).set({ meetLink: "https://meet.jit.si/Unibridge-route-test" }).where(eq(meetings.id, scenario.meetings[0]!.id));
    const password = await hashPassword(TEST_PASSWORD);
    const people = [...scenario.students, scenario.mentors[0]!];
    await getDb()
      .insert(accounts)
      .values(people.map((p) => ({ id: randomUUID(), accountId: p.id, providerId: "credential", userId: p.id, password })));
    const [student, other, admin, mentor] = await Promise.all(
      people.map(async (p) => {
        const result = await services.auth.api.signInEmail({ body: { email: p.email, password: TEST_PASSWORD }, returnHeaders: true });
        return cookieHeader(result.headers.getSetCookie());
      }),
    );
    const [own, othersMeeting, held] = scenario.meetings.map((m) => m.id) as [string, string, string];
    return { scenario, cookies: { student: student!, other: other!, admin: admin!, mentor: mentor! }, own, othersMeeting, held };
  }

  beforeAll(async () => {
    services = testServices(getDb(), appUrl);
    world = await createWorld();
  });

  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);
  const locationOf = (value: unknown) => (value instanceof Response && value.status >= 300 && value.status < 400 ? value.headers.get("Location") : null);

  function loadDashboard(cookie: string | null, query = "") {
    const request = new Request(`${appUrl}/student-dashboard${query}`, { headers: cookie ? { cookie } : {} });
    return settle(dashboardLoader({ request, context: routeContext(services), params: {} } as unknown as DashboardRoute.LoaderArgs));
  }

  function loadIcs(meetingId: string, cookie: string | null) {
    const request = new Request(`${appUrl}/student-dashboard/sessions/${meetingId}/invite.ics`, { headers: cookie ? { cookie } : {} });
    return settle(icsLoader({ request, context: routeContext(services), params: { meetingId } } as unknown as IcsRoute.LoaderArgs));
  }

  describe("the dashboard's loader", () => {
    it("gives a student their own sessions and mentors only", async () => {
      const data = (await loadDashboard(world.cookies.student)) as Awaited<ReturnType<typeof dashboardLoader>>;
      expect(data.name).toBe("Sam Student");
      expect(data.sessions.upcoming.map((s) => s.id)).toEqual([world.own]);
      expect(data.sessions.past).toEqual([]);
      expect(data.metMentors.map((m) => m.id)).toEqual([world.scenario.mentors[0]!.id]);
      expect(data.finder.mentors).toBeNull();

      const other = (await loadDashboard(world.cookies.other)) as Awaited<ReturnType<typeof dashboardLoader>>;
      expect(other.sessions.upcoming.map((s) => s.id)).toEqual([world.othersMeeting]);
    });

    it("recommends mentors when the finder's fields are in the URL", async () => {
      const data = (await loadDashboard(world.cookies.student, "?major=computer-science&sessions=open")) as Awaited<ReturnType<typeof dashboardLoader>>;
      expect(data.finder.criteria).toEqual({ major: "computer-science" });
      expect(data.finder.seeMorePath).toBe("/mentors?major=computer-science");
      // The scenario's mentor has no weekly hours, so it cannot be recommended.
      expect(data.finder.mentors?.map((m) => m.id)).not.toContain(world.scenario.mentors[0]!.id);
    });

    it("sends visitors to log in, and mentors and admins to their own pages", async () => {
      expect(locationOf(await loadDashboard(null, "?sessions=open"))).toBe("/login?redirectTo=%2Fstudent-dashboard%3Fsessions%3Dopen");
      expect(locationOf(await loadDashboard(world.cookies.mentor))).toBe("/mentor-dashboard");
      expect(locationOf(await loadDashboard(world.cookies.admin))).toBe("/");
    });

    it("does not load again when only a dialog opens or closes", () => {
      const url = (query: string) => new URL(`${appUrl}/student-dashboard${query}`);
      const args = (from: string, to: string, formMethod?: string) =>
        ({ currentUrl: url(from), nextUrl: url(to), formMethod, defaultShouldRevalidate: true }) as unknown as Parameters<typeof shouldRevalidate>[0];
      expect(shouldRevalidate(args("?major=economics", "?major=economics&sessions=open"))).toBe(false);
      expect(shouldRevalidate(args("?schedule=open", ""))).toBe(false);
      expect(shouldRevalidate(args("", "?major=economics"))).toBe(true);
      expect(shouldRevalidate(args("?sessions=open", "?sessions=open"))).toBe(true);
      expect(shouldRevalidate(args("", "?sessions=open", "POST"))).toBe(true);
    });
  });

  describe("the session's calendar file", () => {
    it("gives the student who paid the session its .ics, the same event as the email's invitation", async () => {
      const response = (await loadIcs(world.own, world.cookies.student)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="unibridge-session-\d{4}-\d{2}-\d{2}\.ics"$/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const properties = parseIcs(await response.text());
      expect(properties.find((p) => p.name === "METHOD")?.value).toBe("PUBLISH");
      const event = eventOf(properties);
      const one = (name: string) => event.get(name)?.[0]?.value;
      expect(one("UID")).toBe(`meeting-${world.own}@unibridge`);
      expect(unescapeText(one("SUMMARY")!)).toBe("Unibridge: College Information with Alice Z.");
      expect(one("URL")).toBe("https://meet.jit.si/Unibridge-route-test");
      const startsAt = world.scenario.meetings[0]!.startsAt;
      expect(one("DTSTART")).toBe(startsAt.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, ""));
    });

    it("without a video link yet, says it will come by email and has no location", async () => {
      const response = (await loadIcs(world.othersMeeting, world.cookies.other)) as Response;
      expect(response.status).toBe(200);
      const event = eventOf(parseIcs(await response.text()));
      expect(event.get("URL")).toBeUndefined();
      expect(unescapeText(event.get("DESCRIPTION")![0]!.value)).toContain("The video link will be emailed to you");
    });

    it("is not found for another student's session, an unpaid hold, a meeting that does not exist or a malformed id", async () => {
      for (const [meetingId, cookie] of [
        [world.othersMeeting, world.cookies.student],
        [world.own, world.cookies.other],
        [world.held, world.cookies.student],
        [randomUUID(), world.cookies.student],
        ["not-a-uuid", world.cookies.student],
      ] as const) {
        const response = (await loadIcs(meetingId, cookie)) as Response;
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: "not_found" });
      }
    });

    it("sends visitors to log in, and refuses the meeting's mentor and admins", async () => {
      expect(locationOf(await loadIcs(world.own, null))).toBe(`/login?redirectTo=${encodeURIComponent(`/student-dashboard/sessions/${world.own}/invite.ics`)}`);
      expect(locationOf(await loadIcs(world.own, world.cookies.mentor))).toBe("/mentor-dashboard");
      expect(locationOf(await loadIcs(world.own, world.cookies.admin))).toBe("/");
    });
  });
});
