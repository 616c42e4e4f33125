import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/outbox";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import { describeEachDb } from "~/test/test-database";
import { decodedHeader, mailText } from "~/test/received-mail";
import { codeOf, createTestAccount, linkIn, startTestMail, testServices, uniqueEmail } from "~/test/test-services";
import { signUp, type SignUpInput } from "./sign-up.server";
import { VERIFIED_CALLBACK_PATH } from "./verification-email.server";
import { accountRowCounts, jpegBytes, validBio } from "./signup-test-fixtures";

const appUrl = "http://localhost:3000";
const password = "Lantern-Harbor-42";
let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter = (ipCounter % 250) + 1)}`;

describeEachDb("signUp", (getDb, kind) => {
  let services: AppServices;
  let mail: Awaited<ReturnType<typeof startTestMail>> | undefined;
  beforeAll(() => {
    const base = testServices(getDb(), appUrl);
    services = { ...base, config: { ...base.config, blockedEmailDomains: ["mailinator.com"] } };
  });
  afterEach(async () => {
    await mail?.close();
    mail = undefined;
  });

  const studentInput = (overrides: Partial<Extract<SignUpInput, { role: "student" }>> = {}): SignUpInput => ({
    role: "student",
    name: "Ada Lovelace",
    email: uniqueEmail("ada"),
    password,
    ...overrides,
  });

  async function mentorInput(overrides: Partial<Extract<SignUpInput, { role: "mentor" }>> = {}): Promise<SignUpInput> {
    return {
      role: "mentor",
      name: "Li Wei",
      email: uniqueEmail("li", "stanford.edu"),
      password,
      picture: await jpegBytes(),
      profile: { major: "economics", college: "stanford", country: "US", languages: ["en"], interests: ["debate"], bio: validBio },
      ...overrides,
    };
  }

  const run = (input: SignUpInput, locale: "en" | "zh" = "en", clientIp = freshIp()) => signUp(services, input, { locale, clientIp });

  it.each([
    ["en", "Verify your email for Unibridge", "Hi Ada L.,", "This link is valid for 24 hours.", "If you did not sign up for Unibridge"],
    ["zh", "请验证您的 Unibridge 邮箱", "Ada L.，您好：", "此链接 24 小时内有效。", "如果您没有注册 Unibridge"],
  ] as const)("sends the verification email in %s through SMTP; its link verifies the address and opens /login?verified=1", async (locale, subject, greeting, validity, ignore) => {
    mail = await startTestMail(getDb());
    const email = uniqueEmail(`verify-${locale}`);
    const { userId } = await run(studentInput({ email }), locale);
    await mail.deliver();

    const received = mail.smtp.received.filter((m) => m.to.includes(email));
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(decodedHeader(message, "subject")).toBe(subject);
    const text = mailText(message);
    expect(text).toContain(greeting);
    expect(text).toContain(validity);
    expect(text).toContain(ignore);
    const link = linkIn(message, "/api/auth/verify-email");
    expect(link.startsWith(`${appUrl}/api/auth/verify-email?token=`)).toBe(true);
    expect(new URL(link).searchParams.get("callbackURL")).toBe(VERIFIED_CALLBACK_PATH);

    const opened = await services.auth.handler(new Request(link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/login?verified=1");
    const [user] = await getDb().select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
    expect(user!.emailVerified).toBe(true);
    // Verified, the account can now sign in.
    const signedIn = await services.auth.api.signInEmail({ body: { email, password } });
    expect(signedIn.user.id).toBe(userId);
  });

  it("escapes the user's name in the HTML email", async () => {
    const email = uniqueEmail("xss");
    await run(studentInput({ email, name: `<img/src=x/onerror=alert(1)>&Bob Smith` }));
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row!.htmlBody).not.toContain("<img/src=x");
    expect(row!.htmlBody).toContain("&lt;img/src=x/onerror=alert(1)&gt;&amp;Bob S.");
    expect(row!.textBody).toContain(`Hi <img/src=x/onerror=alert(1)>&Bob S.,`);
  });

  it("creates a mentor with profile and photo in one go, the photo owned by the mentor", async () => {
    const input = await mentorInput();
    const { userId } = await run(input);
    const [profile] = await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
    expect(profile).toMatchObject({ major: "economics", satScore: null, sessionPriceCents: 6000, satPriceCents: 8000, offersSat: false, satScoreVerified: true });
    const [photo] = await getDb().select({ ownerId: media.ownerId, type: media.contentType }).from(media).where(eq(media.id, profile!.photoId!));
    expect(photo).toEqual({ ownerId: userId, type: "image/webp" });
  });

  it("refuses every rule without creating anything", async () => {
    const taken = await createTestAccount(getDb(), { email: uniqueEmail("taken", "stanford.edu") });
    const before = await accountRowCounts(getDb());
    const cases: [SignUpInput, string][] = [
      [studentInput({ role: "admin" as "student" }), "bad_request"],
      [studentInput({ email: "not-an-email" }), "bad_request"],
      [studentInput({ email: "ada@mailinator.com" }), "email_domain_blocked"],
      [studentInput({ email: "ada@x.y.mailinator.com" }), "email_domain_blocked"],
      [await mentorInput({ email: uniqueEmail("li", "gmail.com") }), "mentor_email_not_edu"],
      [studentInput({ password: "iloveyou" }), "password_too_weak"],
      [studentInput({ password: "adalovelace" }), "password_too_weak"],
      [studentInput({ email: taken.email.toUpperCase() }), "email_taken"],
      [await mentorInput({ email: taken.email }), "email_taken"],
      [await mentorInput({ picture: new TextEncoder().encode("GIF89a not really") }), "image_invalid_type"],
      [await mentorInput({ picture: new Uint8Array(512_001) }), "image_too_large"],
    ];
    for (const [input, code] of cases) {
      expect(await codeOf(run(input)), `${input.email} ${code}`).toBe(code);
    }
    expect(await accountRowCounts(getDb())).toEqual(before);
  });

  it("rate-limits per client address and per email before anything else", async () => {
    const ip = "198.18.1.1";
    for (let i = 0; i < 10; i++) expect(await codeOf(run(studentInput({ email: `x${i}@mailinator.com` }), "en", ip))).toBe("email_domain_blocked");
    expect(await codeOf(run(studentInput(), "en", ip))).toBe("too_many_requests");

    const email = uniqueEmail("often");
    await createTestAccount(getDb(), { email });
    for (let i = 0; i < 5; i++) expect(await codeOf(run(studentInput({ email })))).toBe("email_taken");
    const limited = await run(studentInput({ email })).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(AppError);
    expect((limited as AppError).code).toBe("too_many_requests");
    expect((limited as AppError).params.retryAfter).toBeGreaterThan(0);
  });

  it("keeps the account when the verification email cannot be sent, and says so", async () => {
    const failing = {
      ...services,
      auth: {
        options: { emailVerification: { sendVerificationEmail: async () => {} } },
        api: {
          sendVerificationEmail: async () => {
            throw new Error("mail system down");
          },
        },
      },
    } as unknown as AppServices;
    const email = uniqueEmail("unsent");
    const result = await signUp(failing, studentInput({ email }), { locale: "en", clientIp: freshIp() });
    expect(result.verificationError).toBeInstanceOf(Error);
    expect(await getDb().$count(users, eq(users.email, email))).toBe(1);
  });

  if (kind === "postgres") {
    it("lets only one of two simultaneous sign-ups with one address through", async () => {
      const email = uniqueEmail("race", "stanford.edu");
      const before = await accountRowCounts(getDb());
      const outcomes = await Promise.all([run(await mentorInput({ email })), run(await mentorInput({ email }))].map((p) => codeOf(p)));
      expect(outcomes.sort()).toEqual(["email_taken", null].sort());
      const after = await accountRowCounts(getDb());
      // One user, one account, one profile, one photo (the loser's photo is discarded), one email.
      expect(after).toEqual({
        users: before.users + 1,
        accounts: before.accounts + 1,
        mentorProfiles: before.mentorProfiles + 1,
        media: before.media + 1,
        emails: before.emails + 1,
      });
    });
  }
});
