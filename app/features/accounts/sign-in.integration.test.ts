import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { consumeSignInAttempt, SIGN_IN_ADDRESS_RULE } from "~/lib/sign-in-limits.server";
import { describeEachDb } from "~/test/test-database";
import { codeOf, cookieHeader, createTestAccount, createTestAccounts, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { signIn } from "./sign-in.server";

let ipCounter = 0;
function freshIp() {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

describeEachDb("signIn", (getDb, kind) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  function attempt(email: string, password: string, options: { rememberMe?: boolean; ip?: string; cookie?: string; now?: Date } = {}) {
    const ip = options.ip ?? freshIp();
    const headers = new Headers({ "x-unibridge-client-ip": ip, "user-agent": "vitest" });
    if (options.cookie) headers.set("cookie", options.cookie);
    return signIn(services, { email, password, rememberMe: options.rememberMe ?? false }, { clientIp: ip, headers, now: options.now });
  }

  it("signs in with a browser-session cookie without remember me, and a lasting one with it", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("ok"), role: "mentor" });

    const brief = await attempt(email.toUpperCase(), TEST_PASSWORD);
    expect(brief.user).toEqual({ id, role: "mentor" });
    const briefCookie = brief.setCookies.find((c) => c.startsWith("better-auth.session_token="))!;
    expect(briefCookie).toMatch(/; HttpOnly/i);
    expect(briefCookie).toMatch(/; SameSite=Lax/i);
    expect(briefCookie).toMatch(/; Path=\//);
    expect(briefCookie).not.toMatch(/Max-Age|Expires/i);

    const lasting = await attempt(email, TEST_PASSWORD, { rememberMe: true, cookie: cookieHeader(brief.setCookies) });
    const lastingCookie = lasting.setCookies.find((c) => c.startsWith("better-auth.session_token="))!;
    expect(lastingCookie).toMatch(/; Max-Age=604800/);
    expect(lastingCookie).toMatch(/; HttpOnly/i);
    // The earlier "don't remember" marker is removed, so the lasting session can slide.
    expect(lasting.setCookies.find((c) => c.startsWith("better-auth.dont_remember="))).toMatch(/Max-Age=0/);
  });

  it("issues a new session token at every sign-in and ends the one the browser held", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("rotate") });
    const first = await attempt(email, TEST_PASSWORD, { rememberMe: true });
    const [firstRow] = await getDb().select().from(sessions).where(eq(sessions.userId, id));
    const second = await attempt(email, TEST_PASSWORD, { rememberMe: true, cookie: cookieHeader(first.setCookies) });
    const rows = await getDb().select().from(sessions).where(eq(sessions.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).not.toBe(firstRow!.token);
    expect(cookieHeader(second.setCookies)).not.toBe(cookieHeader(first.setCookies));
    const old = await services.auth.api.getSession({ headers: new Headers({ cookie: cookieHeader(first.setCookies) }) });
    expect(old).toBeNull();
  });

  it("gives the same message for a wrong password and an unknown email", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("wrong") });
    expect(await codeOf(attempt(email, "Not-The-Password-1"))).toBe("invalid_credentials");
    expect(await codeOf(attempt(uniqueEmail("nobody"), TEST_PASSWORD))).toBe("invalid_credentials");
    expect(await codeOf(attempt("not-an-email", TEST_PASSWORD))).toBe("invalid_credentials");
  });

  it("says the email is not verified only when the password is right", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("unverified"), verified: false });
    expect(await codeOf(attempt(email, "Not-The-Password-1"))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD))).toBe("email_not_verified");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
  });

  it("says the account is disabled only when the password is right, and creates no session", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("disabled"), disabled: true });
    expect(await codeOf(attempt(email, "Not-The-Password-1"))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD))).toBe("account_disabled");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
  });

  const MINUTE = 60_000;

  it("refuses a sixth try at an account from an address with 5 failures there, for 15 minutes", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("lockout") });
    const ip = freshIp();
    const start = Date.now();
    const at = (ms: number) => ({ ip, now: new Date(start + ms) });
    for (let i = 0; i < 5; i++) expect(await codeOf(attempt(email, `wrong-${i}`, at(i)))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD, at(20)))).toBe("too_many_requests");
    expect(await codeOf(attempt(email, TEST_PASSWORD, at(15 * MINUTE - 1)))).toBe("too_many_requests");
    // Once the 15 minutes have passed, this address may try again.
    await expect(attempt(email, TEST_PASSWORD, at(15 * MINUTE))).resolves.toMatchObject({ user: { role: "student" } });
  });

  it("forgets an address's failures at an account once it signs in there; other accounts are not affected", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("cleared") });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect(await codeOf(attempt(email, `wrong-${i}`, { ip }))).toBe("invalid_credentials");
    await attempt(email, TEST_PASSWORD, { ip });
    for (let i = 0; i < 5; i++) expect(await codeOf(attempt(email, `wrong-again-${i}`, { ip }))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD, { ip }))).toBe("too_many_requests");
    const other = await createTestAccount(getDb(), { email: uniqueEmail("other") });
    await expect(attempt(other.email, TEST_PASSWORD, { ip })).resolves.toMatchObject({ user: { id: other.id } });
  });

  it("lets the real user in from another address while an attacker is refused (admin included)", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("attacked"), role: "admin" });
    const attacker = freshIp();
    for (let i = 0; i < 8; i++) await codeOf(attempt(email, `attacker-guess-${i}`, { ip: attacker }));
    expect(await codeOf(attempt(email, TEST_PASSWORD, { ip: attacker }))).toBe("too_many_requests");
    await expect(attempt(email, TEST_PASSWORD, { ip: freshIp() })).resolves.toMatchObject({ user: { id, role: "admin" } });
  });

  it("counts an IPv6 guesser by the /64, not by the address", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("ipv6") });
    for (let i = 1; i <= 5; i++) expect(await codeOf(attempt(email, `v6-guess-${i}`, { ip: `2001:db8:7:7::${i}` }))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD, { ip: "2001:db8:7:7::99" }))).toBe("too_many_requests");
    await expect(attempt(email, TEST_PASSWORD, { ip: "2001:db8:7:8::1" })).resolves.toMatchObject({ user: { role: "student" } });
  });

  it("signs in a class of 40 accounts from one school address within 2 minutes", async () => {
    const school = freshIp();
    const start = Date.now();
    const pupils = await createTestAccounts(getDb(), 40, "pupil");
    // A few typos on the way do not stop the class either.
    for (let i = 0; i < 3; i++) expect(await codeOf(attempt(pupils[i]!.email, "typo", { ip: school, now: new Date(start) }))).toBe("invalid_credentials");
    for (const [i, pupil] of pupils.entries()) {
      const now = new Date(start + i * 3000);
      await expect(attempt(pupil.email, TEST_PASSWORD, { ip: school, now })).resolves.toMatchObject({ user: { id: pupil.id } });
    }
    // 40 password checks (slow on purpose) take long on a shared machine; the limits see the test's clock.
  }, 180_000);

  if (kind === "postgres") {
    it("lets no more than 5 parallel guesses at one account from one address through", async () => {
      const { email } = await createTestAccount(getDb(), { email: uniqueEmail("parallel") });
      const ip = freshIp();
      const codes = await Promise.all(Array.from({ length: 12 }, (_, i) => codeOf(attempt(email, `parallel-guess-${i}`, { ip }))));
      expect(codes.filter((c) => c === "invalid_credentials")).toHaveLength(5);
      expect(codes.filter((c) => c === "too_many_requests")).toHaveLength(7);
    });

    it("signs in 40 accounts in parallel from one address", async () => {
      const school = freshIp();
      const pupils = await createTestAccounts(getDb(), 40, "rush");
      const codes = await Promise.all(pupils.map((p) => codeOf(attempt(p.email, TEST_PASSWORD, { ip: school }))));
      expect(codes).toEqual(pupils.map(() => null));
    }, 180_000);
  }

  it(`limits one client address to ${SIGN_IN_ADDRESS_RULE.max} failed tries at any accounts per window`, async () => {
    const ip = freshIp();
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("per-ip") });
    // Failed tries at different unknown accounts, so only the address limit can trigger (counted
    // directly: a real wrong password costs a slow hash each). The last one goes through signIn.
    for (let i = 1; i < SIGN_IN_ADDRESS_RULE.max; i++) await consumeSignInAttempt(getDb(), { email: uniqueEmail("spray"), ip });
    expect(await codeOf(attempt(uniqueEmail("spray"), "guess", { ip }))).toBe("invalid_credentials");
    expect(await codeOf(attempt(email, TEST_PASSWORD, { ip }))).toBe("too_many_requests");
    await expect(attempt(email, TEST_PASSWORD, { ip: freshIp() })).resolves.toMatchObject({ user: { role: "student" } });
  });
});
