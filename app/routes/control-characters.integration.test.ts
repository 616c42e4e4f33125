import { beforeAll, expect, it } from "vitest";
import { loader as mentorsApiLoader } from "./api.v1.mentors";
import { loader as slotsLoader } from "./api.v1.mentors.$id.slots";
import { loader as reviewsLoader } from "./api.v1.mentors.$id.reviews";
import { action as checkoutAction } from "./api.v1.payments.stripe-checkout";
import { action as loginAction } from "./login";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

// A NUL byte reached PostgreSQL ("invalid byte sequence") and answered 500; each entry point now
// refuses it, and every other control character, with 400 and a message before the database.
// Page URLs are refused by the root middleware (app/root.integration.test.ts).

type Handler = (args: never) => unknown;

describeEachDb("control characters in input", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function call(handler: Handler, url: string, options: { params?: Record<string, string>; init?: RequestInit; locale?: Locale } = {}) {
    const request = new Request(`http://localhost:3000${url}`, options.init);
    const args = { request, params: options.params ?? {}, context: routeContext(services, options.locale) } as never;
    try {
      return await handler(args);
    } catch (thrown) {
      return thrown;
    }
  }

  async function expectApiRefusal(result: unknown, field: string, locale: Locale = "en") {
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: "invalid_parameter", field });
    expect(body.message).toBe(serverT(locale, "errors")("invalid_characters"));
  }

  it("refuses them in the mentors, slots and reviews APIs, naming the parameter in the asker's language", async () => {
    await expectApiRefusal(await call(mentorsApiLoader, "/api/v1/mentors?q=%00"), "q");
    await expectApiRefusal(await call(mentorsApiLoader, "/api/v1/mentors?q=%00", { locale: "zh" }), "q", "zh");
    await expectApiRefusal(await call(slotsLoader, "/api/v1/mentors/%00/slots", { params: { id: "\u0000" } }), "id");
    await expectApiRefusal(await call(reviewsLoader, "/api/v1/mentors/%00/reviews", { params: { id: "\u0000" } }), "id");
    await expectApiRefusal(await call(reviewsLoader, "/api/v1/mentors/m1/reviews?page=1%00", { params: { id: "m1" } }), "page");
  });

  it("refuses them in the checkout body, allowing line breaks in the goals only", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("student") });
    const session = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    const cookie = cookieHeader(session.headers.getSetCookie());
    const meeting = { mentorId: "m\u0000", sessionType: "general", date: "2030-01-07", time: "09:00", major: "Hist\u0000ory", expectations: "Line one\nline two\u0000" };
    const response = (await call(checkoutAction, "/api/v1/payments/stripe-checkout", {
      init: { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ type: "single_meeting", meeting }) },
    })) as Response;
    expect(response.status).toBe(400);
    const message = "Please remove the invisible control characters (such as NUL) from what you entered and try again.";
    expect(await response.json()).toMatchObject({
      error: "invalid_request",
      fields: { "meeting.mentorId": message, "meeting.major": message, "meeting.expectations": message },
    });
  });

  it("refuses them at login with the message, before looking the account up", async () => {
    for (const fields of [{ email: "ada\u0000@example.com", password: "x" }, { email: "ada@example.com", password: "pass\u0000word" }]) {
      const result = await call(loginAction, "/login", {
        init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-unibridge-client-ip": "192.0.2.200" }, body: new URLSearchParams({ intent: "login", ...fields }) },
      });
      expect(result).toMatchObject({ data: { intent: "login", message: "errors:invalid_characters" }, init: { status: 400 } });
    }
    const resend = await call(loginAction, "/login", {
      init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "resend", email: "ada\u0000@example.com" }) },
    });
    expect(resend).toMatchObject({ data: { intent: "resend", ok: false, message: "errors:invalid_characters" }, init: { status: 400 } });
  });
});
