import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions, users, verifications } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import { describeEachDb } from "~/test/test-database";
import { decodedHeader, mailText } from "~/test/received-mail";
import { codeOf, createTestAccount, linkIn, setUpMailSuite, TEST_PASSWORD, uniqueEmail } from "~/test/test-services";
import { RESET_REQUEST_EMAIL_RULE, requestPasswordReset } from "./request-password-reset.server";
import { resetPassword } from "./reset-password.server";
import { signIn } from "./sign-in.server";

const appUrl = "http://localhost:3000";
const NEW_PASSWORD = "Velvet-Orchard-58";
let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;

describeEachDb("password reset", (getDb) => {
  const suite = setUpMailSuite(getDb, appUrl);

  function logIn(email: string, password: string) {
    const ip = freshIp();
    return signIn(suite.services, { email, password, rememberMe: true }, { clientIp: ip, headers: new Headers({ "x-unibridge-client-ip": ip }) });
  }

  /** Requests a reset, delivers it over SMTP and follows the link like a browser would. */
  async function tokenFromEmail(email: string): Promise<string> {
    await requestPasswordReset(suite.services, { email }, { clientIp: freshIp() });
    await suite.mail.deliver();
    const message = suite.mail.smtp.received.at(-1)!;
    expect(message.to).toEqual([email]);
    const link = linkIn(message, "/api/auth/reset-password/");
    const landing = await suite.services.auth.handler(new Request(link));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!);
    expect(`${target.origin}${target.pathname}`).toBe(`${appUrl}/reset-password`);
    return target.searchParams.get("token")!;
  }

  it("emails a link that resets the password once, ending every session of the user", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("reset"), name: "Ada Lovelace" });
    await logIn(email, TEST_PASSWORD);
    await logIn(email, TEST_PASSWORD);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(2);

    const token = await tokenFromEmail(email);
    const message = suite.mail.smtp.received[0]!;
    expect(decodedHeader(message, "subject")).toBe("Reset your Unibridge password");
    // Named as the site shows people: first name and last initial.
    expect(mailText(message)).toContain("Hi Ada L.,");
    expect(mailText(message)).not.toContain("Lovelace");
    expect(mailText(message)).toContain("valid for 1 hour");

    await resetPassword(suite.services, { token, password: NEW_PASSWORD }, { clientIp: freshIp() });

    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await codeOf(logIn(email, TEST_PASSWORD))).toBe("invalid_credentials");
    await expect(logIn(email, NEW_PASSWORD)).resolves.toMatchObject({ user: { id } });

    // The token is used up, and the emailed link now says so too.
    expect(await codeOf(resetPassword(suite.services, { token, password: "Another-Garden-31" }, { clientIp: freshIp() }))).toBe("invalid_token");
    const again = await suite.services.auth.handler(new Request(linkIn(message, "/api/auth/reset-password/")));
    expect(again.headers.get("location")).toBe(`${appUrl}/reset-password?error=INVALID_TOKEN`);
  });

  it("refuses an expired token", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("expired") });
    const token = await tokenFromEmail(email);
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    expect(await codeOf(resetPassword(suite.services, { token, password: NEW_PASSWORD }, { clientIp: freshIp() }))).toBe("invalid_token");
    const landing = await suite.services.auth.handler(new Request(linkIn(suite.mail.smtp.received[0]!, "/api/auth/reset-password/")));
    expect(landing.headers.get("location")).toBe(`${appUrl}/reset-password?error=INVALID_TOKEN`);
    await expect(logIn(email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it("expires links after one hour", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("hour") });
    const before = Date.now();
    await requestPasswordReset(suite.services, { email }, { clientIp: freshIp() });
    const [row] = await getDb().select().from(verifications).where(eq(verifications.value, id));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it("refuses an unknown token and a weak password, keeping the token usable", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("ada.lovelace"), name: "Ada Lovelace" });
    expect(await codeOf(resetPassword(suite.services, { token: "made-up-token", password: NEW_PASSWORD }, { clientIp: freshIp() }))).toBe("invalid_token");

    const token = await tokenFromEmail(email);
    for (const weak of ["password123", "qwerty", "adalovelace"]) {
      expect(await codeOf(resetPassword(suite.services, { token, password: weak }, { clientIp: freshIp() })), weak).toBe("password_too_weak");
    }
    await resetPassword(suite.services, { token, password: NEW_PASSWORD }, { clientIp: freshIp() });
    await expect(logIn(email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it("says 'No account found' for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    expect(await codeOf(requestPasswordReset(suite.services, { email }, { clientIp: freshIp() }))).toBe("no_account");
    expect(await getDb().select().from(verifications).where(like(verifications.identifier, "reset-password:%"))).not.toContainEqual(
      expect.objectContaining({ value: email }),
    );
    await suite.mail.deliver();
    expect(suite.mail.smtp.received).toHaveLength(0);
  });

  it(`allows ${RESET_REQUEST_EMAIL_RULE.max} reset emails per address per window`, async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("many-resets") });
    for (let i = 0; i < RESET_REQUEST_EMAIL_RULE.max; i++) await requestPasswordReset(suite.services, { email }, { clientIp: freshIp() });
    expect(await codeOf(requestPasswordReset(suite.services, { email }, { clientIp: freshIp() }))).toBe("too_many_requests");
  });

  it("writes the email in the language of the page it was asked from, without storing it", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("asked-en"), locale: "zh" });
    await requestPasswordReset(suite.services, { email }, { clientIp: freshIp(), locale: "en" });
    await suite.mail.deliver();
    expect(decodedHeader(suite.mail.smtp.received[0]!, "subject")).toBe("Reset your Unibridge password");
    const [row] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id));
    expect(row!.locale).toBe("zh");
  });

  it("writes the email in the user's language and escapes their name in the HTML", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("zh"), name: '<b>李&"Co"</b> Wang', locale: "zh" });
    await requestPasswordReset(suite.services, { email }, { clientIp: freshIp() });
    await suite.mail.deliver();
    const message = suite.mail.smtp.received[0]!;
    expect(decodedHeader(message, "subject")).toBe("重置您的 Unibridge 密码");
    expect(mailText(message)).toContain('<b>李&"Co"</b> W.，您好：');
    const [row] = await getDb().select({ html: emailOutbox.htmlBody }).from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row!.html).toContain("&lt;b&gt;李&amp;&quot;Co&quot;&lt;/b&gt; W.");
    expect(row!.html).not.toContain("<b>李");
  });
});
