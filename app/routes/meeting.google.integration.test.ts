import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Route as CallbackRoute } from "./+types/meeting.google.callback";
import type { Route as ConnectRoute } from "./+types/meeting.google";
import type { Route as MentorDashboardRoute } from "./+types/mentor-dashboard";
import { loader as callbackLoader } from "./meeting.google.callback";
import { action as connectAction, loader as connectLoader } from "./meeting.google";
import { loader as mentorDashboardLoader } from "./mentor-dashboard";
import { accounts, googleCalendarConnections, googleOauthStates, meetings, mentorProfiles } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import { createMeetEvent, meetEventId } from "~/features/google-calendar/create-meet-event.server";
import { googleCalendarOf, type GoogleCalendar } from "~/features/google-calendar/google-calendar.server";
import { getGoogleAccessToken } from "~/features/google-calendar/google-connection.server";
import { deliverMeeting, type DeliverMeetingOptions } from "~/features/meetings/deliver-meeting.server";
import type { AppServices } from "~/lib/app-context.server";
import { LostClaimError } from "~/lib/work-lease.server";
import { startFakeGoogleServer, type FakeGoogleServer } from "~/test/fake-google-server";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, routeContext, TEST_PASSWORD, testServices } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDb("Google Calendar connection (/meeting/google)", (getDb) => {
  let fake: FakeGoogleServer;
  let services: AppServices;
  let google: GoogleCalendar;
  let world: Awaited<ReturnType<typeof createWorld>>;

  /** Two mentors (Ada with two paid sessions to come), a student and an admin, all signed in. */
  async function createWorld() {
    const now = Date.now();
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Ada Lovelace" }, { name: "Grace Hopper" }],
      students: [{ name: "Wei Zhang", locale: "zh" }, { name: "Ann Admin", role: "admin" }],
      meetings: [
        { startsAt: new Date(now + 3 * DAY), paid: true, type: "essay" },
        { startsAt: new Date(now + 4 * DAY), paid: true, type: "college" },
        { startsAt: new Date(now + 5 * DAY), paid: true, type: "interview" },
      ],
    });
    const password = await hashPassword(TEST_PASSWORD);
    const people = [...scenario.mentors, ...scenario.students];
    await getDb()
      .insert(accounts)
      .values(people.map((p) => ({ id: randomUUID(), accountId: p.id, providerId: "credential", userId: p.id, password })));
    const [ada, grace, wei, admin] = await Promise.all(
      people.map(async (p) => {
        const result = await services.auth.api.signInEmail({ body: { email: p.email, password: TEST_PASSWORD }, returnHeaders: true });
        return cookieHeader(result.headers.getSetCookie());
      }),
    );
    return { scenario, ada: scenario.mentors[0]!, grace: scenario.mentors[1]!, student: scenario.students[0]!, cookies: { ada: ada!, grace: grace!, wei: wei!, admin: admin! } };
  }

  beforeAll(async () => {
    fake = await startFakeGoogleServer();
    const base = testServices(getDb(), appUrl);
    services = {
      ...base,
      config: {
        ...base.config,
        google: {
          clientId: fake.clientId,
          clientSecret: fake.clientSecret,
          authorizeUrl: `${fake.url}/o/oauth2/v2/auth`,
          tokenUrl: `${fake.url}/token`,
          revokeUrl: `${fake.url}/revoke`,
          apiBase: fake.url,
        },
      },
    };
    google = (await googleCalendarOf(services))!;
    world = await createWorld();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await getDb().delete(googleCalendarConnections);
    await getDb().delete(googleOauthStates);
    fake.requests.length = 0;
    fake.failEvents(0, 0);
  });

  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown as Response);
  const headers = (cookie: string | null) => (cookie ? { cookie } : undefined);

  async function askAuthUrl(cookie: string | null, on: AppServices = services): Promise<Response> {
    const request = new Request(`${appUrl}/meeting/google`, { headers: headers(cookie) });
    return (await settle(Promise.resolve(connectLoader({ request, context: routeContext(on), params: {} } as unknown as ConnectRoute.LoaderArgs)))) as Response;
  }
  async function post(cookie: string | null, form: Record<string, string>): Promise<Response> {
    const request = new Request(`${appUrl}/meeting/google`, { method: "POST", headers: headers(cookie), body: new URLSearchParams(form) });
    return (await settle(Promise.resolve(connectAction({ request, context: routeContext(services), params: {} } as unknown as ConnectRoute.ActionArgs)))) as Response;
  }
  /** The callback's answer: where it sends the browser. */
  async function callback(cookie: string | null, query: string, now?: Date): Promise<string> {
    const on = now ? { ...services, clock: { now: () => now } } : services;
    const request = new Request(`${appUrl}/meeting/google/callback?${query}`, { headers: headers(cookie) });
    const answer = (await settle(Promise.resolve(callbackLoader({ request, context: routeContext(on), params: {} } as unknown as CallbackRoute.LoaderArgs)))) as Response;
    expect(answer.status).toBe(302);
    return answer.headers.get("Location")!;
  }
  async function authUrlFor(cookie: string): Promise<URL> {
    const response = await askAuthUrl(cookie);
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { authUrl: string }).authUrl);
  }
  async function connect(cookie: string) {
    const back = new URL(fake.approve((await authUrlFor(cookie)).href));
    expect(await callback(cookie, back.search.slice(1))).toBe("/mentor-dashboard");
  }
  async function dashboard(cookie: string, query = "") {
    const request = new Request(`${appUrl}/mentor-dashboard${query}`, { headers: headers(cookie) });
    const data = (await mentorDashboardLoader({ request, context: routeContext(services), params: {} } as unknown as MentorDashboardRoute.LoaderArgs)) as {
      googleCalendar: { connection: string; lastAttemptFailed: boolean; showIntro: boolean } | null;
    };
    return data.googleCalendar;
  }
  async function connectionRow(userId: string) {
    const [row] = await getDb().select().from(googleCalendarConnections).where(eq(googleCalendarConnections.userId, userId));
    return row;
  }

  it("answers the signed-in mentor Google's consent URL: events scope, offline access, consent, a state and our callback", async () => {
    const url = await authUrlFor(world.cookies.ada);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: `${appUrl}/meeting/google/callback`,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/calendar.events",
      access_type: "offline",
      prompt: "consent",
    });
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    // Only the state's hash is stored.
    const stored = await getDb().select().from(googleOauthStates).where(eq(googleOauthStates.userId, world.ada.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.stateHash).not.toContain(url.searchParams.get("state"));
  });

  it("refuses visitors, students, admins, and answers 404 without Google keys", async () => {
    expect((await askAuthUrl(null)).status).toBe(401);
    expect((await askAuthUrl(world.cookies.wei)).status).toBe(403);
    expect((await askAuthUrl(world.cookies.admin)).status).toBe(403);
    const unconfigured = testServices(getDb(), appUrl);
    expect((await askAuthUrl(world.cookies.ada, unconfigured)).status).toBe(404);
    for (const cookie of [null, world.cookies.wei, world.cookies.admin]) {
      expect((await post(cookie, { intent: "disconnect" })).status).toBe(cookie ? 403 : 401);
      expect((await post(cookie, { intent: "later" })).status).toBe(cookie ? 403 : 401);
    }
    const bad = await post(world.cookies.ada, { intent: "everything" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_request", message: expect.any(String) });
    expect(await getDb().select().from(googleOauthStates)).toEqual([]);
  });

  it("exchanges the code and stores both tokens sealed: the stored bytes contain neither token", async () => {
    await connect(world.cookies.ada);
    const [refreshToken] = fake.liveRefreshTokens();
    const [accessToken] = fake.issuedAccessTokens();
    expect(fake.requests.find((r) => r.path === "/token")?.body).toMatchObject({ grant_type: "authorization_code", redirect_uri: `${appUrl}/meeting/google/callback` });
    const row = await connectionRow(world.ada.id);
    expect(row).toMatchObject({ scope: "https://www.googleapis.com/auth/calendar.events", failedAt: null });
    const raw = (await getDb().execute(sql`select * from google_calendar_connections where user_id = ${world.ada.id}`)) as unknown as { rows: unknown[] };
    const stored = JSON.stringify(raw.rows);
    for (const secret of [refreshToken!, accessToken!, refreshToken!.slice(8, 30), accessToken!.slice(10, 30)]) expect(stored).not.toContain(secret);
    for (const secret of [refreshToken!, accessToken!]) expect(stored).not.toContain(Buffer.from(secret).toString("base64url").slice(4, 24));
    expect(await getGoogleAccessToken(getDb(), google, world.ada.id, new Date())).toBe(accessToken);
    expect(await dashboard(world.cookies.ada)).toMatchObject({ connection: "connected", showIntro: false });
    expect(await dashboard(world.cookies.grace)).toMatchObject({ connection: "none" });
  });

  it("refuses a missing, wrong, reused, expired or other mentor's state, and a student or visitor on the callback", async () => {
    const url = await authUrlFor(world.cookies.ada);
    const back = new URL(fake.approve(url.href));
    const code = back.searchParams.get("code")!;
    const state = back.searchParams.get("state")!;
    const failed = "/mentor-dashboard?google=failed";
    expect(await callback(world.cookies.ada, `code=${code}`)).toBe(failed);
    expect(await callback(world.cookies.ada, `code=${code}&state=${"x".repeat(43)}`)).toBe(failed);
    // Grace cannot use Ada's state (and does not use it up); a student is sent to their dashboard.
    expect(await callback(world.cookies.grace, back.search.slice(1))).toBe(failed);
    expect(await callback(world.cookies.wei, back.search.slice(1))).toBe("/student-dashboard");
    expect(await callback(null, back.search.slice(1))).toMatch(/^\/login\?redirectTo=/);
    // Ten minutes later the state has expired.
    expect(await callback(world.cookies.ada, back.search.slice(1), new Date(Date.now() + 11 * 60_000))).toBe(failed);
    expect(fake.requests.filter((r) => r.path === "/token")).toEqual([]);
    expect(await connectionRow(world.ada.id)).toBeUndefined();
    expect(await connectionRow(world.grace.id)).toBeUndefined();

    // A fresh state works once; the same callback again is refused.
    const second = new URL(fake.approve((await authUrlFor(world.cookies.ada)).href));
    expect(await callback(world.cookies.ada, second.search.slice(1))).toBe("/mentor-dashboard");
    expect(await callback(world.cookies.ada, second.search.slice(1))).toBe(failed);
    expect(fake.requests.filter((r) => r.path === "/token")).toHaveLength(1);
    expect(state).not.toBe(second.searchParams.get("state"));
    expect(await dashboard(world.cookies.grace, "?google=failed")).toMatchObject({ connection: "none", lastAttemptFailed: true, showIntro: false });
  });

  it("a mentor who declines on Google's consent page gets the error state and no tokens", async () => {
    const url = await authUrlFor(world.cookies.ada);
    expect(await callback(world.cookies.ada, `error=access_denied&state=${url.searchParams.get("state")}`)).toBe("/mentor-dashboard?google=failed");
    expect(await connectionRow(world.ada.id)).toBeUndefined();
  });

  it("refreshes an expired access token, and marks the connection failed when Google refuses the refresh token", async () => {
    await connect(world.cookies.ada);
    const [first] = fake.issuedAccessTokens().slice(-1);
    expect(await getGoogleAccessToken(getDb(), google, world.ada.id, new Date())).toBe(first);
    expect(fake.requests.filter((r) => r.body.grant_type === "refresh_token")).toEqual([]);

    const later = new Date(Date.now() + 2 * HOUR);
    const fresh = await getGoogleAccessToken(getDb(), google, world.ada.id, later);
    expect(fresh).not.toBe(first);
    expect(fresh).toBe(fake.issuedAccessTokens().at(-1));
    expect(fake.requests.filter((r) => r.body.grant_type === "refresh_token")).toHaveLength(1);
    expect((await connectionRow(world.ada.id))!.accessExpiresAt.getTime()).toBeGreaterThan(later.getTime());
    // The refreshed token is kept: no second refresh within its hour.
    expect(await getGoogleAccessToken(getDb(), google, world.ada.id, new Date(later.getTime() + 60_000))).toBe(fresh);

    fake.revokeAll();
    await expect(getGoogleAccessToken(getDb(), google, world.ada.id, new Date(Date.now() + 4 * HOUR))).rejects.toThrow(/invalid_grant/);
    expect((await connectionRow(world.ada.id))!.failedAt).not.toBeNull();
    expect(await dashboard(world.cookies.ada)).toMatchObject({ connection: "failed", showIntro: false });
  });

  it("disconnect revokes the grant at Google and deletes the tokens", async () => {
    await connect(world.cookies.ada);
    const [refreshToken] = fake.liveRefreshTokens();
    const response = await post(world.cookies.ada, { intent: "disconnect" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, revoked: true });
    expect(fake.requests.find((r) => r.path === "/revoke")?.body).toEqual({ token: refreshToken });
    expect(fake.liveRefreshTokens()).toEqual([]);
    expect(await connectionRow(world.ada.id)).toBeUndefined();
    // Again: nothing left to revoke, still fine.
    expect((await post(world.cookies.ada, { intent: "disconnect" })).status).toBe(200);
    expect(fake.requests.filter((r) => r.path === "/revoke")).toHaveLength(1);
  });

  it("'Maybe Later' stops the introduction from opening again, for that mentor only", async () => {
    const showIntro = async (cookie: string) => (await dashboard(cookie))!.showIntro;
    // Never over the payout onboarding dialog, which opens until payouts are connected.
    expect(await showIntro(world.cookies.grace)).toBe(false);
    await getDb()
      .update(mentorProfiles)
      .set({ stripeAccountId: "acct_local_google_test", stripeConnected: true })
      .where(inArray(mentorProfiles.userId, [world.ada.id, world.grace.id]));
    expect(await showIntro(world.cookies.grace)).toBe(true);
    expect((await post(world.cookies.grace, { intent: "later" })).status).toBe(200);
    expect((await post(world.cookies.grace, { intent: "later" })).status).toBe(200);
    expect(await showIntro(world.cookies.grace)).toBe(false);
    expect(await showIntro(world.cookies.ada)).toBe(true);
  });

  describe("a paid meeting's delivery", () => {
    async function emailsOf(meetingId: string) {
      return getDb().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId));
    }
    const warnings: unknown[] = [];
    const deliveryOptions = (overrides: Partial<DeliverMeetingOptions> = {}): DeliverMeetingOptions => ({
      appUrl,
      createConference: (request, { now, signal }) => createMeetEvent(getDb(), google, request, now, signal),
      onConferenceError: (error) => warnings.push(error),
      ...overrides,
    });
    beforeEach(() => {
      warnings.length = 0;
    });

    it("puts the meeting in the mentor's Google Calendar with the student invited, and both emails carry its Meet link", async () => {
      await connect(world.cookies.ada);
      const meeting = world.scenario.meetings[0]!;
      expect(await deliverMeeting(getDb(), { meetingId: meeting.id }, deliveryOptions())).toBe("delivered");
      const event = fake.events.get(meetEventId(meeting.id))!;
      expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
      expect(event.attendees).toEqual([{ email: world.student.email, displayName: "Wei Z." }]);
      expect(event.start.dateTime).toBe(meeting.startsAt.toISOString());
      expect(new Date(event.end.dateTime).getTime() - meeting.startsAt.getTime()).toBe(HOUR);
      expect(event.summary).toBe("Unibridge: Essay Review with Wei Z.");
      const insert = fake.requests.find((r) => r.method === "POST" && r.path.endsWith("/events"))!;
      expect(insert.query).toMatchObject({ conferenceDataVersion: "1", sendUpdates: "none" });
      expect(insert.body).toMatchObject({ conferenceData: { createRequest: { requestId: meeting.id, conferenceSolutionKey: { type: "hangoutsMeet" } } } });

      const [row] = await getDb().select({ meetLink: meetings.meetLink }).from(meetings).where(eq(meetings.id, meeting.id));
      expect(row!.meetLink).toBe(event.hangoutLink);
      const emails = await emailsOf(meeting.id);
      expect(emails.map((e) => e.toAddress).sort()).toEqual([world.ada.email, world.student.email].sort());
      for (const email of emails) {
        expect(email.textBody).toContain(event.hangoutLink);
        expect(email.textBody).not.toContain("meet.jit.si");
      }
      // Once: a second run changes nothing and asks Google nothing.
      const calls = fake.requests.length;
      expect(await deliverMeeting(getDb(), { meetingId: meeting.id }, deliveryOptions())).toBe("already_delivered");
      expect(fake.requests).toHaveLength(calls);
      expect(await emailsOf(meeting.id)).toHaveLength(2);
      expect(warnings).toEqual([]);
    });

    it("a retry after a run that lost its claim finds the same Google event: one event, one Meet link, one set of emails", async () => {
      await connect(world.cookies.ada);
      const meeting = world.scenario.meetings[1]!;
      const lost = deliverMeeting(getDb(), { meetingId: meeting.id }, deliveryOptions({ fence: () => Promise.reject(new LostClaimError("job")) }));
      await expect(lost).rejects.toBeInstanceOf(LostClaimError);
      expect(await emailsOf(meeting.id)).toEqual([]);
      const link = fake.events.get(meetEventId(meeting.id))!.hangoutLink;

      expect(await deliverMeeting(getDb(), { meetingId: meeting.id }, deliveryOptions())).toBe("delivered");
      expect(fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/events"))).toHaveLength(2);
      expect([...fake.events.keys()].filter((id) => id === meetEventId(meeting.id))).toHaveLength(1);
      const emails = await emailsOf(meeting.id);
      expect(emails).toHaveLength(2);
      for (const email of emails) expect(email.textBody).toContain(link);
      expect(warnings).toEqual([]);
    });

    it("falls back to a Jitsi link when Google fails, and tells the logger", async () => {
      await connect(world.cookies.ada);
      const meeting = world.scenario.meetings[2]!;
      fake.failEvents(503, 5);
      expect(await deliverMeeting(getDb(), { meetingId: meeting.id }, deliveryOptions())).toBe("delivered");
      expect(fake.events.has(meetEventId(meeting.id))).toBe(false);
      const [row] = await getDb().select({ meetLink: meetings.meetLink }).from(meetings).where(eq(meetings.id, meeting.id));
      expect(row!.meetLink).toMatch(/^https:\/\/meet\.jit\.si\/Unibridge-/);
      for (const email of await emailsOf(meeting.id)) expect(email.textBody).toContain(row!.meetLink);
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0])).toMatch(/503/);
    });

    it("a mentor without Google, or whose grant was revoked, gets Jitsi", async () => {
      const scenario = await createScenario(getDb(), {
        mentors: [{ name: "Lin Wu" }],
        students: [{ name: "Sam Lee" }],
        meetings: [
          { startsAt: new Date(Date.now() + 6 * DAY), paid: true },
          { startsAt: new Date(Date.now() + 7 * DAY), paid: true, mentor: 0 },
        ],
      });
      const [plain, revoked] = scenario.meetings;
      expect(await deliverMeeting(getDb(), { meetingId: plain!.id }, deliveryOptions())).toBe("delivered");
      expect(warnings).toEqual([]);

      await connect(world.cookies.ada);
      await getDb().update(meetings).set({ mentorId: world.ada.id }).where(eq(meetings.id, revoked!.id));
      fake.revokeAll();
      const twoHoursOn = new Date(Date.now() + 2 * HOUR);
      expect(await deliverMeeting(getDb(), { meetingId: revoked!.id }, deliveryOptions({ now: twoHoursOn }))).toBe("delivered");
      expect(warnings).toHaveLength(1);
      for (const id of [plain!.id, revoked!.id]) {
        const [row] = await getDb().select({ meetLink: meetings.meetLink }).from(meetings).where(eq(meetings.id, id));
        expect(row!.meetLink).toMatch(/^https:\/\/meet\.jit\.si\//);
      }
      expect(await dashboard(world.cookies.ada)).toMatchObject({ connection: "failed" });
    });
  });
});
