import { RouterContextProvider, type RouterContext } from "react-router";
import { expect, it } from "vitest";
import type { Route } from "./+types/dev.mailbox";
import { loader } from "./dev.mailbox";
import type { Db } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { servicesContext, type AppServices } from "~/lib/app-context.server";
import type { Config } from "~/lib/config.server";
import { describeEachDb } from "~/test/test-database";

function load(db: Db, smtpUrl: string | undefined, isLocalAppUrl = true) {
  const noSession = { api: { getSession: async () => null } };
  const services = { db, auth: noSession, config: { smtpUrl, isLocalAppUrl } as Config } as unknown as AppServices;
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[servicesContext, services]]));
  return loader({ request: new Request("http://localhost/dev/mailbox"), params: {}, context } as unknown as Route.LoaderArgs);
}

describeEachDb("GET /dev/mailbox", (getDb) => {
  it("lists the queued emails when SMTP is not configured", async () => {
    await enqueueEmail(getDb(), { to: "student@example.com", subject: "Verify your email", text: "https://x.test/verify" });
    const { messages } = await load(getDb(), undefined);
    expect(messages.map((m) => m.subject)).toContain("Verify your email");
  });

  it("does not exist when SMTP is configured", async () => {
    const thrown = await load(getDb(), "smtp://127.0.0.1:25").then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("is for admins only when the app runs on a public host", async () => {
    const thrown = await load(getDb(), undefined, false).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fdev%2Fmailbox");
  });
});
