import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/forgot-password";
import { action } from "./forgot-password";
import { createTestAccount, routeContext, testServices, uniqueEmail } from "~/test/test-services";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

let ipCounter = 0;

describeEachDb("/forgot-password", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function post(fields: Record<string, string>, ip = `192.0.2.${++ipCounter}`) {
    const request = new Request("http://localhost:3000/forgot-password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-unibridge-client-ip": ip },
      body: new URLSearchParams(fields),
    });
    const result = await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs);
    if (result && typeof result === "object" && "init" in result) {
      return { status: (result.init as { status?: number } | null)?.status ?? 200, data: result.data };
    }
    return { status: 200, data: result };
  }

  it("asks for an address, then a valid one", async () => {
    expect(await post({ email: "  " })).toEqual({ status: 400, data: { sent: false, message: "login:forgot.emailRequired" } });
    expect(await post({})).toEqual({ status: 400, data: { sent: false, message: "login:forgot.emailRequired" } });
    expect(await post({ email: "not-an-address" })).toEqual({ status: 400, data: { sent: false, message: "accounts:errors.emailInvalid" } });
  });

  it("confirms a sent link, and names an unknown address", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("forgot") });
    expect(await post({ email: email.toUpperCase() })).toEqual({ status: 200, data: { sent: true, email } });
    expect(await post({ email: uniqueEmail("unknown") })).toEqual({ status: 404, data: { sent: false, message: "errors:no_account" } });
  });

  it("says when there were too many requests", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("flood") });
    for (let i = 0; i < 3; i++) await post({ email });
    expect(await post({ email })).toEqual({ status: 429, data: { sent: false, message: "errors:too_many_requests" } });
  });
});
