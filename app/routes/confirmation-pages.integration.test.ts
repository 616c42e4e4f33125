import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route as MeetingRoute } from "./+types/meeting-confirmation.$mentorId";
import type { Route as PurchaseRoute } from "./+types/purchase-confirmation";
import { loader as meetingLoader } from "./meeting-confirmation.$mentorId";
import { loader as purchaseLoader } from "./purchase-confirmation";
import { accounts, checkouts } from "~/db/schema";
import { cookieHeader, routeContext, TEST_PASSWORD, testServices } from "~/test/test-services";
import { createScenario } from "~/test/scenario";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

const appUrl = "http://localhost:3000";
const HOUR_MS = 3_600_000;

describeEachDb("confirmation page loaders", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  /** A student held one meeting (an open checkout); a second student exists; both can sign in. */
  async function heldMeeting() {
    const scenario = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang" }],
      students: [{}, {}],
      meetings: [{ startsAt: { date: "2027-01-05", time: "15:00" }, type: "essay", holdExpiresAt: new Date(Date.now() + HOUR_MS) }],
    });
    const password = await hashPassword(TEST_PASSWORD);
    await getDb()
      .insert(accounts)
      .values(scenario.students.map((s) => ({ id: randomUUID(), accountId: s.id, providerId: "credential", userId: s.id, password })));
    const cookies = await Promise.all(
      scenario.students.map(async (s) => {
        const result = await services.auth.api.signInEmail({ body: { email: s.email, password: TEST_PASSWORD }, returnHeaders: true });
        return cookieHeader(result.headers.getSetCookie());
      }),
    );
    return { mentor: scenario.mentors[0]!, checkoutId: scenario.meetings[0]!.checkoutId!, owner: cookies[0]!, other: cookies[1]! };
  }

  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);

  // Both pages read the booking strings, which their loaders send.
  const strings = { locale: "en", bundles: { booking: expect.any(Object) } };

  function loadMeeting(path: string, cookie?: string) {
    const url = new URL(path, appUrl);
    const mentorId = url.pathname.split("/")[2]!;
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    return settle(meetingLoader({ request, context: routeContext(services), params: { mentorId } } as unknown as MeetingRoute.LoaderArgs));
  }

  function loadPurchase(path: string, cookie?: string) {
    const request = new Request(new URL(path, appUrl), { headers: cookie ? { cookie } : {} });
    return purchaseLoader({ request, context: routeContext(services), params: {} } as unknown as PurchaseRoute.LoaderArgs);
  }

  it("shows the owner the mentor's email and the Eastern date and time, pending until paid", async () => {
    const { mentor, checkoutId, owner } = await heldMeeting();
    const path = `/meeting-confirmation/${mentor.id}?checkout=${checkoutId}`;
    expect(await loadMeeting(path, owner)).toEqual({
      status: "pending",
      meeting: { mentorId: mentor.id, mentorName: "Alice Z.", mentorEmail: mentor.email, type: "essay", date: "2027-01-05", time: "15:00" },
      strings,
    });
    await getDb().update(checkouts).set({ status: "paid", paidAt: new Date() }).where(eq(checkouts.id, checkoutId));
    expect(await loadMeeting(path, owner)).toMatchObject({ status: "paid" });
  });

  it("sends anyone else, a wrong mentor, or a missing checkout to /mentors", async () => {
    const { mentor, checkoutId, owner, other } = await heldMeeting();
    expect(locationOf(await loadMeeting(`/meeting-confirmation/${mentor.id}?checkout=${checkoutId}`, other))).toBe("/mentors");
    expect(locationOf(await loadMeeting(`/meeting-confirmation/someone-else?checkout=${checkoutId}`, owner))).toBe("/mentors");
    expect(locationOf(await loadMeeting(`/meeting-confirmation/${mentor.id}`, owner))).toBe("/mentors");
    expect(locationOf(await loadMeeting(`/meeting-confirmation/${mentor.id}?checkout=not-a-uuid`, owner))).toBe("/mentors");
    expect(locationOf(await loadMeeting(`/meeting-confirmation/${mentor.id}?checkout=${randomUUID()}`, owner))).toBe("/mentors");
  });

  it("asks a signed-out visitor to log in first", async () => {
    const { mentor, checkoutId } = await heldMeeting();
    const location = locationOf(await loadMeeting(`/meeting-confirmation/${mentor.id}?checkout=${checkoutId}`));
    expect(location).toMatch(/^\/login\?redirectTo=/);
  });

  it("reads the purchase amount (0.00 when absent or malformed) and the owner's payment state only", async () => {
    const { checkoutId, owner, other } = await heldMeeting();
    expect(await loadPurchase(`/purchase-confirmation?amount=162.00&checkout=${checkoutId}`, owner)).toEqual({ amountCents: 16200, status: "pending", kind: "single_meeting", strings });
    expect(await loadPurchase(`/purchase-confirmation?amount=162.00&checkout=${checkoutId}`, other)).toEqual({ amountCents: 16200, status: null, kind: null, strings });
    expect(await loadPurchase("/purchase-confirmation")).toEqual({ amountCents: 0, status: null, kind: null, strings });
    expect(await loadPurchase("/purchase-confirmation?amount=-5&checkout=x")).toEqual({ amountCents: 0, status: null, kind: null, strings });
    expect(await loadPurchase("/purchase-confirmation?amount=1e9")).toEqual({ amountCents: 0, status: null, kind: null, strings });
  });
});
