import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/payouts.stripe";
import { loader } from "./payouts.stripe";
import { loader as dashboardLoader } from "./mentor-dashboard";
import type { Route as DashboardRoute } from "./+types/mentor-dashboard";
import { mentorProfiles } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import { jpegBytes, validBio } from "~/features/accounts/signup-test-fixtures";
import { startFakeStripeServer, type FakeStripeServer } from "~/features/payments/fake-stripe-server";
import type { AppServices } from "~/lib/app-context.server";
import { recordingGateway } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";

describeEachDb("/payouts/stripe/:target and the dashboard with Stripe Connect", (getDb) => {
  let fake: FakeStripeServer;
  let services: AppServices;
  let local: AppServices;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    local = testServices(getDb(), appUrl);
    services = { ...local, config: { ...local.config, stripe: { secretKey: "sk_test_fake", webhookSecret: undefined, apiBase: fake.url } }, paymentGateway: recordingGateway("stripe") };
  });
  afterAll(() => fake.close());

  async function signedIn(role: Role) {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`stripe-payout-${role}`, "yale.edu"), role });
    if (role === "mentor") {
      const photo = await storeProfilePicture(getDb(), await jpegBytes(), id);
      const fields = { major: "mathematics", college: "yale", country: "US", languages: ["en"], interests: ["math"], bio: validBio };
      await getDb().transaction((tx) => createMentorProfile(tx, id, fields, photo.id));
    }
    const result = await local.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  async function open(target: string, cookie?: string, using = services) {
    const request = new Request(`${appUrl}/payouts/stripe/${target}`, { headers: cookie ? { cookie } : {} });
    try {
      await loader({ request, params: { target }, context: routeContext(using) } as unknown as Route.LoaderArgs);
      return { status: 200, location: null };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
      return { status: (thrown as { init?: { status?: number } }).init?.status, location: null };
    }
  }

  const accountOf = async (mentorId: string) =>
    (await getDb().select({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected }).from(mentorProfiles).where(eq(mentorProfiles.userId, mentorId)))[0];

  it("sends the mentor to Express onboarding (one account), then after connection to the Express dashboard", async () => {
    const mentor = await signedIn("mentor");
    const request = new Request(`${appUrl}/mentor-dashboard`, { headers: { cookie: mentor.cookie } });
    const dashboard = await dashboardLoader({ request, params: {}, context: routeContext(services) } as unknown as DashboardRoute.LoaderArgs);
    expect(dashboard.profile?.payout).toEqual({ connected: false, onboardingUrl: "/payouts/stripe/onboarding", balanceUrl: "/payouts/stripe/dashboard" });

    const first = await open("onboarding", mentor.cookie);
    expect(first).toEqual({ status: 302, location: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_fake\d+\//) });
    const { accountId } = (await accountOf(mentor.id))!;
    // Before the connection the dashboard address leads to onboarding of the same account.
    expect((await open("dashboard", mentor.cookie)).location).toMatch(new RegExp(`/setup/e/${accountId}/`));
    expect((await accountOf(mentor.id))!.accountId).toBe(accountId);

    fake.completeOnboarding(accountId!);
    await getDb().update(mentorProfiles).set({ stripeConnected: true }).where(eq(mentorProfiles.userId, mentor.id));
    expect((await open("dashboard", mentor.cookie)).location).toMatch(new RegExp(`^https://connect\\.stripe\\.test/express/${accountId}/`));
  });

  it("keeps out visitors, students and admins, and does not exist without Stripe", async () => {
    expect(await open("onboarding")).toEqual({ status: 302, location: "/login?redirectTo=%2Fpayouts%2Fstripe%2Fonboarding" });
    expect((await open("dashboard", (await signedIn("student")).cookie)).location).toBe("/student-dashboard");
    expect((await open("dashboard", (await signedIn("admin")).cookie)).location).toBe("/");
    const mentor = await signedIn("mentor");
    expect(await open("onboarding", mentor.cookie, local)).toEqual({ status: 404, location: null });
    expect(await open("elsewhere", mentor.cookie)).toEqual({ status: 404, location: null });
    expect(await accountOf(mentor.id)).toEqual({ accountId: null, connected: false });
  });
});
