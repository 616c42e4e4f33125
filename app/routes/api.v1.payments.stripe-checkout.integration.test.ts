import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/api.v1.payments.stripe-checkout";
import { action, loader } from "./api.v1.payments.stripe-checkout";
import { checkouts } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { createScenario, everyDayAt, recordingGateway } from "~/test/scenario";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import type { Slot } from "~/features/booking/slots";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { describeEachDb } from "~/test/test-database";

describeEachDb("POST /api/v1/payments/stripe-checkout", (getDb) => {
  const gateway = recordingGateway();
  let services: AppServices;
  let mentorId: string;
  let freeSlots: Slot[];
  beforeAll(async () => {
    services = { ...testServices(getDb()), paymentGateway: gateway, webhookSecret: "whsec_test", notifyJobs: () => {} };
    const { mentors } = await createScenario(getDb(), { mentors: [{ name: "Alice Zhang", sessionPriceCents: 7000 }], availability: everyDayAt([9, 10, 11, 12]) });
    mentorId = mentors[0]!.id;
    freeSlots = (await listFreeSlots(getDb(), mentorId))!.flatMap((w) => w.slots);
  });

  async function signedIn(role: Role = "student"): Promise<string> {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role });
    const session = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return cookieHeader(session.headers.getSetCookie());
  }

  function meetingAt(slot: Slot, extra: Record<string, unknown> = {}) {
    return { mentorId, sessionType: "general", date: slot.date, time: slot.time, major: "History", expectations: "Which colleges fit me?", ...extra };
  }

  async function post(body: unknown, options: { cookie?: string; locale?: Locale; contentType?: string; idempotencyKey?: string } = {}) {
    const request = new Request("http://localhost:3000/api/v1/payments/stripe-checkout", {
      method: "POST",
      headers: {
        "content-type": options.contentType ?? "application/json",
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.idempotencyKey === undefined ? {} : { "idempotency-key": options.idempotencyKey }),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await action({ request, params: {}, context: routeContext(services, options.locale) } as unknown as Route.ActionArgs);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers 200 with the payment URL and charges the price from the database", async () => {
    const cookie = await signedIn();
    const { response, body } = await post({ type: "single_meeting", meeting: meetingAt(freeSlots[0]!, { price: 1 }), finalTotal: 1 }, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ url: `https://pay.test/${body.checkoutId as string}`, checkoutId: expect.any(String) as unknown as string });
    const [row] = await getDb().select().from(checkouts).where(eq(checkouts.id, body.checkoutId as string));
    expect(row).toMatchObject({ totalCents: 7000, kind: "single_meeting", successUrl: `http://localhost:3000/meeting-confirmation/${mentorId}?checkout=${body.checkoutId as string}` });
  });

  it("answers 409 slot_taken, naming the slot, when someone else holds it", async () => {
    const slot = freeSlots[1]!;
    expect((await post({ type: "single_meeting", meeting: meetingAt(slot) }, { cookie: await signedIn() })).response.status).toBe(200);
    const { response, body } = await post({ type: "basket", items: [meetingAt(freeSlots[2]!), meetingAt(slot)] }, { cookie: await signedIn() });
    expect(response.status).toBe(409);
    expect(body).toEqual({
      error: "slot_taken",
      message: "That time slot is no longer available. Please choose another.",
      slots: [{ mentorId, date: slot.date, time: slot.time }],
    });
  });

  it("answers a repeated request with the same checkout and payment page", async () => {
    const cookie = await signedIn();
    const body = { type: "single_meeting", meeting: meetingAt(freeSlots[5]!) };
    const first = await post(body, { cookie });
    const second = await post(body, { cookie });
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(gateway.sessions.filter((s) => s.checkoutId === first.body.checkoutId)).toHaveLength(1);
  });

  it("honours an Idempotency-Key, refusing it for another request and when it is malformed", async () => {
    const cookie = await signedIn();
    const body = { type: "single_meeting", meeting: meetingAt(freeSlots[6]!) };
    const first = await post(body, { cookie, idempotencyKey: "booking-42" });
    expect(first.response.status).toBe(200);
    expect((await post(body, { cookie, idempotencyKey: "booking-42" })).body).toEqual(first.body);

    const reused = await post({ type: "single_meeting", meeting: meetingAt(freeSlots[7]!) }, { cookie, idempotencyKey: "booking-42" });
    expect(reused.response.status).toBe(422);
    expect(reused.body).toEqual({
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used for a different request. Send a new key for a new request.",
    });
    const chinese = await post({ type: "single_meeting", meeting: meetingAt(freeSlots[7]!) }, { cookie, idempotencyKey: "booking-42", locale: "zh" });
    expect(chinese.body).toMatchObject({ error: "idempotency_key_reused", message: "此 Idempotency-Key 已用于另一个不同的请求。新的请求请使用新的键。" });
    // The refused request held nothing: its slot is still free for someone else.
    expect((await post({ type: "single_meeting", meeting: meetingAt(freeSlots[7]!) }, { cookie: await signedIn() })).response.status).toBe(200);

    const malformed = await post(body, { cookie, idempotencyKey: "x".repeat(256) });
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toEqual({ error: "invalid_idempotency_key", message: "The Idempotency-Key header must be 1 to 255 printable ASCII characters." });
  });

  it("answers a GET with 405 and Allow: POST", async () => {
    const request = new Request("http://localhost:3000/api/v1/payments/stripe-checkout");
    const response = loader({ request, params: {}, context: routeContext(services) } as unknown as Route.LoaderArgs);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ error: "method_not_allowed" });
  });

  it("answers 401 signed out and 403 for mentors and admins", async () => {
    const body = { type: "single_meeting", meeting: meetingAt(freeSlots[3]!) };
    expect(await post(body)).toMatchObject({ response: { status: 401 }, body: { error: "unauthorized", message: "Please log in to continue." } });
    for (const role of ["mentor", "admin"] as const) {
      expect(await post(body, { cookie: await signedIn(role) })).toMatchObject({ response: { status: 403 }, body: { error: "forbidden" } });
    }
  });

  it("answers 400 with each invalid field's message in the user's language", async () => {
    const cookie = await signedIn();
    const invalid = { type: "basket", items: [meetingAt(freeSlots[3]!), meetingAt(freeSlots[4]!, { major: "", time: "" })] };
    const english = await post(invalid, { cookie });
    expect(english.response.status).toBe(400);
    expect(english.body).toEqual({
      error: "invalid_request",
      message: "Please check the highlighted fields.",
      fields: { "items.1.major": "Please enter your major of interest.", "items.1.time": "Please select a time slot" },
    });
    const chinese = await post(invalid, { cookie, locale: "zh" });
    expect(chinese.body).toEqual({
      error: "invalid_request",
      message: "请检查标出的字段。",
      fields: { "items.1.major": "请填写您感兴趣的专业。", "items.1.time": "请选择时间段" },
    });
    // The service's own checks answer in the same shape: 10:30 is not a bookable hour.
    const notOffered = await post({ type: "single_meeting", meeting: meetingAt({ ...freeSlots[3]!, time: "10:30" }) }, { cookie, locale: "zh" });
    expect(notOffered.response.status).toBe(400);
    expect(notOffered.body).toEqual({ error: "invalid_request", message: "请检查标出的字段。", fields: { "meeting.time": "该时间不在导师的可预约时段内，请选择其他时间。" } });
    expect((await post("{not json", { cookie })).response.status).toBe(400);
    expect((await post({ type: "single_meeting", meeting: meetingAt(freeSlots[3]!) }, { cookie, contentType: "text/plain" })).response.status).toBe(415);
    const huge = { type: "single_meeting", meeting: meetingAt(freeSlots[3]!, { expectations: "x".repeat(300 * 1024) }) };
    expect((await post(huge, { cookie })).body).toEqual({ error: "payload_too_large", message: "The request is too large." });
  });

  it("answers 429 once a student has started too many checkouts", async () => {
    const cookie = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post({ type: "single_meeting" }, { cookie })).response.status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));
    const last = await post({ type: "single_meeting" }, { cookie });
    expect(last.response.status).toBe(429);
    expect(Number(last.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body).toEqual({ error: "too_many_requests", message: "Too many requests. Please try again later." });
  });
});
