import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as checkAccountStatus, loader as checkAccountStatusGet } from "./api.v1.payments.check-account-status";
import { action as checkBalance } from "./api.v1.payments.check-balance";
import { action as createAccount } from "./api.v1.payments.create-account";
import { action as createAccountLink } from "./api.v1.payments.create-account-link";
import { checkoutItems, checkouts, meetings, mentorProfiles } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import { jpegBytes, validBio } from "~/features/accounts/signup-test-fixtures";
import { startFakeStripeServer, type FakeStripeServer } from "~/features/payments/fake-stripe-server";
import { connectLocalPayoutAccount } from "~/features/payments/payout-account.server";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { insertTestCheckout } from "~/test/payment-helpers";
import { recordingGateway } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";
type Call = (args: never) => Promise<Response>;
const calls = { "create-account": createAccount, "create-account-link": createAccountLink, "check-account-status": checkAccountStatus, "check-balance": checkBalance } as unknown as Record<string, Call>;
type CallName = keyof typeof calls;

describeEachDb("the payment-account calls (spec §7) in local mode", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  async function signedIn(role: Role, withProfile = role === "mentor") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`payout-api-${role}`, "yale.edu"), role });
    if (withProfile) {
      const photo = await storeProfilePicture(getDb(), await jpegBytes(), id);
      const fields = { major: "mathematics", college: "yale", country: "US", languages: ["en"], interests: ["math"], bio: validBio };
      await getDb().transaction((tx) => createMentorProfile(tx, id, fields, photo.id));
    }
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  interface CallOptions {
    cookie?: string;
    body?: unknown;
    contentType?: string;
    locale?: Locale;
    using?: AppServices;
  }

  async function call(name: CallName, { cookie, body, contentType = "application/json", locale = "en", using = services }: CallOptions = {}) {
    const request = new Request(`${appUrl}/api/v1/payments/${name}`, {
      method: "POST",
      headers: { "content-type": contentType, ...(cookie && { cookie }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await calls[name]!({ request, params: {}, context: routeContext(using, locale) } as never);
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cacheControl: response.headers.get("cache-control") };
  }

  async function accountOf(mentorId: string) {
    const [row] = await getDb()
      .select({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentorId));
    return row;
  }

  it("creates the mentor's account once, links to onboarding, and reports it connected after onboarding", async () => {
    const mentor = await signedIn("mentor");
    expect((await call("check-account-status", { cookie: mentor.cookie })).body).toEqual({ accountStatus: "none" });
    expect(await call("create-account-link", { cookie: mentor.cookie })).toMatchObject({ status: 409 });

    const first = await call("create-account", { cookie: mentor.cookie });
    expect(first).toEqual({ status: 200, body: { account_id: expect.stringMatching(/^acct_local_/), url: `${appUrl}/payouts/local-onboarding` }, cacheControl: "no-store" });
    // Creating twice (a double click, a retry) is the same account.
    expect((await call("create-account", { cookie: mentor.cookie })).body).toEqual(first.body);
    expect(await accountOf(mentor.id)).toEqual({ accountId: first.body.account_id, connected: false });

    expect((await call("check-account-status", { cookie: mentor.cookie, body: {} })).body).toEqual({ accountStatus: "pending" });
    expect(await call("create-account-link", { cookie: mentor.cookie, body: { stripeAccountId: first.body.account_id } })).toMatchObject({
      status: 200,
      body: { data: `${appUrl}/payouts/local-onboarding` },
    });

    await connectLocalPayoutAccount(getDb(), mentor.id);
    expect((await call("check-account-status", { cookie: mentor.cookie, body: { stripeAccountId: first.body.account_id, userId: mentor.id } })).body).toEqual({ accountStatus: "connected" });
    expect(await accountOf(mentor.id)).toEqual({ accountId: first.body.account_id, connected: true });
  });

  it("answers the balance from the ledger: pending (not yet held) and available (held, not paid out) in cents, and a URL", async () => {
    const mentor = await signedIn("mentor");
    const checkout = await insertTestCheckout(getDb(), { mentors: [{}, {}], amountsCents: [6000, 8500] });
    await getDb().update(checkouts).set({ status: "paid", paidAt: new Date() }).where(eq(checkouts.id, checkout.checkoutId));
    await getDb().update(checkoutItems).set({ mentorId: mentor.id }).where(inArray(checkoutItems.id, checkout.itemIds));
    await getDb().update(meetings).set({ mentorId: mentor.id, isPaid: true, holdExpiresAt: null }).where(inArray(meetings.id, checkout.meetingIds));
    // The first session was held last year.
    await getDb().update(meetings).set({ startsAt: new Date(Date.now() - 365 * 86_400_000), status: "completed" }).where(eq(meetings.id, checkout.meetingIds[0]!));

    expect(await call("check-balance", { cookie: mentor.cookie })).toEqual({
      status: 200,
      body: { pending: [{ amount: 6800, currency: "usd" }], available: [{ amount: 4800, currency: "usd" }], url: `${appUrl}/mentor-dashboard` },
      cacheControl: "no-store",
    });
  });

  it("never touches another mentor's account, whatever the request names", async () => {
    const mentor = await signedIn("mentor");
    const other = await signedIn("mentor");
    const theirs = (await call("create-account", { cookie: other.cookie })).body.account_id as string;
    await connectLocalPayoutAccount(getDb(), other.id);

    const mine = await call("create-account", { cookie: mentor.cookie, body: { stripeAccountId: theirs, userId: other.id } });
    expect(mine.body.account_id).not.toBe(theirs);
    expect((await call("check-account-status", { cookie: mentor.cookie, body: { stripeAccountId: theirs, userId: other.id } })).body).toEqual({ accountStatus: "pending" });
    expect(await accountOf(other.id)).toEqual({ accountId: theirs, connected: true });
  });

  describe("permission matrix", () => {
    it.each(Object.keys(calls))("%s: a visitor gets 401, a student and an admin 403, nothing created", async (name) => {
      expect(await call(name, {})).toMatchObject({ status: 401, body: { error: "unauthorized" } });
      for (const role of ["student", "admin"] as const) {
        const { cookie } = await signedIn(role);
        expect(await call(name, { cookie })).toMatchObject({ status: 403, body: { error: "forbidden" } });
      }
    });

    it.each(Object.keys(calls))("%s: a mentor without a profile is asked for it", async (name) => {
      const { cookie } = await signedIn("mentor", false);
      expect(await call(name, { cookie, locale: "zh" })).toMatchObject({ status: 403, body: { error: "mentor_profile_required", message: expect.any(String) } });
    });
  });

  it("refuses bad requests with a message in the user's language and changes nothing", async () => {
    const mentor = await signedIn("mentor");
    expect(await call("create-account", { cookie: mentor.cookie, body: { stripeAccountId: 42 } })).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    expect(await call("create-account", { cookie: mentor.cookie, body: { accountId: "acct_mine" } })).toMatchObject({ status: 400 });
    expect(await call("create-account", { cookie: mentor.cookie, body: "{not json" })).toMatchObject({ status: 400 });
    expect(await call("create-account", { cookie: mentor.cookie, body: "stripeAccountId=x", contentType: "application/x-www-form-urlencoded" })).toMatchObject({ status: 415 });
    const zh = await call("create-account", { cookie: mentor.cookie, body: [], locale: "zh" });
    expect(zh).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await accountOf(mentor.id)).toEqual({ accountId: null, connected: false });

    const get = checkAccountStatusGet({ request: new Request(`${appUrl}/api/v1/payments/check-account-status`), params: {}, context: routeContext(services) } as never) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  describe("with Stripe (Connect Express) against the fake Stripe server", () => {
    let fake: FakeStripeServer;
    let stripe: AppServices;
    beforeAll(async () => {
      fake = await startFakeStripeServer();
      stripe = { ...services, config: { ...services.config, stripe: { secretKey: "sk_test_fake", webhookSecret: undefined, apiBase: fake.url } }, paymentGateway: recordingGateway("stripe") };
    });
    afterAll(() => fake.close());
    const accountCreations = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts");

    it("creates one Express account, links to its onboarding, records the connection, then reads its balance and a dashboard link", async () => {
      const mentor = await signedIn("mentor");
      const before = accountCreations().length;
      const first = await call("create-account", { cookie: mentor.cookie, using: stripe });
      expect(first).toMatchObject({ status: 200, body: { account_id: expect.stringMatching(/^acct_fake\d+$/), url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_fake/) } });
      const accountId = first.body.account_id as string;
      expect((await call("create-account", { cookie: mentor.cookie, using: stripe })).body.account_id).toBe(accountId);
      expect(accountCreations().slice(before).map((r) => [r.form.type, r.form["metadata[mentorId]"], r.headers["idempotency-key"]])).toEqual([["express", mentor.id, `payout-account:${mentor.id}`]]);
      expect(fake.requests.filter((r) => r.path === "/v1/account_links").at(-1)?.form).toMatchObject({ account: accountId, type: "account_onboarding", return_url: `${appUrl}/mentor-dashboard` });

      expect((await call("create-account-link", { cookie: mentor.cookie, using: stripe })).body.data).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/e/${accountId}/`));
      expect((await call("check-account-status", { cookie: mentor.cookie, using: stripe })).body).toEqual({ accountStatus: "pending" });
      expect(await call("check-balance", { cookie: mentor.cookie, using: stripe })).toMatchObject({ status: 409 });
      expect(await accountOf(mentor.id)).toEqual({ accountId, connected: false });

      fake.completeOnboarding(accountId);
      expect((await call("check-account-status", { cookie: mentor.cookie, using: stripe })).body).toEqual({ accountStatus: "connected" });
      expect(await accountOf(mentor.id)).toEqual({ accountId, connected: true });

      fake.setBalance(accountId, { availableCents: 4800, pendingCents: 10400 });
      expect(await call("check-balance", { cookie: mentor.cookie, using: stripe, body: { stripeAccountId: "acct_someone_else" } })).toEqual({
        status: 200,
        body: { pending: [{ amount: 10400, currency: "usd" }], available: [{ amount: 4800, currency: "usd" }], url: expect.stringMatching(new RegExp(`^https://connect\\.stripe\\.test/express/${accountId}/`)) },
        cacheControl: "no-store",
      });
      // Read with the mentor's own connected account, never one named in the request.
      expect(fake.requests.filter((r) => r.path === "/v1/balance").at(-1)?.headers["stripe-account"]).toBe(accountId);
    });

    it("gives two racing creates one account", async () => {
      const mentor = await signedIn("mentor");
      const [a, b] = await Promise.all([call("create-account", { cookie: mentor.cookie, using: stripe }), call("create-account", { cookie: mentor.cookie, using: stripe })]);
      expect(a.body.account_id).toBe(b.body.account_id);
      expect((await accountOf(mentor.id))?.accountId).toBe(a.body.account_id);
    });

    it("keeps the permission matrix", async () => {
      for (const name of Object.keys(calls)) {
        expect(await call(name, { using: stripe })).toMatchObject({ status: 401 });
        expect(await call(name, { cookie: (await signedIn("student")).cookie, using: stripe })).toMatchObject({ status: 403 });
      }
    });
  });
});
