import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/resources.language";
import { action } from "./resources.language";
import { accounts, users } from "~/db/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import { deliverMeeting } from "~/features/meetings/deliver-meeting.server";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { action as loginAction } from "./login";
import type { Route as LoginRoute } from "./+types/login";
import { decodedHeader } from "~/test/received-mail";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, routeContext, startTestMail, TEST_PASSWORD, testServices, type TestMail } from "~/test/test-services";

describeEachDb("the stored language follows the one the user reads", (getDb) => {
  let services: AppServices;
  let mail: TestMail;
  beforeAll(async () => {
    services = testServices(getDb());
    mail = await startTestMail(getDb());
  });
  afterAll(async () => {
    await mail.close();
  });

  /** A student who signed up in Chinese, with a paid meeting, signed in. */
  async function chineseStudent() {
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Ada Lovelace", locale: "en" }],
      students: [{ name: "Wei Zhang", locale: "zh" }],
      meetings: [{ startsAt: new Date("2026-07-15T14:00:00Z"), type: "essay", paid: true }],
    });
    const student = scenario.students[0]!;
    await getDb()
      .insert(accounts)
      .values({ id: randomUUID(), accountId: student.id, providerId: "credential", userId: student.id, password: await hashPassword(TEST_PASSWORD) });
    const headers = new Headers({ "x-unibridge-client-ip": "192.0.2.81" });
    const { setCookies } = await signIn(services, { email: student.email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: "192.0.2.81", headers });
    return { student, meetingId: scenario.meetings[0]!.id, session: cookieHeader(setCookies) };
  }

  async function storedLocale(id: string) {
    const [row] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id));
    return row?.locale;
  }

  function switchLanguage(locale: Locale, cookie: string) {
    const request = new Request("http://localhost:3000/resources/language", {
      method: "POST",
      body: new URLSearchParams({ locale, redirectTo: "/mentors" }),
      headers: { cookie },
    });
    return action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs) as Promise<Response>;
  }

  it("switching language while signed in stores the new one, and sets the cookie", async () => {
    const { student, session } = await chineseStudent();

    const toEnglish = await switchLanguage("en", session);
    expect(toEnglish.status).toBe(302);
    expect(toEnglish.headers.get("set-cookie")).toMatch(/^lang=en;/);
    expect(await storedLocale(student.id)).toBe("en");

    await switchLanguage("zh", session);
    expect(await storedLocale(student.id)).toBe("zh");
  });

  it("signing in stores the language of the page signed in from, and the meeting email follows it", async () => {
    const { student, meetingId } = await chineseStudent();
    // Another browser, reading in English, signs in.
    const request = new Request("http://localhost:3000/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email: student.email, password: TEST_PASSWORD }),
      headers: { cookie: "lang=en", "x-unibridge-client-ip": "192.0.2.82" },
    });
    const signedIn = (await loginAction({ request, params: {}, context: routeContext(services, "en") } as unknown as LoginRoute.ActionArgs)) as Response;

    expect(signedIn.status).toBe(302);
    expect(await storedLocale(student.id)).toBe("en");
    expect(await deliverMeeting(getDb(), { meetingId }, { appUrl: "https://unibridge.test" })).toBe("delivered");
    await mail.deliver();
    const toStudent = mail.smtp.received.find((m) => m.to[0] === student.email)!;
    expect(decodedHeader(toStudent, "subject")).toBe("Your Unibridge session with Ada L. is confirmed");
  });

});
