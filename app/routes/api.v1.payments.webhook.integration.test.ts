import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/api.v1.payments.webhook";
import { action, loader } from "./api.v1.payments.webhook";
import { routeContext } from "~/test/test-services";
import { insertTestCheckout, paymentRouteServices, paymentState, sessionEvent, signEvent } from "~/test/payment-helpers";
import type { AppServices } from "~/lib/app-context.server";
import { describeEachDb } from "~/test/test-database";

describeEachDb("POST /api/v1/payments/webhook", (getDb) => {
  let services: AppServices;
  let wakeups = 0;
  beforeAll(() => {
    services = paymentRouteServices(getDb(), () => {
      wakeups += 1;
    });
  });

  async function post(body: string, signature?: string) {
    // Stripe sends no Origin header; the raw bytes are what was signed.
    const request = new Request("http://localhost:3000/api/v1/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature && { "stripe-signature": signature }) },
      body,
    });
    const response = await action({ request, params: {}, context: routeContext(services) } as unknown as Route.ActionArgs);
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("applies a signed event once, answers 200 to every replay, and wakes the job worker after the payment", async () => {
    const checkout = await insertTestCheckout(getDb());
    const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout));
    const before = wakeups;
    for (let i = 0; i < 3; i++) expect(await post(rawBody, signature)).toEqual({ status: 200, body: { received: true } });
    expect(wakeups - before).toBe(1);
    const state = await paymentState(getDb(), checkout);
    expect(state.checkout.status).toBe("paid");
    expect(state.meetings.every((m) => m.isPaid)).toBe(true);
  });

  it("answers 400 and writes nothing for a bad signature, a missing one, or a body that is not an event", async () => {
    const checkout = await insertTestCheckout(getDb());
    const before = await paymentState(getDb(), checkout);
    const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout));
    expect(await post(rawBody.replace("paid", "PAID"), signature)).toEqual({ status: 400, body: { error: "invalid_webhook", reason: "signature" } });
    expect(await post(rawBody)).toEqual({ status: 400, body: { error: "invalid_webhook", reason: "signature" } });
    const wrongSecret = signEvent(sessionEvent("checkout.session.completed", checkout), { secret: "whsec_other" });
    expect((await post(wrongSecret.rawBody, wrongSecret.signature)).status).toBe(400);
    const notJson = signEvent("not an event");
    expect((await post(notJson.rawBody, notJson.signature)).status).toBe(400);
    expect(await paymentState(getDb(), checkout)).toEqual(before);
  });

  it("answers 400 and writes nothing for a signature dated more than 5 minutes ahead", async () => {
    const checkout = await insertTestCheckout(getDb());
    const before = await paymentState(getDb(), checkout);
    const { rawBody, signature } = signEvent(sessionEvent("checkout.session.completed", checkout), { at: new Date(Date.now() + 10 * 60_000) });
    expect(await post(rawBody, signature)).toEqual({ status: 400, body: { error: "invalid_webhook", reason: "signature" } });
    expect(await paymentState(getDb(), checkout)).toEqual(before);
  });

  it("answers 200 to a signed payment of another amount or currency, so it is not retried, and changes nothing", async () => {
    const checkout = await insertTestCheckout(getDb());
    const before = await paymentState(getDb(), checkout);
    const wakeupsBefore = wakeups;
    for (const change of [{ amount_total: 1 }, { currency: "jpy" }]) {
      const event = sessionEvent("checkout.session.completed", checkout);
      Object.assign(event.data.object, change);
      const { rawBody, signature } = signEvent(event);
      expect(await post(rawBody, signature)).toEqual({ status: 200, body: { received: true } });
    }
    expect(await paymentState(getDb(), checkout)).toEqual(before);
    expect(wakeups).toBe(wakeupsBefore);
  });

  it("refuses a body too large to be an event with 413, before reading it all", async () => {
    expect(await post("x".repeat(600 * 1024), "t=1,v1=0")).toEqual({ status: 413, body: { error: "payload_too_large" } });
  });

  it("answers 405 to anything but POST", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
