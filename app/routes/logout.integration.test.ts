import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/logout";
import { action } from "./logout";
import { sessions } from "~/db/schema";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

describeEachDb("POST /logout", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  it("ends the session on the server, clears the cookie and goes home", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("logout") });
    const headers = new Headers({ "x-unibridge-client-ip": "192.0.2.77" });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: true }, { clientIp: "192.0.2.77", headers });
    const cookie = cookieHeader(setCookies);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);

    const request = new Request("http://localhost:3000/logout", { method: "POST", headers: { cookie } });
    const response = (await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs)) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))).toMatch(/Max-Age=0/);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    // The old cookie, replayed, is worth nothing.
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });
});
