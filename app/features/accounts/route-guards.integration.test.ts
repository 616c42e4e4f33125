import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { sessions, users } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { cookieHeader, createTestAccount, enableTwoFactor, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { signIn } from "./sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";
import { requireRole, requireUser } from "~/lib/guards.server";
import { getSessionUser } from "~/lib/session.server";

let ipCounter = 0;

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describeEachDb("route guards on real sessions", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function signedIn(role: Role = "student") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("guard"), name: "Ada Li", role });
    const ip = `198.51.100.${++ipCounter}`;
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: true }, { clientIp: ip, headers: new Headers() });
    return { id, email, cookie: cookieHeader(setCookies) };
  }

  function argsFor(cookie: string | null, url = "http://localhost/student-dashboard") {
    const headers = cookie ? { cookie } : undefined;
    return { request: new Request(url, { headers }), context: routeContext(services) };
  }

  it("sends a visitor to /login, remembering where they were going", async () => {
    expect(await redirectOf(requireUser(argsFor(null, "http://localhost/student-dashboard?tab=1")))).toBe(
      "/login?redirectTo=%2Fstudent-dashboard%3Ftab%3D1",
    );
  });

  it("treats a forged, unknown or signed-out session cookie as signed out", async () => {
    const { cookie } = await signedIn();
    const forged = cookie.replace(/session_token=(.)/, (_m, first: string) => `session_token=${first === "a" ? "b" : "a"}`);
    expect(await redirectOf(requireUser(argsFor(forged)))).toMatch(/^\/login/);
    await getDb().delete(sessions).where(eq(sessions.token, decodeURIComponent(cookie.split("session_token=")[1]!).split(".")[0]!));
    expect(await redirectOf(requireUser(argsFor(cookie)))).toMatch(/^\/login/);
  });

  it("treats accounts unverified or disabled after sign-in as signed out on their next request", async () => {
    const unverified = await signedIn();
    await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    expect(await redirectOf(requireUser(argsFor(unverified.cookie)))).toMatch(/^\/login/);
    const disabled = await signedIn();
    await getDb().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    expect(await redirectOf(requireUser(argsFor(disabled.cookie)))).toMatch(/^\/login/);
  });

  it("lets the right role through with the user's details", async () => {
    const mentor = await signedIn("mentor");
    expect(await requireRole(argsFor(mentor.cookie), "mentor")).toMatchObject({ id: mentor.id, name: "Ada Li", email: mentor.email, role: "mentor" });
    const admin = await signedIn("admin");
    // An admin without two-factor sign-in sets it up first; with it, they are let through.
    expect(await redirectOf(requireRole(argsFor(admin.cookie), ["student", "admin"]))).toBe("/two-factor-setup");
    await enableTwoFactor(getDb(), admin.email);
    await expect(requireRole(argsFor(admin.cookie), ["student", "admin"])).resolves.toMatchObject({ role: "admin" });
  });

  it.each([
    ["student", "mentor", "/student-dashboard"],
    ["mentor", "student", "/mentor-dashboard"],
    ["admin", "student", "/"],
    ["student", "admin", "/student-dashboard"],
  ] as const)("a %s asking for a %s page goes to %s", async (actual, required, target) => {
    const { cookie } = await signedIn(actual);
    expect(await redirectOf(requireRole(argsFor(cookie), required))).toBe(target);
  });

  it("reads the session once per request", async () => {
    const { id, cookie } = await signedIn();
    const args = argsFor(cookie);
    await Promise.all([requireUser(args), requireRole(args, "student"), requireUser(args)]);
    // Gone from the database now: the same request keeps what it read, a new one does not.
    await getDb().delete(sessions).where(eq(sessions.userId, id));
    expect(await getSessionUser(args)).toMatchObject({ id });
    expect(await getSessionUser(argsFor(cookie))).toBeNull();
  });
});
