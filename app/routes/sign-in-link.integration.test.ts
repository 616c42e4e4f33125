import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/sign-in-link";
import { action, loader } from "./sign-in-link";
import { emailOutbox } from "~/db/schema/outbox";
import { sessions, users, verifications } from "~/db/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { serverPageT } from "~/lib/page-strings.server";
import { issueSignInLinkToken, SIGN_IN_LINK_SECONDS, takeSignInLinkToken } from "~/lib/sign-in-link.server";
import { consumeSignInAttempt, SIGN_IN_ACCOUNT_ADDRESS_RULE, SIGN_IN_ACCOUNT_RULE } from "~/lib/sign-in-limits.server";
import { describeEachDb } from "~/test/test-database";
import { codeOf, cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describeEachDb("sign-in link after the account's ceiling of failed sign-ins", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  function attempt(email: string, password: string, ip = nextIp()) {
    const headers = new Headers({ "x-unibridge-client-ip": ip });
    return signIn(services, { email, password, rememberMe: false }, { clientIp: ip, headers });
  }

  /** Failed tries from many addresses, each within its own per-address limit (counted directly: a real one hashes slowly). */
  async function failFromManyAddresses(email: string, count: number) {
    let ip = nextIp();
    for (let i = 0; i < count; i++) {
      if (i % SIGN_IN_ACCOUNT_ADDRESS_RULE.max === 0) ip = nextIp();
      expect((await consumeSignInAttempt(getDb(), { email, ip })).allowed).toBe(true);
    }
  }

  function mailsTo(email: string) {
    return getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  }

  async function post(token: string, cookie?: string) {
    const request = new Request("http://localhost:3000/sign-in-link", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ token }),
    });
    const result = await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs);
    if (result instanceof Response) return { redirect: result.headers.get("Location"), cookies: result.headers.getSetCookie() };
    return { status: (result.init as { status?: number } | null)?.status ?? 200, data: result.data };
  }

  function load(query: string) {
    const request = new Request(`http://localhost:3000/sign-in-link${query}`);
    return loader({ request, params: {}, context: routeContext(services) } as unknown as Route.LoaderArgs);
  }

  it("refuses every address after 100 failed tries in an hour and emails the owner one sign-in link, in their language, that works once", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("ceiling"), locale: "zh", name: "Ada Lovelace" });
    await failFromManyAddresses(email, SIGN_IN_ACCOUNT_RULE.max - 1);
    expect(await codeOf(attempt(email, "the-hundredth-guess"))).toBe("invalid_credentials");
    expect(await mailsTo(email)).toHaveLength(0);

    // The ceiling: even the right password, from a fresh address, is refused now.
    expect(await codeOf(attempt(email, TEST_PASSWORD))).toBe("too_many_requests");
    expect(await codeOf(attempt(email, "more-guessing"))).toBe("too_many_requests");
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const zh = serverPageT("zh", "login");
    expect(mails[0]!.subject).toBe(zh("signInLinkEmail.subject"));
    expect(mails[0]!.textBody).toContain(zh("signInLinkEmail.greeting", { name: "Ada L." }));
    expect(mails[0]!.textBody).not.toContain("Lovelace");
    const link = mails[0]!.textBody.match(/http:\/\/localhost:3000\/sign-in-link\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(mails[0]!.htmlBody).toContain(link);

    // Opening the link (or a mail scanner fetching it) signs nobody in and uses nothing up.
    const query = new URL(link!).search;
    const token = new URL(link!).searchParams.get("token")!;
    expect(load(query)).toMatchObject({ token });
    expect(load(query)).toMatchObject({ token });

    const used = await post(token);
    expect(used).toMatchObject({ redirect: "/student-dashboard" });
    const cookie = cookieHeader((used as { cookies: string[] }).cookies);
    const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.id).toBe(id);
    // Signed in from an English page: the stored language (Chinese until now) follows it.
    const [stored] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(stored?.locale).toBe("en");

    expect(await post(token)).toEqual({ status: 400, data: { failure: "invalid" } });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
  });

  it("sends nothing for an unknown, unverified or disabled account", async () => {
    const unknown = uniqueEmail("nobody");
    const unverified = await createTestAccount(getDb(), { email: uniqueEmail("unverified"), verified: false });
    const disabled = await createTestAccount(getDb(), { email: uniqueEmail("disabled"), disabled: true });
    for (const email of [unknown, unverified.email, disabled.email]) {
      await failFromManyAddresses(email, SIGN_IN_ACCOUNT_RULE.max);
      expect(await codeOf(attempt(email, TEST_PASSWORD))).toBe("too_many_requests");
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it("refuses an expired link, a made-up one and a disabled account's", async () => {
    const { id } = await createTestAccount(getDb(), { email: uniqueEmail("expired") });
    const issuedAt = new Date(Date.now() - SIGN_IN_LINK_SECONDS * 1000 - 1000);
    const expired = await issueSignInLinkToken(getDb(), id, issuedAt);
    expect(await post(expired)).toEqual({ status: 400, data: { failure: "invalid" } });
    expect(await post("A".repeat(43))).toEqual({ status: 400, data: { failure: "invalid" } });
    expect(await post("not a token")).toEqual({ status: 400, data: { failure: "invalid" } });
    expect(load("?token=short")).toEqual({ token: null, strings: { locale: "en", bundles: { login: expect.any(Object) } } });

    const disabled = await createTestAccount(getDb(), { email: uniqueEmail("disabled-link"), disabled: true });
    const token = await issueSignInLinkToken(getDb(), disabled.id);
    expect(await post(token)).toEqual({ status: 403, data: { failure: "disabled" } });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, disabled.id))).toHaveLength(0);
  });

  it("lets a token work until its last second, on the clock it is checked with", async () => {
    const { id } = await createTestAccount(getDb(), { email: uniqueEmail("clock") });
    const issuedAt = new Date("2030-01-01T12:00:00Z");
    const lastSecond = new Date(issuedAt.getTime() + SIGN_IN_LINK_SECONDS * 1000 - 1000);
    const first = await issueSignInLinkToken(getDb(), id, issuedAt);
    expect(await takeSignInLinkToken(getDb(), first, new Date(issuedAt.getTime() + SIGN_IN_LINK_SECONDS * 1000))).toBeNull();
    const second = await issueSignInLinkToken(getDb(), id, issuedAt);
    expect(await takeSignInLinkToken(getDb(), second, lastSecond)).toBe(id);
    expect(await takeSignInLinkToken(getDb(), second, lastSecond)).toBeNull();
    // Only a hash of the token is stored.
    const rows = await getDb().select().from(verifications).where(eq(verifications.value, id));
    expect(rows.every((row) => !row.identifier.includes(first) && !row.identifier.includes(second))).toBe(true);
  });
});
