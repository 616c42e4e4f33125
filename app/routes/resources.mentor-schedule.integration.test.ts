import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/resources.mentor-schedule";
import { action, loader } from "./resources.mentor-schedule";
import { loader as slotsLoader } from "./api.v1.mentors.$id.slots";
import type { Route as SlotsRoute } from "./+types/api.v1.mentors.$id.slots";
import type { Db } from "~/db/db.server";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { accounts, checkouts, meetings, mentorAvailability, mentorDateOverrides, mentorProfiles } from "~/db/schema";
import { createCheckout } from "~/features/booking/create-checkout.server";
import { getBookingMentor } from "~/features/booking/get-booking-mentor.server";
import { addCalendarDays, utcToEasternSlot, type Slot } from "~/features/booking/slots";
import { consumeScheduleSaveBudget, SCHEDULE_SAVE_RULE } from "~/features/mentor-schedule/consume-save-budget.server";
import { receivePaymentWebhook } from "~/features/payments/receive-payment-webhook.server";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { createSharedReads } from "~/lib/shared-reads.server";
import { sessionEvent, signEvent, type TestCheckout } from "~/test/payment-helpers";
import { createScenario, everyDayAt, recordingGateway } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { codeOf, cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, TEST_WEBHOOK_SECRET, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const DAY_MS = 86_400_000;

describeEachDb("POST /resources/mentor-schedule", (getDb) => {
  let services: AppServices;
  let db: Db;
  beforeAll(() => {
    db = getDb();
    services = { ...testServices(db, appUrl), paymentGateway: recordingGateway() };
  });

  /** Lets a scenario user sign in with TEST_PASSWORD; their session cookie. */
  async function cookieFor(user: { id: string; email: string }): Promise<string> {
    await db.insert(accounts).values({ id: randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(TEST_PASSWORD) });
    const result = await services.auth.api.signInEmail({ body: { email: user.email, password: TEST_PASSWORD }, returnHeaders: true });
    return cookieHeader(result.headers.getSetCookie());
  }

  async function post(cookie: string | null, values: Record<string, string>, locale: Locale = "en") {
    const request = new Request(`${appUrl}/resources/mentor-schedule`, {
      method: "POST",
      body: new URLSearchParams(values),
      headers: { origin: appUrl, ...(cookie ? { cookie } : {}) },
    });
    const response = await action({ request, context: routeContext(services, locale), params: {} } as unknown as Route.ActionArgs);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function freeSlots(mentorId: string): Promise<Slot[]> {
    const request = new Request(`${appUrl}/api/v1/mentors/${mentorId}/slots`);
    const response = await slotsLoader({ request, params: { id: mentorId }, context: routeContext(services) } as unknown as SlotsRoute.LoaderArgs);
    return ((await response.json()) as { slots: Slot[] }).slots;
  }

  const prices = async (mentorId: string) =>
    (
      await db
        .select({ session: mentorProfiles.sessionPriceCents, sat: mentorProfiles.satPriceCents, offersSat: mentorProfiles.offersSat })
        .from(mentorProfiles)
        .where(eq(mentorProfiles.userId, mentorId))
    )[0];

  it("saves each price change within 35-85 / 55-105 in steps of 5 and refuses anything else, changing nothing", async () => {
    const { mentors } = await createScenario(db, { mentors: [{ satScore: 1550, offersSat: true }] });
    const cookie = await cookieFor(mentors[0]!);
    expect(await post(cookie, { intent: "pricing", sessionPrice: "85" })).toEqual({
      status: 200,
      body: { ok: true, intent: "pricing", pricing: { sessionPrice: 85, satPrice: 80, offersSat: true } },
    });
    expect(await post(cookie, { intent: "pricing", satPrice: "105" })).toMatchObject({ status: 200, body: { pricing: { satPrice: 105 } } });
    expect(await post(cookie, { intent: "pricing", sessionPrice: "35" })).toMatchObject({ status: 200, body: { pricing: { sessionPrice: 35 } } });
    for (const refused of <Record<string, string>[]>[{ sessionPrice: "30" }, { sessionPrice: "90" }, { sessionPrice: "62" }, { satPrice: "50" }, { satPrice: "110" }, { satPrice: "57" }, {}]) {
      const answer = await post(cookie, { intent: "pricing", ...refused });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("invalid_request");
    }
    expect(await post(cookie, { intent: "pricing", sessionPrice: "62" })).toMatchObject({
      body: { message: "Please check the highlighted fields.", fields: { sessionPrice: "Choose a session price from $35 to $85 in steps of $5." } },
    });
    expect(await post(cookie, { intent: "pricing", satPrice: "110" }, "zh")).toMatchObject({
      body: { fields: { satPrice: "请选择 55 至 105 美元之间、以 5 美元为单位的 SAT 价格。" } },
    });
    expect(await prices(mentors[0]!.id)).toEqual({ session: 3500, sat: 10500, offersSat: true });
  });

  it("refuses saves past the mentor's budget with 429 and Retry-After, changing nothing, and leaves other mentors alone", async () => {
    const { mentors } = await createScenario(db, { mentors: [{}, {}] });
    const [spender, other] = [mentors[0]!, mentors[1]!];
    const [spenderCookie, otherCookie] = [await cookieFor(spender), await cookieFor(other)];
    for (let used = 0; used < SCHEDULE_SAVE_RULE.max; used++) await consumeScheduleSaveBudget(db, spender.id);
    const before = await prices(spender.id);

    const refused = await action({
      request: new Request(`${appUrl}/resources/mentor-schedule`, {
        method: "POST",
        body: new URLSearchParams({ intent: "pricing", sessionPrice: "75" }),
        headers: { origin: appUrl, cookie: spenderCookie },
      }),
      context: routeContext(services),
      params: {},
    } as unknown as Route.ActionArgs);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await prices(spender.id)).toEqual(before);
    expect(await post(otherCookie, { intent: "pricing", sessionPrice: "75" })).toMatchObject({ status: 200, body: { pricing: { sessionPrice: 75 } } });
  });

  it("has the database refuse a price off its range or steps, whatever the code does", async () => {
    const { mentors } = await createScenario(db, { mentors: [{}] });
    for (const set of [{ sessionPriceCents: 6200 }, { sessionPriceCents: 9000 }, { satPriceCents: 5000 }, { satPriceCents: 10750 }]) {
      const error = await db.update(mentorProfiles).set(set).where(eq(mentorProfiles.userId, mentors[0]!.id)).catch((e: unknown) => e);
      expect(pgErrorCode(error)).toBe(pgErrorCodes.checkViolation);
    }
  });

  it("lets only a mentor with an SAT score of 1500 or more offer SAT tutoring and set its price", async () => {
    const { mentors } = await createScenario(db, { mentors: [{ satScore: 1500 }, { satScore: 1490 }, { satScore: null }] });
    const [qualified, below, none] = await Promise.all(mentors.map(cookieFor));
    expect(await post(qualified!, { intent: "pricing", offersSat: "true" })).toMatchObject({ status: 200, body: { pricing: { offersSat: true } } });
    expect((await getBookingMentor(db, mentors[0]!.id))!.sessionTypes).toContain("sat");
    for (const cookie of [below!, none!]) {
      expect(await post(cookie, { intent: "pricing", offersSat: "true" })).toMatchObject({ status: 403, body: { error: "sat_not_qualified" } });
      expect(await post(cookie, { intent: "pricing", satPrice: "90" })).toMatchObject({ status: 403, body: { error: "sat_not_qualified" } });
      // The session price stays theirs to set.
      expect(await post(cookie, { intent: "pricing", sessionPrice: "45" })).toMatchObject({ status: 200 });
    }
    expect(await prices(mentors[1]!.id)).toEqual({ session: 4500, sat: 8000, offersSat: false });
    expect((await getBookingMentor(db, mentors[1]!.id))!.sessionTypes).not.toContain("sat");
  });

  it("clears the shared list answers on every change, so students see a new price at once", async () => {
    const shared = createSharedReads({ ttlMs: 60_000 });
    const saved = services;
    services = { ...services, sharedReads: shared };
    try {
      const { mentors } = await createScenario(db, { mentors: [{ sessionPriceCents: 6000 }] });
      const cookie = await cookieFor(mentors[0]!);
      const listPrice = () => shared.get("mentors:page-1", async () => (await prices(mentors[0]!.id))!.session);
      expect(await listPrice()).toBe(6000);
      await post(cookie, { intent: "pricing", sessionPrice: "75" });
      expect(await listPrice()).toBe(7500);
      expect((await getBookingMentor(db, mentors[0]!.id))!.sessionPriceCents).toBe(7500);
      // A change made behind the cache's back shows only when something clears it: each save does.
      const setBehind = (cents: number) => db.update(mentorProfiles).set({ sessionPriceCents: cents }).where(eq(mentorProfiles.userId, mentors[0]!.id));
      await setBehind(5000);
      expect(await listPrice()).toBe(7500);
      await post(cookie, { intent: "weekly-hours", week: JSON.stringify([{ weekday: 1, start: 9, end: 10 }]) });
      expect(await listPrice()).toBe(5000);
      await setBehind(4500);
      await post(cookie, { intent: "add-date-override", kind: "blocked", date: addCalendarDays(utcToEasternSlot(new Date()).date, 10) });
      expect(await listPrice()).toBe(4500);
      await setBehind(4000);
      await post(cookie, { intent: "remove-date-override", date: addCalendarDays(utcToEasternSlot(new Date()).date, 10) });
      expect(await listPrice()).toBe(4000);
    } finally {
      services = saved;
    }
  });

  it("keeps the price a checkout was opened with when the mentor changes it before the payment", async () => {
    const { mentors, students } = await createScenario(db, {
      mentors: [{ sessionPriceCents: 6000 }],
      availability: everyDayAt([10, 11]),
      students: [{}],
    });
    const cookie = await cookieFor(mentors[0]!);
    const [first, second] = (await freeSlots(mentors[0]!.id)).slice(0, 2);
    const request = (slot: Slot) => ({
      type: "single_meeting" as const,
      meeting: { mentorId: mentors[0]!.id, sessionType: "essay" as const, date: slot.date, time: slot.time, major: "Physics", expectations: "My essay" },
    });
    const opened = await createCheckout(db, { student: students[0]!, request: request(first!), gateway: services.paymentGateway, appUrl });

    expect(await post(cookie, { intent: "pricing", sessionPrice: "80" })).toMatchObject({ status: 200 });
    // The same request again (a retry) answers the open checkout, still at 60.
    expect((await createCheckout(db, { student: students[0]!, request: request(first!), gateway: services.paymentGateway, appUrl })).checkoutId).toBe(opened.checkoutId);
    const [meeting] = await db.select().from(meetings).where(eq(meetings.checkoutId, opened.checkoutId));
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, opened.checkoutId));
    expect({ total: checkout!.totalCents, price: meeting!.priceCents }).toEqual({ total: 6000, price: 6000 });

    const paying: TestCheckout = {
      checkoutId: opened.checkoutId,
      sessionId: checkout!.providerSessionId,
      studentId: students[0]!.id,
      studentEmail: students[0]!.email,
      mentorIds: [mentors[0]!.id],
      meetingIds: [meeting!.id],
      itemIds: [],
      startsAt: [meeting!.startsAt],
      totalCents: 6000,
    };
    const paid = await receivePaymentWebhook(db, { ...signEvent(sessionEvent("checkout.session.completed", paying)), secret: TEST_WEBHOOK_SECRET });
    expect(paid.outcome).toBe("paid");
    const [after] = await db.select({ isPaid: meetings.isPaid, priceCents: meetings.priceCents }).from(meetings).where(eq(meetings.id, meeting!.id));
    expect(after).toEqual({ isPaid: true, priceCents: 6000 });

    // A checkout opened now pays the new price.
    const next = await createCheckout(db, { student: students[0]!, request: request(second!), gateway: services.paymentGateway, appUrl });
    const [nextCheckout] = await db.select().from(checkouts).where(eq(checkouts.id, next.checkoutId));
    expect(nextCheckout!.totalCents).toBe(8000);
  });

  it("replaces the whole week in one save; the count, the slots API and the checkout follow", async () => {
    const { mentors, students } = await createScenario(db, { mentors: [{}], availability: everyDayAt([9, 10]), students: [{}] });
    const cookie = await cookieFor(mentors[0]!);
    const saved = await post(cookie, {
      intent: "weekly-hours",
      // Overlapping ranges count once.
      week: JSON.stringify([{ weekday: 2, start: 14, end: 17 }, { weekday: 2, start: 16, end: 18 }, { weekday: 6, start: 20, end: 21 }]),
    });
    expect(saved).toEqual({ status: 200, body: { ok: true, intent: "weekly-hours", outside: [] } });
    const rows = await db.select({ weekday: mentorAvailability.weekday, hour: mentorAvailability.hour }).from(mentorAvailability).where(eq(mentorAvailability.mentorId, mentors[0]!.id)).orderBy(mentorAvailability.weekday, mentorAvailability.hour);
    expect(rows).toEqual([14, 15, 16, 17].map((hour) => ({ weekday: 2, hour })).concat([{ weekday: 6, hour: 20 }]));
    const [profile] = await db.select({ weeklyHours: mentorProfiles.weeklyHours }).from(mentorProfiles).where(eq(mentorProfiles.userId, mentors[0]!.id));
    expect(profile!.weeklyHours).toBe(5);
    const slots = await freeSlots(mentors[0]!.id);
    expect(new Set(slots.map((s) => s.time))).toEqual(new Set(["14:00", "15:00", "16:00", "17:00", "20:00"]));
    const old = { date: addCalendarDays(slots[0]!.date, 1), time: "09:00" };
    expect(
      await codeOf(
        createCheckout(db, {
          student: students[0]!,
          request: { type: "single_meeting", meeting: { mentorId: mentors[0]!.id, sessionType: "general", ...old, major: "Art", expectations: "Talk" } },
          gateway: services.paymentGateway,
          appUrl,
        }),
      ),
    ).toBe("slot_not_offered");

    // A bad range refuses the whole save: nothing changes.
    for (const week of [[{ weekday: 1, start: 20, end: 22 }], [{ weekday: 1, start: 12, end: 11 }], [{ weekday: 9, start: 9, end: 10 }], "not json"]) {
      const answer = await post(cookie, { intent: "weekly-hours", week: typeof week === "string" ? week : JSON.stringify(week) });
      expect(answer).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    }
    expect(await db.select().from(mentorAvailability).where(eq(mentorAvailability.mentorId, mentors[0]!.id))).toHaveLength(5);
    // Clearing the week is allowed.
    expect(await post(cookie, { intent: "weekly-hours", week: "[]" })).toMatchObject({ status: 200 });
    expect(await freeSlots(mentors[0]!.id)).toEqual([]);
  });

  it("never drops a held or paid meeting when the hours change, and names those now outside the hours", async () => {
    const now = new Date();
    const at = (days: number, hour: number) => ({ date: utcToEasternSlot(new Date(now.getTime() + days * DAY_MS)).date, time: `${hour}:00` });
    const paidAt = at(10, 10);
    const heldAt = at(11, 11);
    const { mentors, meetings: booked } = await createScenario(db, {
      mentors: [{}],
      availability: everyDayAt([10, 11, 12]),
      students: [{ name: "Paula Paid" }, { name: "Henry Held" }, { name: "Ed Expired" }],
      meetings: [
        { startsAt: paidAt, paid: true, type: "essay", student: 0 },
        { startsAt: heldAt, holdExpiresAt: new Date(now.getTime() + 20 * 60_000), type: "college", student: 1 },
        // A lapsed hold no longer holds anything: not reported.
        { startsAt: at(12, 11), holdExpiresAt: new Date(now.getTime() - 60_000), student: 2 },
      ],
    });
    const cookie = await cookieFor(mentors[0]!);
    const answer = await post(cookie, { intent: "weekly-hours", week: JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: 12, end: 13 }))) });
    expect(answer.status).toBe(200);
    expect(answer.body.outside).toEqual([
      { meetingId: booked[0]!.id, ...paidAt, studentName: "Paula P.", type: "essay", paid: true },
      { meetingId: booked[1]!.id, ...heldAt, studentName: "Henry H.", type: "college", paid: false },
    ]);
    const kept = await db.select({ id: meetings.id, status: meetings.status, isPaid: meetings.isPaid }).from(meetings).where(eq(meetings.mentorId, mentors[0]!.id)).orderBy(meetings.startsAt);
    expect(kept.map((m) => m.status)).toEqual(["scheduled", "scheduled", "scheduled"]);
    expect(kept.map((m) => m.isPaid)).toEqual([true, false, false]);

    // The held meeting is paid afterwards: it is kept, though its hour is no longer offered.
    const [held] = await db.select().from(checkouts).where(eq(checkouts.id, booked[1]!.checkoutId!));
    const paying: TestCheckout = {
      checkoutId: held!.id,
      sessionId: held!.providerSessionId,
      studentId: held!.studentId,
      studentEmail: "held@example.com",
      mentorIds: [mentors[0]!.id],
      meetingIds: [booked[1]!.id],
      itemIds: [],
      startsAt: [booked[1]!.startsAt],
      totalCents: held!.totalCents,
    };
    expect((await receivePaymentWebhook(db, { ...signEvent(sessionEvent("checkout.session.completed", paying)), secret: TEST_WEBHOOK_SECRET })).outcome).toBe("paid");
    const [nowPaid] = await db.select({ isPaid: meetings.isPaid }).from(meetings).where(eq(meetings.id, booked[1]!.id));
    expect(nowPaid!.isPaid).toBe(true);

    // Opening the hour again on that date (an exception) takes the paid meeting off the list.
    const extra = await post(cookie, { intent: "add-date-override", kind: "extra", date: paidAt.date, start: "10", end: "11" });
    expect((extra.body.outside as { meetingId: string }[]).map((m) => m.meetingId)).toEqual([booked[1]!.id]);
  });

  it("blocks a date and opens extra hours on another; the slots API and the checkout honour both", async () => {
    const { mentors, students } = await createScenario(db, { mentors: [{}], availability: everyDayAt([10]), students: [{}] });
    const cookie = await cookieFor(mentors[0]!);
    const before = await freeSlots(mentors[0]!.id);
    const blocked = before[3]!.date;
    const extraDate = before[5]!.date;
    expect(await post(cookie, { intent: "add-date-override", kind: "blocked", date: blocked })).toEqual({ status: 200, body: { ok: true, intent: "add-date-override", outside: [] } });
    expect(await post(cookie, { intent: "add-date-override", kind: "extra", date: extraDate, start: "15", end: "17" })).toMatchObject({ status: 200 });
    // A second range on the same date adds to the first.
    expect(await post(cookie, { intent: "add-date-override", kind: "extra", date: extraDate, start: "19", end: "20" })).toMatchObject({ status: 200 });
    const after = await freeSlots(mentors[0]!.id);
    expect(after.filter((s) => s.date === blocked)).toEqual([]);
    expect(after.filter((s) => s.date === extraDate).map((s) => s.time)).toEqual(["10:00", "15:00", "16:00", "19:00"]);
    expect(after.length).toBe(before.length - 1 + 3);

    const book = (date: string, time: string) =>
      codeOf(
        createCheckout(db, {
          student: students[0]!,
          request: { type: "single_meeting", meeting: { mentorId: mentors[0]!.id, sessionType: "general", date, time, major: "Art", expectations: "Talk" } },
          gateway: services.paymentGateway,
          appUrl,
        }),
      );
    expect(await book(blocked, "10:00")).toBe("slot_not_offered");
    expect(await book(extraDate, "16:00")).toBeNull();

    // Removing the block gives the date back; blocking the extra date replaces its extra hours.
    expect(await post(cookie, { intent: "remove-date-override", date: blocked })).toMatchObject({ status: 200 });
    expect(await post(cookie, { intent: "add-date-override", kind: "blocked", date: extraDate })).toMatchObject({ status: 200 });
    const [row] = await db.select().from(mentorDateOverrides).where(and(eq(mentorDateOverrides.mentorId, mentors[0]!.id), eq(mentorDateOverrides.date, extraDate)));
    expect({ kind: row!.kind, hours: row!.hours }).toEqual({ kind: "blocked", hours: [] });
    const final = await freeSlots(mentors[0]!.id);
    expect(final.some((s) => s.date === blocked)).toBe(true);
    expect(final.some((s) => s.date === extraDate)).toBe(false);
  });

  it("refuses an override in the past, more than a year ahead, or malformed", async () => {
    const { mentors } = await createScenario(db, { mentors: [{}] });
    const cookie = await cookieFor(mentors[0]!);
    const today = utcToEasternSlot(new Date()).date;
    expect(await post(cookie, { intent: "add-date-override", kind: "blocked", date: addCalendarDays(today, -1) })).toMatchObject({
      status: 400,
      body: { error: "date_override_out_of_range", message: "Please choose a date from today to one year ahead." },
    });
    expect(await post(cookie, { intent: "add-date-override", kind: "blocked", date: addCalendarDays(today, 366) })).toMatchObject({ status: 400, body: { error: "date_override_out_of_range" } });
    expect(await post(cookie, { intent: "add-date-override", kind: "extra", date: today, start: "20", end: "20" })).toMatchObject({
      status: 400,
      body: { fields: { end: "The end time must be later than the start time." } },
    });
    expect(await post(cookie, { intent: "add-date-override", kind: "closed", date: today })).toMatchObject({ status: 400 });
    expect(await post(cookie, { intent: "add-date-override", kind: "blocked", date: today })).toMatchObject({ status: 200 });
    expect(await db.select().from(mentorDateOverrides).where(eq(mentorDateOverrides.mentorId, mentors[0]!.id))).toHaveLength(1);
  });

  it("lets only a signed-in mentor with a profile change their own schedule (visitor, student, admin, other mentor)", async () => {
    const { mentors } = await createScenario(db, { mentors: [{ sessionPriceCents: 6000 }, { sessionPriceCents: 6000 }], availability: everyDayAt([9]) });
    const other = await cookieFor(mentors[1]!);
    const student = await cookieOf("student");
    const admin = await cookieOf("admin");
    const noProfile = await cookieOf("mentor");
    const change = { intent: "pricing", sessionPrice: "40" };
    expect(await post(null, change)).toMatchObject({ status: 401, body: { error: "unauthorized" } });
    expect(await post(student, change)).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(await post(admin, change)).toMatchObject({ status: 403, body: { error: "forbidden" } });
    for (const values of <Record<string, string>[]>[change, { intent: "weekly-hours", week: "[]" }, { intent: "add-date-override", kind: "blocked", date: utcToEasternSlot(new Date()).date }]) {
      expect(await post(noProfile, values)).toMatchObject({ status: 403, body: { error: "mentor_profile_required", message: "Please complete your mentor profile to continue." } });
    }
    expect(await post(noProfile, change, "zh")).toMatchObject({ body: { message: "请先完善您的导师资料。" } });
    // Another mentor naming the first one changes only their own profile.
    expect(await post(other, { ...change, mentorId: mentors[0]!.id, userId: mentors[0]!.id })).toMatchObject({ status: 200 });
    expect(await post(other, { intent: "weekly-hours", week: "[]", mentorId: mentors[0]!.id })).toMatchObject({ status: 200 });
    expect((await prices(mentors[0]!.id))!.session).toBe(6000);
    expect((await prices(mentors[1]!.id))!.session).toBe(4000);
    expect(await db.select().from(mentorAvailability).where(eq(mentorAvailability.mentorId, mentors[0]!.id))).toHaveLength(7);
    expect(await db.select().from(mentorAvailability).where(eq(mentorAvailability.mentorId, mentors[1]!.id))).toHaveLength(0);
    // An unknown intent, and a GET.
    expect(await post(other, { intent: "delete-everything" })).toMatchObject({ status: 400, body: { error: "bad_request" } });
    const get = loader();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  async function cookieOf(role: "student" | "admin" | "mentor") {
    const { email } = await createTestAccount(db, { email: uniqueEmail(`ms-${role}`, role === "mentor" ? "yale.edu" : "example.com"), role });
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return cookieHeader(result.headers.getSetCookie());
  }
});
