import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "./+types/signup";
import { action, loader } from "./signup";
import type { Db } from "~/db/db.server";
import { emailOutbox } from "~/db/schema/outbox";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { accounts, users } from "~/db/schema/users";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import type { FieldError, FieldErrors } from "~/features/accounts/field-errors";
import { SIGN_UP_EMAIL_RULE, SIGN_UP_IP_RULE } from "~/features/accounts/sign-up.server";
import {
  accountRowCounts,
  fileOf,
  formOf,
  gifBytes,
  jpegBytes,
  largeJpegBytes,
  mentorProfileFields,
  pngBytes,
  translated,
} from "~/features/accounts/signup-test-fixtures";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { describeEachDb } from "~/test/test-database";

const appUrl = "http://localhost:3000";
const strongPassword = "Lantern-Harbor-42";
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

interface Outcome {
  status: number;
  location: string | null;
  fieldErrors: FieldErrors;
  formError: FieldError | undefined;
  focusField: string | undefined;
  headers: Headers;
}

/** The action's answer, whether a redirect Response or data() with a status. */
async function outcomeOf(result: unknown): Promise<Outcome> {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), fieldErrors: {}, formError: undefined, focusField: undefined, headers: result.headers };
  }
  const { data, init } = result as { data: { fieldErrors?: FieldErrors; formError?: FieldError; focusField?: string }; init: ResponseInit | null };
  return {
    status: init?.status ?? 200,
    location: null,
    fieldErrors: data.fieldErrors ?? {},
    formError: data.formError,
    focusField: data.focusField,
    headers: new Headers(init?.headers),
  };
}

describeEachDb("POST /signup", (getDb) => {
  let services: AppServices;
  let jpeg: Buffer;
  beforeAll(async () => {
    const base = testServices(getDb(), appUrl);
    services = { ...base, config: { ...base.config, blockedEmailDomains: ["mailinator.com", "blocked.test"] } };
    jpeg = await jpegBytes();
  });

  function request(body: BodyInit, init: { ip?: string; headers?: Record<string, string> } = {}) {
    return new Request(`${appUrl}/signup`, {
      method: "POST",
      body,
      headers: { origin: appUrl, "x-unibridge-client-ip": init.ip ?? freshIp(), ...init.headers },
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  }

  async function post(form: FormData | Request, options: { locale?: Locale; ip?: string } = {}) {
    const req = form instanceof Request ? form : request(form, { ip: options.ip });
    const result = await action({ request: req, context: routeContext(services, options.locale ?? "en"), params: {} } as unknown as Route.ActionArgs).catch(
      (thrown: unknown) => thrown,
    );
    return outcomeOf(result);
  }

  const student = (overrides: Record<string, string> = {}) =>
    formOf({ role: "student", name: "Ada Lovelace", email: uniqueEmail("student"), password: strongPassword, ...overrides });

  const mentor = (overrides: Record<string, string | string[] | File | undefined> = {}) =>
    formOf({
      role: "mentor",
      name: "Li Wei",
      email: uniqueEmail("mentor", "stanford.edu"),
      password: strongPassword,
      picture: fileOf(jpeg, "me.jpg", "image/jpeg"),
      ...mentorProfileFields,
      ...overrides,
    });

  async function userByEmail(email: string) {
    const [row] = await getDb().select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Posts a form that must be refused, and proves the refusal created nothing. */
  async function refused(form: FormData | Request, options: { locale?: Locale; ip?: string } = {}) {
    const before = await accountRowCounts(getDb());
    const outcome = await post(form, options);
    expect(outcome.location).toBeNull();
    expect(await accountRowCounts(getDb())).toEqual(before);
    return outcome;
  }

  describe("students", () => {
    it("creates an unverified student with a credential account, queues the link and goes to /verify-email", async () => {
      const email = uniqueEmail("Ada.Student");
      const outcome = await post(student({ email: `  ${email.toUpperCase()} ` }));

      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(`/verify-email?email=${encodeURIComponent(email.toLowerCase())}`);
      const user = await userByEmail(email.toLowerCase());
      expect(user).toMatchObject({ name: "Ada Lovelace", role: "student", emailVerified: false, locale: "en", disabled: false });
      const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, user!.id));
      expect(account).toMatchObject({ providerId: "credential", accountId: user!.id });
      expect(await verifyPassword({ hash: account!.password!, password: strongPassword })).toBe(true);
      expect(account!.password).not.toContain(strongPassword);
      const mail = await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
      expect(mail.map((m) => m.subject)).toEqual(["Verify your email for Unibridge"]);
      expect(mail[0]!.textBody).toContain(`${appUrl}/api/auth/verify-email?token=`);
    });

    it("stores the page language and sends the email in it", async () => {
      const email = uniqueEmail("zh.student");
      expect((await post(student({ email }), { locale: "zh" })).status).toBe(302);
      expect(await userByEmail(email)).toMatchObject({ locale: "zh" });
      const [mail] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(mail!.subject).toBe("请验证您的 Unibridge 邮箱");
    });

    it("never creates an admin and ignores fields the form does not have", async () => {
      const email = uniqueEmail("sneaky");
      const outcome = await refused(student({ email, role: "admin" }));
      expect(outcome.status).toBe(400);
      expect(outcome.fieldErrors.role).toEqual({ message: "signup:errors.roleRequired" });
      expect(await userByEmail(email)).toBeUndefined();

      const form = student({ email });
      form.append("emailVerified", "true");
      form.append("disabled", "true");
      form.append("locale", "zh");
      form.append("role", "admin");
      expect((await post(form)).status).toBe(302);
      expect(await userByEmail(email)).toMatchObject({ role: "student", emailVerified: false, disabled: false, locale: "en" });
      expect(await getDb().$count(users, eq(users.role, "admin"))).toBe(0);
    });

    it("asks for every required field, in English and in Chinese", async () => {
      const outcome = await refused(formOf({ role: "student", name: " ", email: "", password: "" }));
      expect(outcome.status).toBe(400);
      expect(outcome.fieldErrors).toEqual({
        name: { message: "accounts:errors.required" },
        email: { message: "accounts:errors.required" },
        password: { message: "accounts:errors.required" },
      });
      expect(outcome.focusField).toBe("name");
      expect(translated("en", outcome.fieldErrors.name)).toBe("Please fill in all required fields");
      expect(translated("zh", outcome.fieldErrors.name)).toBe("请填写所有必填项");
      const missingRole = await refused(formOf({ name: "Ada", email: uniqueEmail(), password: strongPassword }));
      expect(missingRole.fieldErrors.role).toEqual({ message: "signup:errors.roleRequired" });
    });

    it("refuses an invalid email, a short password and a weak one", async () => {
      const invalid = await refused(student({ email: "ada@" }));
      expect(translated("en", invalid.fieldErrors.email)).toBe("Please enter a valid email address.");
      const short = await refused(student({ password: "x7#Q" }));
      expect(translated("en", short.fieldErrors.password)).toBe("Password must be at least 6 characters.");
      for (const password of ["password", "12345678", "qwerty123", "aaaaaaaa", "abcdefgh", "adalovelace"]) {
        const weak = await refused(student({ password }));
        expect(weak.status, password).toBe(400);
        expect(translated("en", weak.fieldErrors.password)).toBe("Password is too weak. Please use a stronger password.");
        expect(translated("zh", weak.fieldErrors.password)).toBe("密码强度太弱，请使用更安全的密码。");
      }
    });

    it("refuses an address that is already registered, whatever its case", async () => {
      const { email } = await createTestAccount(getDb(), { email: uniqueEmail("taken") });
      const outcome = await refused(student({ email: email.toUpperCase() }));
      expect(outcome.status).toBe(409);
      expect(outcome.formError).toEqual({ message: "errors:email_taken" });
      expect(outcome.focusField).toBe("email");
      expect(translated("en", outcome.formError)).toBe("This email is already in use. Please try logging in instead.");
      expect(translated("zh", outcome.formError)).toBe("该邮箱已被注册，请直接登录。");
    });

    it("refuses blocked email domains and their subdomains", async () => {
      for (const email of ["someone@mailinator.com", "someone@eu.mailinator.com", "x@BLOCKED.test"]) {
        const outcome = await refused(student({ email }));
        expect(outcome.status, email).toBe(400);
        expect(outcome.formError).toEqual({ message: "errors:email_domain_blocked" });
        expect(translated("en", outcome.formError)).toBe("Email domain not allowed");
      }
      // A domain that only ends with the same letters is fine.
      expect((await post(student({ email: uniqueEmail("ok", "notmailinator.com") }))).status).toBe(302);
    });

    it("limits sign-ups per client address", async () => {
      const ip = "198.18.0.1";
      for (let i = 0; i < SIGN_UP_IP_RULE.max; i++) {
        // Refused attempts count too (cheap ones here: a blocked domain).
        expect((await post(student({ email: uniqueEmail(`ip${i}`, "mailinator.com") }), { ip })).status).toBe(400);
      }
      const limited = await refused(student(), { ip });
      expect(limited.status).toBe(429);
      expect(limited.formError).toEqual({ message: "errors:too_many_requests" });
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(translated("en", limited.formError)).toBe("Too many requests. Please try again later.");
      // Another address is not affected.
      expect((await post(student())).status).toBe(302);
    });

    it("limits sign-ups per email address", async () => {
      const { email } = await createTestAccount(getDb(), { email: uniqueEmail("hammered") });
      for (let i = 0; i < SIGN_UP_EMAIL_RULE.max; i++) {
        expect((await post(student({ email }))).status).toBe(409);
      }
      const limited = await refused(student({ email }));
      expect(limited.status).toBe(429);
      expect(limited.formError).toEqual({ message: "errors:too_many_requests" });
    });
  });

  describe("mentors", () => {
    it("creates the mentor, the profile with the spec's defaults and the re-encoded photo", async () => {
      const email = uniqueEmail("li.wei", "cs.stanford.edu");
      const outcome = await post(mentor({ email }), { locale: "zh" });

      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(`/verify-email?email=${encodeURIComponent(email)}`);
      const user = await userByEmail(email);
      expect(user).toMatchObject({ role: "mentor", emailVerified: false, locale: "zh", name: "Li Wei" });
      const [profile] = await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, user!.id));
      expect(profile).toMatchObject({
        major: "computer-science",
        college: "stanford",
        country: "CN",
        languages: ["en", "zh"],
        interests: ["SAT", "essay writing", "robotics"],
        satScore: 1540,
        satScoreVerified: true,
        offersSat: false,
        sessionPriceCents: 6000,
        satPriceCents: 8000,
        ratingCount: 0,
        ratingSum: 0,
        stripeConnected: false,
      });
      const [photo] = await getDb().select().from(media).where(eq(media.id, profile!.photoId!));
      expect(photo).toMatchObject({ ownerId: user!.id, contentType: "image/webp", width: 512, height: 384 });
      expect(Buffer.from(photo!.data).subarray(8, 12).toString("ascii")).toBe("WEBP");
    });

    it("accepts a PNG and an empty SAT score", async () => {
      const email = uniqueEmail("png", "mit.edu");
      const png = await pngBytes();
      expect((await post(mentor({ email, picture: fileOf(png, "Me.PNG", "image/png"), satScore: "" }))).status).toBe(302);
      const user = await userByEmail(email);
      const [profile] = await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, user!.id));
      expect(profile!.satScore).toBeNull();
    });

    it("requires a .edu address", async () => {
      const outcome = await refused(mentor({ email: uniqueEmail("mentor", "gmail.com") }));
      expect(outcome.status).toBe(400);
      expect(outcome.fieldErrors.email).toEqual({ message: "errors:mentor_email_not_edu" });
      expect(translated("en", outcome.fieldErrors.email)).toBe("Mentors must use a valid .edu email address");
      expect(translated("zh", outcome.fieldErrors.email)).toBe("导师必须使用有效的 .edu 邮箱");
    });

    it("requires a picture, major, college and country", async () => {
      const outcome = await refused(mentor({ picture: new File([], ""), major: "", college: "", country: "" }));
      expect(outcome.status).toBe(400);
      expect(outcome.fieldErrors).toMatchObject({
        picture: { message: "errors:picture_required" },
        major: { message: "signup:errors.majorRequired" },
        college: { message: "signup:errors.collegeRequired" },
        country: { message: "signup:errors.countryRequired" },
      });
      expect(outcome.focusField).toBe("picture");
      expect(translated("en", outcome.fieldErrors.picture)).toBe("Please upload a profile picture");
      const noPart = await refused(mentor({ picture: undefined }));
      expect(noPart.fieldErrors.picture).toEqual({ message: "errors:picture_required" });
    });

    it("accepts JPG and PNG only, judged by type and name, then by the decoded bytes", async () => {
      const gif = await gifBytes();
      const byName = await refused(mentor({ picture: fileOf(gif, "me.gif", "image/gif") }));
      expect(byName.fieldErrors.picture).toEqual({ message: "errors:image_invalid_type" });
      expect(translated("en", byName.fieldErrors.picture)).toBe("Please upload a JPG or PNG file only");
      expect(translated("zh", byName.fieldErrors.picture)).toBe("请仅上传 JPG 或 PNG 文件");
      // A GIF calling itself a JPEG gets past the form and is caught when decoded.
      const disguised = await refused(mentor({ picture: fileOf(gif, "me.jpg", "image/jpeg") }));
      expect(disguised.status).toBe(400);
      expect(disguised.formError).toEqual({ message: "errors:image_invalid_type" });
      expect(disguised.focusField).toBe("picture");
      const notAnImage = await refused(mentor({ picture: fileOf(Buffer.from("<svg></svg>"), "me.png", "image/png") }));
      expect(notAnImage.formError).toEqual({ message: "errors:image_invalid_type" });
    });

    it("refuses pictures over 500KB and files over the 5MB uploader cap", async () => {
      const big = await largeJpegBytes();
      const overLimit = await refused(mentor({ picture: fileOf(big, "big.jpg", "image/jpeg") }));
      expect(overLimit.fieldErrors.picture).toEqual({ message: "errors:image_too_large" });
      expect(translated("en", overLimit.fieldErrors.picture)).toBe("Profile picture must be less than 500KB");

      const huge = new Uint8Array(Math.round(5.2 * 1024 * 1024));
      const overCap = await refused(mentor({ picture: fileOf(huge, "huge.jpg", "image/jpeg") }));
      expect(overCap.status).toBe(400);
      expect(overCap.fieldErrors.picture).toEqual({ message: "errors:image_file_too_large", params: { size: "5.2" } });
      expect(translated("en", overCap.fieldErrors.picture)).toBe("File size must be less than 5MB. Current size: 5.2 MB");
      expect(translated("zh", overCap.fieldErrors.picture)).toBe("文件大小必须小于 5MB。当前大小：5.2 MB");
    });

    it("refuses bodies over 6MB before reading them: by Content-Length, and while reading a chunked body", async () => {
      const declared = request("tiny", { headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(7 * 1024 * 1024) } });
      const byHeader = await refused(declared);
      expect(byHeader.status).toBe(413);
      expect(byHeader.formError).toEqual({ message: "errors:image_file_too_large", params: { size: "7.0" } });
      expect(byHeader.focusField).toBe("picture");

      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const streamed = await refused(request(stream, { headers: { "content-type": "multipart/form-data; boundary=x" } }));
      expect(streamed.status).toBe(413);
      // Reading stopped at the first chunk past the cap.
      expect(sent).toBeLessThanOrEqual(8);
      expect(streamed.formError?.message).toBe("errors:image_file_too_large");

      const big = new Request(`${appUrl}/signup`, { method: "POST", body: mentor({ picture: fileOf(new Uint8Array(6.5 * 1024 * 1024), "x.jpg", "image/jpeg") }) });
      expect((await refused(request(await big.arrayBuffer(), { headers: { "content-type": big.headers.get("content-type")! } }))).status).toBe(413);
    });

    it("checks languages, SAT score, interests and bio", async () => {
      const outcome = await refused(mentor({ languages: [], satScore: "1700", interests: " , ", bio: "Too short." }));
      expect(outcome.fieldErrors).toMatchObject({
        languages: { message: "signup:errors.languagesRequired" },
        satScore: { message: "signup:errors.satScoreRange" },
        interests: { message: "signup:errors.interestsRequired" },
        bio: { message: "signup:errors.bioTooShort" },
      });
      expect(translated("en", outcome.fieldErrors.languages)).toBe("Please select at least one language");
      expect(translated("en", outcome.fieldErrors.interests)).toBe("Please add your interests");
      expect(translated("en", outcome.fieldErrors.bio)).toBe("Please provide a bio of at least 50 characters");
      expect(translated("zh", outcome.fieldErrors.languages)).toBe("请至少选择一种语言");
      const low = await refused(mentor({ satScore: "390" }));
      expect(low.fieldErrors.satScore).toEqual({ message: "signup:errors.satScoreRange" });
      const long = await refused(mentor({ bio: "x".repeat(1001) }));
      expect(long.fieldErrors.bio).toEqual({ message: "signup:errors.bioTooLong" });
      expect(translated("en", long.fieldErrors.bio)).toBe("Your bio can be at most 1000 characters");
    });

    it("answers email_taken for a mentor address already in use and keeps no photo", async () => {
      const { email } = await createTestAccount(getDb(), { email: uniqueEmail("taken", "yale.edu"), role: "mentor" });
      const outcome = await refused(mentor({ email }));
      expect(outcome.status).toBe(409);
      expect(outcome.formError).toEqual({ message: "errors:email_taken" });
    });
  });

  describe("GET /signup", () => {
    async function load(cookie?: string) {
      const req = new Request(`${appUrl}/signup`, { headers: cookie ? { cookie } : {} });
      return loader({ request: req, context: routeContext(services), params: {} } as unknown as Route.LoaderArgs).catch((thrown: unknown) => thrown);
    }

    async function sessionCookie(db: Db, role: "student" | "mentor") {
      const { email } = await createTestAccount(db, { email: uniqueEmail(`in-${role}`, role === "mentor" ? "harvard.edu" : "example.com"), role });
      const signedIn = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
      return cookieHeader(signedIn.headers.getSetCookie());
    }

    it("shows the form to visitors and sends signed-in users to their dashboard", async () => {
      expect(await load()).toMatchObject({ description: expect.any(String) });
      const student = (await load(await sessionCookie(getDb(), "student"))) as Response;
      expect(student.headers.get("Location")).toBe("/student-dashboard");
      const mentor = (await load(await sessionCookie(getDb(), "mentor"))) as Response;
      expect(mentor.headers.get("Location")).toBe("/mentor-dashboard");
    });
  });
});
