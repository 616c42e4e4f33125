import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/payouts.local-onboarding";
import { action, loader } from "./payouts.local-onboarding";
import { loader as dashboardLoader } from "./mentor-dashboard";
import type { Route as DashboardRoute } from "./+types/mentor-dashboard";
import { mentorProfiles } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import { jpegBytes, validBio } from "~/features/accounts/signup-test-fixtures";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";
import { recordingGateway } from "~/test/scenario";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const url = `${appUrl}/payouts/local-onboarding`;

describeEachDb("/payouts/local-onboarding (the local test payout onboarding)", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  async function signedIn(role: Role, withProfile = role === "mentor") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`payout-${role}`, "yale.edu"), role });
    if (withProfile) {
      const photo = await storeProfilePicture(getDb(), await jpegBytes(), id);
      const fields = { major: "mathematics", college: "yale", country: "US", languages: ["en"], interests: ["math"], bio: validBio };
      await getDb().transaction((tx) => createMentorProfile(tx, id, fields, photo.id));
    }
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  async function settle<T>(promise: Promise<T>) {
    try {
      return { data: await promise };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
      const init = (thrown as { init?: { status?: number } }).init;
      if (init?.status) return { status: init.status };
      throw thrown;
    }
  }

  const load = (cookie?: string, using = services) =>
    settle(loader({ request: new Request(url, { headers: cookie ? { cookie } : {} }), params: {}, context: routeContext(using) } as unknown as Route.LoaderArgs));

  function submit(cookie: string | undefined, body: Record<string, string> = { intent: "connect" }, using = services) {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie && { cookie }) },
      body: new URLSearchParams(body),
    });
    return settle(action({ request, params: {}, context: routeContext(using) } as unknown as Route.ActionArgs));
  }

  async function accountOf(mentorId: string) {
    const [row] = await getDb()
      .select({ accountId: mentorProfiles.stripeAccountId, connected: mentorProfiles.stripeConnected })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentorId));
    return row;
  }

  async function dashboardPayout(cookie: string) {
    const request = new Request(`${appUrl}/mentor-dashboard`, { headers: { cookie } });
    const answer = await dashboardLoader({ request, params: {}, context: routeContext(services) } as unknown as DashboardRoute.LoaderArgs);
    return answer.profile?.payout;
  }

  it("connects the signed-in mentor's test account once: the dashboard's onboarding goes away, a repeat changes nothing", async () => {
    const mentor = await signedIn("mentor");
    expect(await dashboardPayout(mentor.cookie)).toEqual({ connected: false, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null });
    const strings = { locale: "en", bundles: { payouts: expect.any(Object) } };
    expect(await load(mentor.cookie)).toEqual({ data: { connected: false, strings } });

    expect(await submit(mentor.cookie)).toEqual({ status: 302, location: "/mentor-dashboard" });
    const first = await accountOf(mentor.id);
    expect(first).toEqual({ accountId: expect.stringMatching(/^acct_local_[0-9a-f]{24}$/), connected: true });
    expect(await dashboardPayout(mentor.cookie)).toEqual({ connected: true, onboardingUrl: "/payouts/local-onboarding", balanceUrl: null });
    expect(await load(mentor.cookie)).toEqual({ data: { connected: true, strings } });

    // A double click or a retry keeps the same account.
    await submit(mentor.cookie);
    expect(await accountOf(mentor.id)).toEqual(first);
  });

  it("changes only the signed-in mentor's account, whatever the form says", async () => {
    const mentor = await signedIn("mentor");
    const other = await signedIn("mentor");
    await submit(mentor.cookie, { intent: "connect", mentorId: other.id, accountId: "acct_stolen" });
    expect(await accountOf(other.id)).toEqual({ accountId: null, connected: false });
    expect((await accountOf(mentor.id))?.accountId).not.toBe("acct_stolen");
  });

  it("refuses an unknown intent with 400 and changes nothing", async () => {
    const mentor = await signedIn("mentor");
    expect(await submit(mentor.cookie, { intent: "disconnect" })).toEqual({ status: 400 });
    expect(await submit(mentor.cookie, {})).toEqual({ status: 400 });
    expect(await accountOf(mentor.id)).toEqual({ accountId: null, connected: false });
  });

  it.each([
    [undefined, "/login?redirectTo=%2Fpayouts%2Flocal-onboarding"],
    ["student", "/student-dashboard"],
    ["admin", "/"],
  ] as const)("sends %s away to %s, reading and changing nothing", async (role, target) => {
    const cookie = role ? (await signedIn(role)).cookie : undefined;
    expect(await load(cookie)).toEqual({ status: 302, location: target });
    expect(await submit(cookie)).toEqual({ status: 302, location: target });
  });

  it("sends a mentor without a profile to the dashboard, which asks for the profile", async () => {
    const mentor = await signedIn("mentor", false);
    expect(await load(mentor.cookie)).toEqual({ status: 302, location: "/mentor-dashboard" });
  });

  it("does not exist when Stripe is configured", async () => {
    const mentor = await signedIn("mentor");
    const stripe = { ...services, paymentGateway: recordingGateway("stripe") };
    expect(await load(mentor.cookie, stripe)).toEqual({ status: 404 });
    expect(await submit(mentor.cookie, undefined, stripe)).toEqual({ status: 404 });
    expect(await accountOf(mentor.id)).toEqual({ accountId: null, connected: false });
  });
});
