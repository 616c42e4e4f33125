import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/reset-password";
import { action, loader } from "./reset-password";
import { verifications } from "~/db/schema";
import { createTestAccount, routeContext, testServices, uniqueEmail } from "~/test/test-services";
import { requestPasswordReset } from "~/features/accounts/request-password-reset.server";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

let ipCounter = 0;

describeEachDb("/reset-password", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function post(fields: Record<string, string>) {
    const request = new Request("http://localhost:3000/reset-password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-unibridge-client-ip": `192.0.2.${++ipCounter}` },
      body: new URLSearchParams(fields),
    });
    const result = await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs);
    if (result instanceof Response) return { redirect: result.headers.get("Location") };
    return { status: (result.init as { status?: number } | null)?.status ?? 200, data: result.data };
  }

  async function liveToken() {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("reset-route") });
    await requestPasswordReset(services, { email }, { clientIp: `192.0.2.${++ipCounter}` });
    const [row] = await getDb().select().from(verifications).where(eq(verifications.value, id));
    return row!.identifier.replace("reset-password:", "");
  }

  it("reads the token, or better-auth's error, from the link", () => {
    const load = (url: string) => loader({ request: new Request(url), params: {}, context: routeContext(services) } as unknown as Route.LoaderArgs);
    const strings = { locale: "en", bundles: { login: expect.any(Object) } };
    expect(load("http://localhost:3000/reset-password?token=abc")).toEqual({ token: "abc", strings });
    expect(load("http://localhost:3000/reset-password?error=INVALID_TOKEN")).toEqual({ token: null, strings });
    expect(load("http://localhost:3000/reset-password")).toEqual({ token: null, strings });
  });

  it("checks both fields, then changes the password and goes to the login page", async () => {
    const token = await liveToken();
    expect(await post({ token, password: "short", confirmPassword: "short" })).toEqual({
      status: 400,
      data: { message: "errors:bad_request", fields: { password: "accounts:errors.passwordTooShort" } },
    });
    expect(await post({ token, password: "Velvet-Orchard-58", confirmPassword: "Velvet-Orchard-59" })).toEqual({
      status: 400,
      data: { message: "errors:bad_request", fields: { confirmPassword: "accounts:errors.passwordsDoNotMatch" } },
    });
    expect(await post({ token, password: "password1", confirmPassword: "password1" })).toMatchObject({
      status: 400,
      data: { fields: { password: "accounts:errors.passwordTooWeak" } },
    });
    expect(await post({ token, password: "Velvet-Orchard-58", confirmPassword: "Velvet-Orchard-58" })).toEqual({ redirect: "/login?reset=1" });
    expect(await post({ token, password: "Velvet-Orchard-58", confirmPassword: "Velvet-Orchard-58" })).toEqual({
      status: 400,
      data: { message: "login:reset.invalidLink", invalidToken: true },
    });
  });
});
