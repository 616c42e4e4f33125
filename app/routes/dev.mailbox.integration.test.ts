import { RouterContextProvider, type RouterContext } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/dev.mailbox";
import { loader } from "./dev.mailbox";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { connectionContext, servicesContext, type AppServices } from "~/lib/app-context.server";
import type { Role } from "~/db/schema/users";
import { cookieHeader, createTestAccount, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

interface Asker {
  remoteAddress?: string;
  headers?: Record<string, string>;
  smtpUrl?: string;
}

describeEachDb("GET /dev/mailbox", (getDb) => {
  let services: AppServices;
  beforeAll(async () => {
    services = testServices(getDb());
    await enqueueEmail(getDb(), { to: "student@example.com", subject: "Reset your password", text: "https://x.test/reset" });
  });

  function load({ remoteAddress, headers = {}, smtpUrl }: Asker) {
    const config = { ...services.config, smtpUrl };
    const context = new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [servicesContext, { ...services, config }],
        ...(remoteAddress === undefined ? [] : [[connectionContext, { remoteAddress }] as const]),
      ]),
    );
    const request = new Request("http://localhost:3000/dev/mailbox", { headers: { host: "localhost:3000", ...headers } });
    return loader({ request, params: {}, context } as unknown as Route.LoaderArgs);
  }

  async function status(asker: Asker): Promise<number> {
    try {
      const { messages } = await load(asker);
      expect(messages.map((m) => m.subject)).toContain("Reset your password");
      return 200;
    } catch (error) {
      return (error as { init?: { status?: number } }).init?.status ?? -1;
    }
  }

  async function sessionOf(role: Role): Promise<string> {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role });
    const session = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return cookieHeader(session.headers.getSetCookie());
  }

  it("shows the stored mail to a browser on this machine", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await status({ remoteAddress }), remoteAddress).toBe(200);
    }
  });

  it("does not exist for a remote address, whatever the Host header says", async () => {
    expect(await status({ remoteAddress: "203.0.113.7" })).toBe(404);
    expect(await status({ remoteAddress: "192.168.1.20", headers: { host: "127.0.0.1:3000" } })).toBe(404);
    expect(await status({})).toBe(404);
  });

  it("does not exist for a request a proxy on this machine relays", async () => {
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"]) {
      expect(await status({ remoteAddress: "127.0.0.1", headers: { [header]: "203.0.113.7" } }), header).toBe(404);
    }
  });

  it("shows the stored mail to an admin from anywhere, and to no other signed-in user", async () => {
    expect(await status({ remoteAddress: "203.0.113.7", headers: { cookie: await sessionOf("admin"), "X-Forwarded-For": "198.51.100.1" } })).toBe(200);
    expect(await status({ remoteAddress: "203.0.113.7", headers: { cookie: await sessionOf("student") } })).toBe(404);
    expect(await status({ remoteAddress: "203.0.113.7", headers: { cookie: await sessionOf("mentor") } })).toBe(404);
  });

  it("does not exist when SMTP is configured", async () => {
    expect(await status({ remoteAddress: "127.0.0.1", smtpUrl: "smtp://127.0.0.1:25" })).toBe(404);
  });
});
