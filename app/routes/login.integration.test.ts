import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/login";
import { action, loader } from "./login";
import {
  cookieHeader,
  createTestAccount,
  routeContext,
  TEST_PASSWORD,
  testServices,
  uniqueEmail,
} from "~/test/test-services";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

let ipCounter = 0;

type Outcome =
  | { kind: "redirect"; location: string; cookies: string[] }
  | { kind: "data"; status: number; data: Record<string, unknown> };

describeEachDb("/login", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function post(fields: Record<string, string>, { query = "", ip }: { query?: string; ip?: string } = {}): Promise<Outcome> {
    const request = new Request(`http://localhost:3000/login${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-unibridge-client-ip": ip ?? `192.0.2.${++ipCounter}` },
      body: new URLSearchParams(fields),
    });
    const result = await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs);
    if (result instanceof Response) {
      return { kind: "redirect", location: result.headers.get("Location")!, cookies: result.headers.getSetCookie() };
    }
    // data(value, init) or a plain value
    if (result && typeof result === "object" && "init" in result) {
      const { data, init } = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
      return { kind: "data", status: init?.status ?? 200, data };
    }
    return { kind: "data", status: 200, data: result as unknown as Record<string, unknown> };
  }

  function logIn(email: string, password: string, extra: Record<string, string> = {}, query = "") {
    return post({ intent: "login", email, password, ...extra }, { query });
  }

  async function load(url: string, cookie?: string) {
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    try {
      return await loader({ request, params: {}, context: routeContext(services) } as unknown as Route.LoaderArgs);
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("Location") };
      throw thrown;
    }
  }

  it("asks for both fields before anything else", async () => {
    const cases: Record<string, string>[] = [{ email: "", password: "x" }, { email: "a@example.com", password: "" }, {}];
    for (const fields of cases) {
      expect(await post({ intent: "login", ...fields })).toMatchObject({
        kind: "data",
        status: 400,
        data: { intent: "login", message: "login:errors.required" },
      });
    }
  });

  it("signs a student in and sends them to their dashboard with the session cookie", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("student") });
    const outcome = await logIn(email, TEST_PASSWORD);
    expect(outcome).toMatchObject({ kind: "redirect", location: "/student-dashboard" });
    const cookies = (outcome as { cookies: string[] }).cookies;
    expect(cookies.some((c) => c.startsWith("better-auth.session_token=") && /HttpOnly/i.test(c))).toBe(true);
  });

  it.each([
    ["mentor", "/mentor-dashboard"],
    ["admin", "/admin"],
  ] as const)("sends a %s to %s", async (role, target) => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role });
    expect(await logIn(email, TEST_PASSWORD)).toMatchObject({ kind: "redirect", location: target });
  });

  it("returns to the redirectTo path, else the stored path, accepting same-site paths only", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("return") });
    const cases: [string, string, string][] = [
      ["?redirectTo=%2Fmentors%3Fmajor%3Dcs", "/schedule-meeting/m1", "/mentors?major=cs"],
      ["", "/schedule-meeting/m1", "/schedule-meeting/m1"],
      ["?redirectTo=https%3A%2F%2Fevil.example%2F", "/schedule-meeting/m1", "/schedule-meeting/m1"],
      ["?redirectTo=%2F%2Fevil.example", "//evil.example", "/student-dashboard"],
      ["", "https://evil.example/", "/student-dashboard"],
      ["?redirectTo=%2Flogin", "", "/student-dashboard"],
    ];
    for (const [query, stored, expected] of cases) {
      expect(await logIn(email, TEST_PASSWORD, { redirectAfterLogin: stored }, query), `${query} ${stored}`).toMatchObject({
        kind: "redirect",
        location: expected,
      });
    }
  });

  it("falls back to the dashboard, not a 500, when redirectTo would leave the site or break the header", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("bypass") });
    for (const target of ["/\t/evil.example", "/\r\nSet-Cookie: x=1", "/\n/evil.example", "//evil\u3002example", "/\u3002/evil", "/%2F%2Fevil.example", "/..//evil.example"]) {
      const query = `?redirectTo=${encodeURIComponent(target)}`;
      expect(await logIn(email, TEST_PASSWORD, { redirectAfterLogin: target }, query), JSON.stringify(target)).toMatchObject({
        kind: "redirect",
        location: "/student-dashboard",
      });
    }
  });

  it("maps each refusal to the spec's message", async () => {
    const unverified = await createTestAccount(getDb(), { email: uniqueEmail("unverified"), verified: false });
    const disabled = await createTestAccount(getDb(), { email: uniqueEmail("disabled"), disabled: true });
    const active = await createTestAccount(getDb(), { email: uniqueEmail("active") });

    expect(await logIn(active.email, "Wrong-Password-9")).toEqual({
      kind: "data",
      status: 401,
      data: { intent: "login", message: "errors:invalid_credentials", email: active.email },
    });
    expect(await logIn(uniqueEmail("unknown"), TEST_PASSWORD)).toMatchObject({ status: 401, data: { message: "errors:invalid_credentials" } });
    expect(await logIn(disabled.email, TEST_PASSWORD)).toMatchObject({ status: 403, data: { message: "errors:account_disabled" } });
    expect(await logIn(unverified.email.toUpperCase(), TEST_PASSWORD)).toEqual({
      kind: "data",
      status: 403,
      data: { intent: "login", message: "errors:email_not_verified", notVerified: true, email: unverified.email },
    });

    // Five failed tries at the account from one address refuse the next one from there.
    const ip = "192.0.2.251";
    for (let i = 0; i < 5; i++) await post({ intent: "login", email: active.email, password: `Wrong-${i}` }, { ip });
    expect(await post({ intent: "login", email: active.email, password: TEST_PASSWORD }, { ip })).toMatchObject({
      status: 429,
      data: { message: "login:errors.tooManyAttempts" },
    });
  });

  it("resends the verification email by address alone, with the spec's answers", async () => {
    const unverified = await createTestAccount(getDb(), { email: uniqueEmail("resend"), verified: false });
    const ip = "192.0.2.250";
    expect(await post({ intent: "resend", email: unverified.email }, { ip })).toEqual({
      kind: "data",
      status: 200,
      data: { intent: "resend", ok: true, message: "login:resendResult.sent" },
    });
    expect(await post({ intent: "resend", email: uniqueEmail("none") }, { ip })).toMatchObject({
      status: 404,
      data: { ok: false, message: "errors:no_pending_verification" },
    });
    await post({ intent: "resend", email: unverified.email }, { ip });
    await post({ intent: "resend", email: unverified.email }, { ip });
    expect(await post({ intent: "resend", email: unverified.email }, { ip })).toMatchObject({
      status: 429,
      data: { ok: false, message: "errors:too_many_requests" },
    });
  });

  it("shows the banners for verified, reset and failed verification links", async () => {
    expect(await load("http://localhost:3000/login?verified=1")).toMatchObject({ banner: "verified" });
    expect(await load("http://localhost:3000/login?reset=1")).toMatchObject({ banner: "reset" });
    expect(await load("http://localhost:3000/login?verified=1&error=TOKEN_EXPIRED")).toMatchObject({ banner: "verifyLinkInvalid" });
    expect(await load("http://localhost:3000/login")).toMatchObject({ banner: null, strings: { locale: "en", bundles: { login: expect.any(Object), "two-factor": expect.any(Object) } } });
  });

  it("sends a signed-in user on to their dashboard", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("already"), role: "mentor" });
    const outcome = await logIn(email, TEST_PASSWORD);
    const cookie = cookieHeader((outcome as { cookies: string[] }).cookies);
    expect(await load("http://localhost:3000/login", cookie)).toEqual({ redirect: "/mentor-dashboard" });
  });
});
