import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route as FeedRoute } from "./+types/calendar-feed.$token.unibridge-ics";
import type { Route as ResetRoute } from "./+types/resources.calendar-feed";
import { loader as feedLoader } from "./calendar-feed.$token.unibridge-ics";
import { action as resetAction, loader as resetLoader } from "./resources.calendar-feed";
import { loader as mentorDashboardLoader } from "./mentor-dashboard";
import { loader as studentDashboardLoader } from "./student-dashboard";
import type { Route as MentorDashboardRoute } from "./+types/mentor-dashboard";
import type { Route as StudentDashboardRoute } from "./+types/student-dashboard";
import { accounts, calendarFeeds, meetings, users } from "~/db/schema";
import { eventsOf, parseIcs, unescapeText } from "~/features/meetings/ics-test-parser";
import type { AppServices } from "~/lib/app-context.server";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, routeContext, TEST_PASSWORD, testServices } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const DAY = 86_400_000;

describeEachDb("private calendar feed", (getDb) => {
  let services: AppServices;
  let world: Awaited<ReturnType<typeof createWorld>>;

  /**
   * A mentor with two students: Sam has an upcoming paid session with a video link, one held
   * last week, one too old for the feed, a cancelled one and an unpaid hold; Tina has one paid
   * session. An admin who can sign in too.
   */
  async function createWorld() {
    const now = Date.now();
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang" }],
      students: [{ name: "Sam Student, Jr." }, { name: "Tina Other", locale: "zh" }, { name: "Ada Admin", role: "admin" }],
      meetings: [
        { startsAt: new Date(now + 3 * DAY), paid: true, type: "college" },
        { startsAt: new Date(now - 7 * DAY), paid: true, status: "completed" },
        { startsAt: new Date(now - 40 * DAY), paid: true, status: "completed" },
        { startsAt: new Date(now + 4 * DAY), paid: true, status: "cancelled" },
        { startsAt: new Date(now + 5 * DAY), holdExpiresAt: new Date(now + 30 * 60_000) },
        { student: 1, startsAt: new Date(now + 6 * DAY), paid: true },
      ],
    });
    const [upcoming, recent, old, cancelled, held, tinas] = scenario.meetings.map((m) => m.id) as [string, string, string, string, string, string];
    await getDb().update(meetings).set({ meetLink: "https://meet.jit.si/Unibridge-feed-test" }).where(eq(meetings.id, upcoming));
    const password = await hashPassword(TEST_PASSWORD);
    const people = [scenario.mentors[0]!, ...scenario.students];
    await getDb()
      .insert(accounts)
      .values(people.map((p) => ({ id: randomUUID(), accountId: p.id, providerId: "credential", userId: p.id, password })));
    const [mentor, sam, tina, admin] = await Promise.all(
      people.map(async (p) => {
        const result = await services.auth.api.signInEmail({ body: { email: p.email, password: TEST_PASSWORD }, returnHeaders: true });
        return cookieHeader(result.headers.getSetCookie());
      }),
    );
    return {
      scenario,
      cookies: { mentor: mentor!, sam: sam!, tina: tina!, admin: admin! },
      meetings: { upcoming, recent, old, cancelled, held, tinas },
    };
  }

  beforeAll(async () => {
    services = testServices(getDb(), appUrl);
    world = await createWorld();
  });

  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);

  async function reset(cookie: string | null, method = "POST") {
    const request = new Request(`${appUrl}/resources/calendar-feed`, { method, headers: cookie ? { cookie } : {} });
    return (await settle(resetAction({ request, context: routeContext(services), params: {} } as unknown as ResetRoute.ActionArgs))) as Response;
  }

  async function newFeedUrl(cookie: string): Promise<string> {
    const response = await reset(cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; url: string };
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/calendar-feed\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\/unibridge\.ics$/);
    return body.url;
  }

  async function fetchFeed(url: string): Promise<Response> {
    const token = new URL(url).pathname.split("/")[2]!;
    const request = new Request(url);
    return (await settle(feedLoader({ request, context: routeContext(services), params: { token } } as unknown as FeedRoute.LoaderArgs))) as Response;
  }

  describe("content", () => {
    it("lists the mentor's paid sessions from the last 30 days on, as the same events as the invitations", async () => {
      const response = await fetchFeed(await newFeedUrl(world.cookies.mentor));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      const text = await response.text();
      const properties = parseIcs(text);
      const value = (name: string) => properties.find((p) => p.name === name)?.value;
      expect(value("BEGIN")).toBe("VCALENDAR");
      expect(value("VERSION")).toBe("2.0");
      expect(value("METHOD")).toBe("PUBLISH");
      expect(value("X-WR-CALNAME")).toBe("Unibridge sessions");
      expect(properties.at(-1)).toMatchObject({ name: "END", value: "VCALENDAR" });
      // Every physical line is at most 75 octets (folded), ending in CRLF.
      for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

      const events = eventsOf(properties);
      const { recent, upcoming, tinas } = world.meetings;
      // Oldest first; the session held 40 days ago, the cancelled one and the hold are left out.
      expect(events.map((e) => e.get("UID")?.[0]?.value)).toEqual([recent, upcoming, tinas].map((id) => `meeting-${id}@unibridge`));
      const first = events[1]!;
      const one = (name: string) => first.get(name)?.[0];
      const starts = world.scenario.meetings[0]!.startsAt;
      const utc = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
      expect(one("DTSTART")?.value).toBe(utc(starts));
      expect(one("DTEND")?.value).toBe(utc(new Date(starts.getTime() + 60 * 60_000)));
      expect(one("DTSTAMP")?.value).toMatch(/^\d{8}T\d{6}Z$/);
      // The mentor reads the student's name, escaped (the comma), and the video link.
      expect(unescapeText(one("SUMMARY")!.value)).toBe("Unibridge: College Information with Sam J.");
      expect(one("SUMMARY")!.value).not.toContain("Sam J.,");
      expect(one("URL")?.value).toBe("https://meet.jit.si/Unibridge-feed-test");
      expect(unescapeText(one("DESCRIPTION")!.value)).toContain("https://meet.jit.si/Unibridge-feed-test");
      expect(first.get("ATTENDEE")?.map((a) => a.value)).toEqual([`mailto:${world.scenario.students[0]!.email}`, `mailto:${world.scenario.mentors[0]!.email}`]);
    });

    it("gives a student only their own sessions, in their language", async () => {
      const events = eventsOf(parseIcs(await (await fetchFeed(await newFeedUrl(world.cookies.tina))).text()));
      expect(events.map((e) => e.get("UID")?.[0]?.value)).toEqual([`meeting-${world.meetings.tinas}@unibridge`]);
      expect(unescapeText(events[0]!.get("SUMMARY")![0]!.value)).toContain("Alice Z.");
      const feed = await (await fetchFeed(await newFeedUrl(world.cookies.tina))).text();
      expect(feed).toContain("X-WR-CALNAME:Unibridge 辅导课程");
    });
  });

  describe("secrecy", () => {
    it("answers the same 404 to a wrong, malformed or replaced token, and to a disabled owner", async () => {
      const first = await newFeedUrl(world.cookies.sam);
      expect((await fetchFeed(first)).status).toBe(200);
      const second = await newFeedUrl(world.cookies.sam);
      expect(second).not.toBe(first);
      expect((await fetchFeed(second)).status).toBe(200);

      const [feedId, secret] = new URL(second).pathname.split("/")[2]!.split(".") as [string, string];
      const flipped = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
      const candidates = [
        first,
        `${appUrl}/calendar-feed/${feedId}.${flipped}/unibridge.ics`,
        `${appUrl}/calendar-feed/${randomUUID()}.${secret}/unibridge.ics`,
        `${appUrl}/calendar-feed/${feedId}/unibridge.ics`,
        `${appUrl}/calendar-feed/${feedId}.${secret}x/unibridge.ics`,
        `${appUrl}/calendar-feed/${world.scenario.students[0]!.id}.${secret}/unibridge.ics`,
      ];
      const answers = await Promise.all(candidates.map(async (url) => {
        const response = await fetchFeed(url);
        return `${response.status} ${await response.text()}`;
      }));
      expect(new Set(answers)).toEqual(new Set(["404 Not Found"]));

      await getDb().update(users).set({ disabled: true }).where(eq(users.id, world.scenario.students[0]!.id));
      try {
        expect((await fetchFeed(second)).status).toBe(404);
      } finally {
        await getDb().update(users).set({ disabled: false }).where(eq(users.id, world.scenario.students[0]!.id));
      }
    });

    it("keeps one feed per user, only ever their own", async () => {
      await newFeedUrl(world.cookies.sam);
      await newFeedUrl(world.cookies.sam);
      const rows = await getDb().select().from(calendarFeeds).where(eq(calendarFeeds.userId, world.scenario.students[0]!.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe("permissions", () => {
    it("lets only signed-in mentors and students make a feed, by POST", async () => {
      expect((await reset(null)).status).toBe(401);
      expect((await reset(world.cookies.admin)).status).toBe(403);
      expect((await reset(world.cookies.sam, "GET")).status).toBe(405);
      expect(resetLoader().status).toBe(405);
      const adminFeeds = await getDb().select().from(calendarFeeds).where(eq(calendarFeeds.userId, world.scenario.students[2]!.id));
      expect(adminFeeds).toEqual([]);
    });

    it("shows each dashboard its owner's current link, null before there is one", async () => {
      const load = async (path: string, cookie: string) => {
        const request = new Request(`${appUrl}${path}`, { headers: { cookie } });
        const args = { request, context: routeContext(services), params: {} };
        return path === "/mentor-dashboard"
          ? ((await mentorDashboardLoader(args as unknown as MentorDashboardRoute.LoaderArgs)) as { profile: { calendarFeedUrl: string | null } }).profile.calendarFeedUrl
          : ((await studentDashboardLoader(args as unknown as StudentDashboardRoute.LoaderArgs)) as { calendarFeedUrl: string | null }).calendarFeedUrl;
      };
      await getDb().delete(calendarFeeds).where(eq(calendarFeeds.userId, world.scenario.students[0]!.id));
      expect(await load("/student-dashboard", world.cookies.sam)).toBeNull();
      const samUrl = await newFeedUrl(world.cookies.sam);
      expect(await load("/student-dashboard", world.cookies.sam)).toBe(samUrl);
      const mentorUrl = await newFeedUrl(world.cookies.mentor);
      expect(await load("/mentor-dashboard", world.cookies.mentor)).toBe(mentorUrl);
    });

    it("tells the mentor dashboard whether Google Calendar keys are configured", async () => {
      const load = async (google: { clientId: string | undefined; clientSecret: string | undefined }) => {
        const request = new Request(`${appUrl}/mentor-dashboard`, { headers: { cookie: world.cookies.mentor } });
        const configured = { ...services, config: { ...services.config, google: { ...services.config.google, ...google } } };
        const data = (await mentorDashboardLoader({ request, context: routeContext(configured), params: {} } as unknown as MentorDashboardRoute.LoaderArgs)) as { googleCalendar: unknown };
        return data.googleCalendar !== null;
      };
      expect(await load({ clientId: undefined, clientSecret: undefined })).toBe(false);
      expect(await load({ clientId: "id.apps.googleusercontent.com", clientSecret: undefined })).toBe(false);
      expect(await load({ clientId: "id.apps.googleusercontent.com", clientSecret: "secret" })).toBe(true);
    });
  });
});
