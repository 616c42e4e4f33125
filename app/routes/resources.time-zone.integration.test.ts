import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/resources.time-zone";
import { action, loader } from "./resources.time-zone";
import { users } from "~/db/schema";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { getSessionUser } from "~/lib/session.server";
import { describeEachDb } from "~/test/test-database";

describeEachDb("POST /resources/time-zone", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function signedIn() {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("zone") });
    const headers = new Headers({ "x-unibridge-client-ip": "192.0.2.80" });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: "192.0.2.80", headers });
    return { id, cookie: cookieHeader(setCookies) };
  }

  function post(body: Record<string, string>, cookie?: string) {
    const request = new Request("http://localhost:3000/resources/time-zone", {
      method: "POST",
      body: new URLSearchParams(body),
      headers: cookie ? { cookie } : {},
    });
    return action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs) as Promise<Response>;
  }

  async function storedZone(id: string) {
    const [row] = await getDb().select({ timeZone: users.timeZone }).from(users).where(eq(users.id, id));
    return row?.timeZone;
  }

  it("refuses a signed-out visitor", async () => {
    const response = await post({ timeZone: "Asia/Shanghai" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("refuses what is not an IANA zone and keeps the stored one", async () => {
    const { id, cookie } = await signedIn();
    const bodies: Record<string, string>[] = [{ timeZone: "Mars/Olympus" }, { timeZone: "" }, { timeZone: "x".repeat(200) }, {}];
    for (const body of bodies) {
      const response = await post(body, cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_request", fields: { timeZone: expect.any(Array) } });
    }
    expect(await storedZone(id)).toBeNull();
  });

  it("saves the zone in its canonical spelling, and the session user carries it", async () => {
    const { id, cookie } = await signedIn();

    const response = await post({ timeZone: "asia/shanghai" }, cookie);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ timeZone: "Asia/Shanghai" });
    expect(await storedZone(id)).toBe("Asia/Shanghai");
    const user = await getSessionUser({ request: new Request("http://localhost:3000/", { headers: { cookie } }), context: routeContext(services) });
    expect(user).toMatchObject({ id, timeZone: "Asia/Shanghai" });
  });

  it("answers GET with 405", async () => {
    expect(loader().status).toBe(405);
  });
});
