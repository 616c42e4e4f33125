import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/pay.local.$sessionId";
import { action, loader } from "./pay.local.$sessionId";
import { checkouts, jobs } from "~/db/schema";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, uniqueEmail } from "~/test/test-services";
import { insertTestCheckout, paymentRouteServices, paymentState } from "~/test/payment-helpers";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { describeEachDb } from "~/test/test-database";

describeEachDb("/pay/local/:sessionId (the local test payment page)", (getDb) => {
  let services: AppServices;
  let wakeups = 0;
  const student = { id: "", email: "", cookie: "" };
  const stranger = { cookie: "" };

  async function signIn(prefix: string) {
    const account = await createTestAccount(getDb(), { email: uniqueEmail(prefix) });
    const session = await services.auth.api.signInEmail({ body: { email: account.email, password: TEST_PASSWORD }, returnHeaders: true });
    return { ...account, cookie: cookieHeader(session.headers.getSetCookie()) };
  }

  beforeAll(async () => {
    services = paymentRouteServices(getDb(), () => {
      wakeups += 1;
    });
    Object.assign(student, await signIn("payer"));
    stranger.cookie = (await signIn("stranger")).cookie;
  });

  const url = (sessionId: string) => `http://localhost:3000/pay/local/${sessionId}`;

  async function load(sessionId: string, cookie?: string, locale: Locale = "en") {
    const request = new Request(url(sessionId), { headers: cookie ? { cookie } : {} });
    return settle(loader({ request, params: { sessionId }, context: routeContext(services, locale) } as unknown as Route.LoaderArgs));
  }

  async function submit(sessionId: string, intent: string, cookie?: string) {
    const request = new Request(url(sessionId), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie && { cookie }) },
      body: new URLSearchParams({ intent }),
    });
    return settle(action({ request, params: { sessionId }, context: routeContext(services) } as unknown as Route.ActionArgs));
  }

  /** What the router would do with the answer: data, a redirect, or an error status. */
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

  it("shows its owner the items in Eastern time, the totals and the two choices", async () => {
    const checkout = await insertTestCheckout(getDb(), { student, mentors: [{ name: "Grace Hopper" }, { name: "Alan Turing" }, { name: "Ada Lovelace" }], amountsCents: [5400, 5400, 5400], discountCents: 1800 });
    const result = await load(checkout.sessionId!, student.cookie);
    expect(result.data?.payment).toMatchObject({
      payable: true,
      subtotal: "$180.00",
      discount: "$18.00",
      total: "$162.00",
      cancelUrl: "http://localhost:3000/mentors",
    });
    const items = result.data!.payment.items;
    expect(items.map((i) => [i.mentorName, i.sessionType, i.amount])).toEqual([
      ["Grace H.", "essay", "$54.00"],
      ["Alan T.", "essay", "$54.00"],
      ["Ada L.", "essay", "$54.00"],
    ]);
    expect(items[0]!.when).toMatch(/\d{4}, \d{1,2}:00\s(AM|PM) E[SD]T$/);

    const zh = await load(checkout.sessionId!, student.cookie, "zh");
    expect(zh.data!.payment.items[0]!.when).toMatch(/^\d{4}年/);
  });

  it("is a 404 for anyone but the owner, and for unknown sessions; signed out it asks to log in", async () => {
    const checkout = await insertTestCheckout(getDb(), { student });
    expect(await load(checkout.sessionId!, stranger.cookie)).toEqual({ status: 404 });
    expect(await submit(checkout.sessionId!, "pay", stranger.cookie)).toEqual({ status: 404 });
    expect(await load("cs_local_unknown", student.cookie)).toEqual({ status: 404 });
    expect(await load("not-a-session", student.cookie)).toEqual({ status: 404 });
    const signedOut = await load(checkout.sessionId!);
    expect(signedOut).toMatchObject({ status: 302, location: expect.stringMatching(/^\/login\?redirectTo=/) });
    expect((await paymentState(getDb(), checkout)).checkout.status).toBe("open");
  });

  it("pays through the signed webhook path, then sends the student to the success page", async () => {
    const checkout = await insertTestCheckout(getDb(), { student, mentors: [{}, {}] });
    const before = wakeups;
    const result = await submit(checkout.sessionId!, "pay", student.cookie);
    const [row] = await getDb().select({ successUrl: checkouts.successUrl }).from(checkouts).where(eq(checkouts.id, checkout.checkoutId));
    expect(result).toEqual({ status: 302, location: row!.successUrl });
    expect(wakeups - before).toBe(1);

    const state = await paymentState(getDb(), checkout);
    expect(state.checkout.status).toBe("paid");
    expect(state.checkout.providerPaymentId).toMatch(/^pi_local_/);
    expect(state.meetings.map((m) => [m.status, m.isPaid])).toEqual([
      ["scheduled", true],
      ["scheduled", true],
    ]);
    const delivery = await getDb().select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, "deliver-meeting"));
    expect(delivery.map((j) => j.key)).toEqual(expect.arrayContaining(checkout.meetingIds.map((id) => `deliver-meeting:${id}`)));

    // Back on the page (or paying twice): straight to the success page, nothing paid again.
    expect(await load(checkout.sessionId!, student.cookie)).toEqual({ status: 302, location: row!.successUrl });
    expect(await submit(checkout.sessionId!, "pay", student.cookie)).toEqual({ status: 302, location: row!.successUrl });
    expect(await paymentState(getDb(), checkout)).toEqual(state);
  });

  it("cancels: the holds are released and the student goes back to the mentors", async () => {
    const checkout = await insertTestCheckout(getDb(), { student });
    expect(await submit(checkout.sessionId!, "cancel", student.cookie)).toEqual({ status: 302, location: "http://localhost:3000/mentors" });
    const state = await paymentState(getDb(), checkout);
    expect(state.checkout.status).toBe("expired");
    expect(state.meetings.map((m) => [m.status, m.holdExpiresAt])).toEqual([["expired", null]]);
    expect((await load(checkout.sessionId!, student.cookie)).data?.payment.payable).toBe(false);
  });

  it("no longer takes payment once the hold has lapsed", async () => {
    const checkout = await insertTestCheckout(getDb(), { student, expiresAt: new Date(Date.now() - 60_000) });
    expect((await load(checkout.sessionId!, student.cookie)).data?.payment.payable).toBe(false);
    expect(await submit(checkout.sessionId!, "pay", student.cookie)).toEqual({ status: 302, location: "http://localhost:3000/mentors" });
    expect((await paymentState(getDb(), checkout)).checkout.status).toBe("open");
  });

  it("refuses an unknown choice", async () => {
    const checkout = await insertTestCheckout(getDb(), { student });
    expect(await submit(checkout.sessionId!, "steal", student.cookie)).toEqual({ status: 400 });
  });
});
