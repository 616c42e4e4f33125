import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { SESSION_IDLE_SECONDS } from "~/lib/auth.server";
import { getSessionUser, pendingSessionCookies } from "~/lib/session.server";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { signIn } from "./sign-in.server";

const DAY = 24 * 60 * 60 * 1000;
let ipCounter = 0;

describeEachDb("session limits", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function signedIn(rememberMe = true) {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("session") });
    const ip = `192.0.2.${++ipCounter}`;
    const headers = new Headers({ "x-unibridge-client-ip": ip });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe }, { clientIp: ip, headers });
    return { id, cookie: cookieHeader(setCookies) };
  }

  /** One request's view of the session, through the app's reader. */
  async function read(cookie: string) {
    const context = routeContext(services);
    const user = await getSessionUser({ request: new Request("http://localhost:3000/", { headers: { cookie } }), context });
    return { user, cookies: pendingSessionCookies(context) };
  }

  it("signs out a session 30 days after sign-in however recently it was used, and deletes it", async () => {
    const { id, cookie } = await signedIn();
    expect((await read(cookie)).user).toMatchObject({ id });

    // Used yesterday (so not idle), but started 31 days ago.
    await getDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + 6 * DAY) })
      .where(eq(sessions.userId, id));
    const { user, cookies } = await read(cookie);
    expect(user).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(cookies.find((c) => c.startsWith("better-auth.session_token="))).toMatch(/Max-Age=0/);
  });

  it("keeps a 29-day-old session that is still in use", async () => {
    const { id, cookie } = await signedIn();
    await getDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 29 * DAY) })
      .where(eq(sessions.userId, id));
    expect((await read(cookie)).user).toMatchObject({ id });
  });

  it("slides the idle limit at most once a day, renewing the cookie", async () => {
    const { id, cookie } = await signedIn();
    // Fresh: no refresh, no cookie.
    expect((await read(cookie)).cookies).toEqual([]);

    // Last extended two days ago: this visit extends it to a full week again.
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.userId, id));
    const { user, cookies } = await read(cookie);
    expect(user).toMatchObject({ id });
    expect(cookies.find((c) => c.startsWith("better-auth.session_token="))).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_SECONDS}`));
    const [row] = await getDb().select().from(sessions).where(eq(sessions.userId, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it("ends a session unused for longer than the idle limit", async () => {
    const { id, cookie } = await signedIn();
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await read(cookie)).user).toBeNull();
  });

  it("gives a session without remember me at most a day on the server", async () => {
    const { id } = await signedIn(false);
    const [row] = await getDb().select().from(sessions).where(eq(sessions.userId, id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY + 1000);
  });
});
