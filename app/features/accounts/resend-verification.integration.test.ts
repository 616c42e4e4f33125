import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "~/db/schema";
import { decodedHeader } from "~/test/received-mail";
import { describeEachDb } from "~/test/test-database";
import { codeOf, createTestAccount, linkIn, setUpMailSuite, uniqueEmail } from "~/test/test-services";
import { RESEND_EMAIL_RULE, RESEND_IP_RULE, resendVerification } from "./resend-verification.server";

const appUrl = "http://localhost:3000";
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describeEachDb("resendVerification", (getDb) => {
  const suite = setUpMailSuite(getDb, appUrl);

  it("emails a new link that verifies the address and lands on the login page", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("resend"), verified: false });
    await resendVerification(suite.services, { email: `  ${email.toUpperCase()} ` }, { clientIp: freshIp() });
    await suite.mail.deliver();

    expect(suite.mail.smtp.received).toHaveLength(1);
    const [message] = suite.mail.smtp.received;
    expect(message!.to).toEqual([email]);
    const link = linkIn(message!, "/api/auth/verify-email");
    expect(link.startsWith(`${appUrl}/api/auth/verify-email?token=`)).toBe(true);

    const response = await suite.services.auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?verified=1");
    const [row] = await getDb().select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    // No session comes with the verification: the user logs in.
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);

    expect(await codeOf(resendVerification(suite.services, { email }, { clientIp: freshIp() }))).toBe("no_pending_verification");
  });

  it("writes the new link's email in the language of the page it was asked from", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("asked-zh"), verified: false, locale: "en" });
    await resendVerification(suite.services, { email }, { clientIp: freshIp(), locale: "zh" });
    await suite.mail.deliver();
    expect(decodedHeader(suite.mail.smtp.received[0]!, "subject")).toBe("请验证您的 Unibridge 邮箱");
  });

  it("answers 'No pending verification found' for unknown and already verified addresses", async () => {
    const verified = await createTestAccount(getDb(), { email: uniqueEmail("verified") });
    expect(await codeOf(resendVerification(suite.services, { email: verified.email }, { clientIp: freshIp() }))).toBe("no_pending_verification");
    expect(await codeOf(resendVerification(suite.services, { email: uniqueEmail("ghost") }, { clientIp: freshIp() }))).toBe("no_pending_verification");
    await suite.mail.deliver();
    expect(suite.mail.smtp.received).toHaveLength(0);
  });

  it(`allows ${RESEND_EMAIL_RULE.max} requests per email per window`, async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("resend-limit"), verified: false });
    for (let i = 0; i < RESEND_EMAIL_RULE.max; i++) await resendVerification(suite.services, { email }, { clientIp: freshIp() });
    expect(await codeOf(resendVerification(suite.services, { email }, { clientIp: freshIp() }))).toBe("too_many_requests");
    await suite.mail.deliver();
    expect(suite.mail.smtp.received).toHaveLength(RESEND_EMAIL_RULE.max);
  });

  it(`allows ${RESEND_IP_RULE.max} requests per client address per window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RESEND_IP_RULE.max; i++) {
      expect(await codeOf(resendVerification(suite.services, { email: uniqueEmail("probe") }, { clientIp: ip }))).toBe("no_pending_verification");
    }
    expect(await codeOf(resendVerification(suite.services, { email: uniqueEmail("probe") }, { clientIp: ip }))).toBe("too_many_requests");
  });
});
