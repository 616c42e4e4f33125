import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/outbox";
import { sessions, users, verifications } from "~/db/schema";
import { ACCOUNT_DISABLED_CODE, DISABLED_AUTH_PATHS } from "~/lib/auth.server";
import { describeEachDb } from "~/test/test-database";
import { createTestAccount, createTestAccounts, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";
let ipCounter = 0;

function http(auth: ReturnType<typeof testServices>["auth"], path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  ipCounter += 1;
  const method = init.method ?? "POST";
  return auth.handler(
    new Request(`${appUrl}/api/auth${path}`, {
      method,
      headers: {
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
        origin: appUrl,
        // A fresh client address per call: better-auth's own limiter (3 per 10 s) stays out of the way.
        "x-unibridge-client-ip": `198.51.100.${ipCounter % 250}`,
        ...init.headers,
      },
      body: method === "GET" ? undefined : JSON.stringify(init.body ?? {}),
    }),
  );
}

describeEachDb("better-auth configuration", (getDb) => {
  let services: ReturnType<typeof testServices>;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  it("answers 404 over HTTP for every endpoint that would bypass our actions", async () => {
    expect(DISABLED_AUTH_PATHS).toEqual(
      expect.arrayContaining([
        "/sign-up/email",
        "/update-user",
        "/change-email",
        "/change-password",
        "/delete-user",
        "/request-password-reset",
        "/forget-password",
        "/reset-password",
        "/send-verification-email",
      ]),
    );
    const email = uniqueEmail("bypass");
    for (const path of DISABLED_AUTH_PATHS) {
      const response = await http(services.auth, path, { body: { email, password: TEST_PASSWORD, name: "Eve", newPassword: "x" } });
      expect(response.status, path).toBe(404);
    }
    // Nothing got through: no account, no queued email.
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toHaveLength(0);
  });

  it("keeps the email links, sign-in, sign-out and get-session reachable", async () => {
    const resetLink = await http(services.auth, "/reset-password/not-a-token?callbackURL=%2Freset-password", { method: "GET" });
    expect(resetLink.status).toBe(302);
    expect(resetLink.headers.get("location")).toBe(`${appUrl}/reset-password?error=INVALID_TOKEN`);

    const verifyLink = await http(services.auth, "/verify-email?token=nope&callbackURL=%2Flogin%3Fverified%3D1", { method: "GET" });
    expect(verifyLink.status).toBe(302);
    expect(verifyLink.headers.get("location")).toBe("/login?verified=1&error=INVALID_TOKEN");

    const email = (await createTestAccount(getDb(), { email: uniqueEmail("reach") })).email;
    const signIn = await http(services.auth, "/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const session = await http(services.auth, "/get-session", { method: "GET", headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    const signOut = await http(services.auth, "/sign-out", { headers: { cookie } });
    expect(signOut.status).toBe(200);
    const after = await http(services.auth, "/get-session", { method: "GET", headers: { cookie } });
    expect(await after.json()).toBeNull();
  });

  it("still serves the disabled endpoints to server-side auth.api calls", async () => {
    const { auth } = services;
    const email = uniqueEmail("server-side");
    const signedUp = await auth.api.signUpEmail({ body: { email, password: TEST_PASSWORD, name: "Grace Hopper" } });
    expect(signedUp.user.email).toBe(email);

    await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/login?verified=1" } });
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const queued = await getDb().select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(queued).toHaveLength(2);

    const [reset] = await getDb().select({ identifier: verifications.identifier }).from(verifications).where(eq(verifications.value, signedUp.user.id));
    const token = reset!.identifier.replace("reset-password:", "");
    await expect(auth.api.resetPassword({ body: { newPassword: "Quiet-Meadow-77", token } })).resolves.toEqual({ status: true });

    await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const session = await auth.api.signInEmail({ body: { email, password: "Quiet-Meadow-77" }, returnHeaders: true });
    const cookie = session.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const headers = new Headers({ cookie });
    await expect(auth.api.updateUser({ body: { name: "Grace M. Hopper" }, headers })).resolves.toEqual({ status: true });
    await expect(
      auth.api.changePassword({ body: { currentPassword: "Quiet-Meadow-77", newPassword: "Copper-Kettle-19" }, headers }),
    ).resolves.toMatchObject({ user: { email } });
  });

  it("never gives a disabled account a session, not even through the HTTP sign-in endpoint", async () => {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("disabled"), disabled: true });
    const response = await http(services.auth, "/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: ACCOUNT_DISABLED_CODE });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);

    // A wrong password says nothing about the account being disabled.
    const wrong = await http(services.auth, "/sign-in/email", { body: { email, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("refuses a sixth failed try at an account from one address over HTTP too; another address signs in", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("http-lockout") });
    const headers = { "x-unibridge-client-ip": "203.0.113.7" };
    for (let i = 0; i < 5; i++) {
      const response = await http(services.auth, "/sign-in/email", { body: { email, password: `wrong-${i}` }, headers });
      expect(response.status).toBe(401);
    }
    const locked = await http(services.auth, "/sign-in/email", { body: { email, password: TEST_PASSWORD }, headers });
    expect(locked.status).toBe(429);
    const elsewhere = await http(services.auth, "/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(elsewhere.status).toBe(200);
  });

  it("does not hold a class on one school address to better-auth's 3 sign-ins per 10 seconds", async () => {
    const headers = { "x-unibridge-client-ip": "203.0.113.8" };
    const pupils = await createTestAccounts(getDb(), 6, "http-pupil");
    for (const pupil of pupils) {
      const response = await http(services.auth, "/sign-in/email", { body: { email: pupil.email, password: TEST_PASSWORD }, headers });
      expect(response.status).toBe(200);
    }
  });

  it("keeps the sign-in link endpoint away from HTTP", async () => {
    const response = await http(services.auth, "/sign-in-link/consume", { body: { token: "x".repeat(43) } });
    expect(response.status).toBe(404);
  });

  it("sets HttpOnly, SameSite=Lax, Path=/ cookies, Secure only when the app runs on https", async () => {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("cookies") });
    const plain = await http(services.auth, "/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    const [cookie] = plain.headers.getSetCookie().filter((c) => c.includes("session_token="));
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);

    const https = testServices(getDb(), "https://unibridge.example");
    const secure = await https.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, asResponse: true });
    const [secureCookie] = secure.headers.getSetCookie().filter((c) => c.includes("session_token="));
    expect(secureCookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(secureCookie).toMatch(/; Secure/i);
    expect(secureCookie).toMatch(/; HttpOnly/i);
    expect(secureCookie).toMatch(/; SameSite=Lax/i);
  });
});
