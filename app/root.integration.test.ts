import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/root";
import { loader, middleware } from "./root";
import { users } from "~/db/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import { getSessionUser } from "~/lib/session.server";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

describeEachDb("the root route", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  /**
   * A request through the root middleware, as React Router runs it before any loader: the thrown
   * refusal, or the answer of the loaders ("reached the loaders").
   */
  async function throughRootMiddleware(url: string, options: { params?: Record<string, string>; locale?: Locale } = {}) {
    const request = new Request(`http://localhost:3000${url}`, options.locale === "zh" ? { headers: { cookie: "lang=zh" } } : {});
    const context = routeContext(services);
    const run = async (index: number): Promise<unknown> => {
      const step = middleware[index];
      if (!step) return new Response("reached the loaders");
      const args = { request, url: new URL(request.url), params: options.params ?? {}, context, pattern: "" } as never;
      return step(args, (() => run(index + 1)) as never);
    };
    try {
      return await run(0);
    } catch (thrown) {
      return thrown;
    }
  }

  async function expectRefusal(result: unknown, field: string, locale: Locale = "en") {
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_parameter", field, message: serverT(locale, "errors")("invalid_characters") });
  }

  it("refuses a control character in any page's URL before its loader runs, with the message in the user's language", async () => {
    for (const control of ["%00", "%01", "%1B", "%7F", "%C2%85", "%0A"]) {
      await expectRefusal(await throughRootMiddleware(`/search?q=a${control}b`), "q");
      await expectRefusal(await throughRootMiddleware(`/mentors?q=a${control}b`), "q");
      await expectRefusal(await throughRootMiddleware(`/schedule-meeting/m1?type=a${control}`, { params: { mentorId: "m1" } }), "type");
      // A page that reads no parameter at all is covered the same way.
      await expectRefusal(await throughRootMiddleware(`/top-mentors?ref=${control}`), "ref");
    }
    await expectRefusal(await throughRootMiddleware("/schedule-meeting/%00", { params: { mentorId: "\u0000" } }), "mentorId");
    await expectRefusal(await throughRootMiddleware("/mentors?q=%00", { locale: "zh" }), "q", "zh");
    for (const [url, params] of [["/mentors?q=stanford&sort=rating", {}], ["/schedule-meeting/m1", { mentorId: "m1" }]] as const) {
      expect(await ((await throughRootMiddleware(url, { params })) as Response).text()).toBe("reached the loaders");
    }
  });

  it("reads the signed-in user without writing: a page read in another language leaves the stored one", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("reader"), locale: "zh" });
    const headers = new Headers({ "x-unibridge-client-ip": "192.0.2.83" });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: "192.0.2.83", headers });
    // Another browser: English pages (lang=en), never touching the switch.
    const request = new Request("http://localhost:3000/mentors", { headers: { cookie: `${cookieHeader(setCookies)}; lang=en` } });

    const context = routeContext(services, "en");
    const root = await loader({ request, params: {}, context } as unknown as Route.LoaderArgs);

    expect(await getSessionUser({ request, context })).toMatchObject({ id, locale: "zh" });
    // Every page gets the role and zone, not who the user is (the render cache shares pages by data).
    expect(root).toMatchObject({ viewer: { role: "student", timeZone: null }, locale: "en" });
    expect(JSON.stringify(root)).not.toContain(id);
    expect(JSON.stringify(root)).not.toContain(email);
    const [stored] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(stored?.locale).toBe("zh");
  });

  it("answers a visitor without a user", async () => {
    const request = new Request("http://localhost:3000/mentors", { headers: { cookie: "lang=zh" } });
    const root = await loader({ request, params: {}, context: routeContext(services, "zh") } as unknown as Route.LoaderArgs);
    expect(root).toMatchObject({ viewer: null, locale: "zh" });
  });
});
