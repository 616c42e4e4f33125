import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route as CancelRoute } from "./+types/api.v1.meetings.$id.cancel";
import type { Route as RescheduleRoute } from "./+types/api.v1.meetings.$id.reschedule";
import type { Route as ListRoute } from "./+types/api.v1.meetings";
import { action as cancelAction, loader as cancelLoader } from "./api.v1.meetings.$id.cancel";
import { action as rescheduleAction } from "./api.v1.meetings.$id.reschedule";
import { action as listAction, loader as listLoader } from "./api.v1.meetings";
import { accounts, checkoutItems, meetings, refunds } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import { checkoutRequestSchema } from "~/features/booking/checkout-request";
import { createCheckout } from "~/features/booking/create-checkout.server";
import { addCalendarDays, easternSlotToUtc, utcToEasternSlot } from "~/features/booking/slots";
import { MEETING_CHANGE_RATE_RULE } from "~/features/meeting-lifecycle/meeting-change-api.server";
import { eventOf, parseIcs } from "~/features/meetings/ics-test-parser";
import { markCheckoutPaid } from "~/features/payments/mark-checkout-paid.server";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { createScenario, everyDayAt, recordingGateway } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, routeContext, TEST_PASSWORD, testServices } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Tuesday 15 April 2031, 12:00 in New York (EDT): the test clock.
const NOW = new Date("2031-04-15T16:00:00Z");
const TODAY = "2031-04-15";

/** An Eastern slot `days` after the test clock's date. */
const at = (days: number, hour: number) => easternSlotToUtc(addCalendarDays(TODAY, days), `${String(hour).padStart(2, "0")}:00`);

interface Person {
  id: string;
  email: string;
  cookie: string;
}

type Answer = { response: Response; body: Record<string, unknown> };

describeEachDb("the meetings JSON API", (getDb) => {
  const gateway = recordingGateway();
  const wakeUps = { jobs: 0, outbox: 0 };
  let services: AppServices;
  let passwordHash: string;
  let mentor: Person;
  let otherMentor: Person;
  let admin: Person;

  beforeAll(async () => {
    services = {
      ...testServices(getDb(), appUrl),
      paymentGateway: gateway,
      clock: { now: () => NOW },
      notifyJobs: () => void wakeUps.jobs++,
      notifyOutbox: () => void wakeUps.outbox++,
    };
    passwordHash = await hashPassword(TEST_PASSWORD);
    const world = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang", sessionPriceCents: 7000 }, { name: "Bo Chen" }],
      students: [{ name: "Ada Admin", role: "admin" }],
      availability: [...everyDayAt([9, 10, 11, 12, 13, 14, 15, 16], 0), ...everyDayAt([9, 10, 11], 1)],
    });
    [mentor, otherMentor, admin] = (await Promise.all([world.mentors[0]!, world.mentors[1]!, world.students[0]!].map(signIn))) as [Person, Person, Person];
  });

  async function signIn(user: { id: string; email: string }): Promise<Person> {
    await getDb().insert(accounts).values({ id: randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: passwordHash });
    const result = await services.auth.api.signInEmail({ body: { email: user.email, password: TEST_PASSWORD }, returnHeaders: true });
    return { ...user, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  async function newStudent(name = "Sam Student"): Promise<Person> {
    const { students } = await createScenario(getDb(), { students: [{ name }] });
    return signIn(students[0]!);
  }

  /** A checkout for one slot, made at `bookedAt` through the booking service; paid then unless `pay` is false. */
  async function book(student: Person, startsAt: Date, options: { mentorId?: string; bookedAt?: Date; pay?: boolean } = {}) {
    const bookedAt = options.bookedAt ?? new Date(NOW.getTime() - 3 * DAY);
    const { date, time } = utcToEasternSlot(startsAt);
    const request = checkoutRequestSchema.parse({
      type: "single_meeting",
      meeting: { mentorId: options.mentorId ?? mentor.id, sessionType: "essay", date, time, major: "History", expectations: "Which colleges fit me?" },
    });
    const { checkoutId } = await createCheckout(getDb(), { student, request, gateway, appUrl, now: bookedAt });
    if (options.pay !== false) {
      await getDb().transaction((tx) => markCheckoutPaid(tx, { checkoutId, providerPaymentId: `pi_test_${checkoutId}`, now: bookedAt }));
    }
    const [meeting] = await getDb().select().from(meetings).where(eq(meetings.checkoutId, checkoutId));
    return meeting!;
  }

  /** What the delivery job would have set: the meeting's video room. */
  async function giveLink(meetingId: string): Promise<string> {
    const link = `https://meet.jit.si/Unibridge-${meetingId}`;
    await getDb().update(meetings).set({ meetLink: link }).where(eq(meetings.id, meetingId));
    return link;
  }

  async function meetingRow(id: string) {
    const [row] = await getDb().select().from(meetings).where(eq(meetings.id, id));
    return row!;
  }

  async function list(cookie: string | null, query = "", locale: Locale = "en"): Promise<Answer> {
    const request = new Request(`${appUrl}/api/v1/meetings${query}`, { headers: cookie ? { cookie } : {} });
    const response = await listLoader({ request, params: {}, context: routeContext(services, locale) } as unknown as ListRoute.LoaderArgs);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  interface PostOptions {
    cookie?: string | null;
    locale?: Locale;
    /** null: no Content-Type header at all. */
    contentType?: string | null;
  }

  async function post(kind: "cancel" | "reschedule", id: string, body?: unknown, options: PostOptions = {}): Promise<Answer> {
    const contentType = options.contentType === undefined ? "application/json" : options.contentType;
    const request = new Request(`${appUrl}/api/v1/meetings/${id}/${kind}`, {
      method: "POST",
      headers: { ...(contentType ? { "content-type": contentType } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
      // Bytes, not a string: a string body would get a text/plain Content-Type of its own.
      body: body === undefined ? undefined : new TextEncoder().encode(typeof body === "string" ? body : JSON.stringify(body)),
    });
    const args = { request, params: { id }, context: routeContext(services, options.locale) };
    const response = kind === "cancel" ? await cancelAction(args as unknown as CancelRoute.ActionArgs) : await rescheduleAction(args as unknown as RescheduleRoute.ActionArgs);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  /** The emails queued since `seen` (ids), each with its calendar attachment's VEVENT and METHOD. */
  async function newEmails(seen: Set<string>) {
    const rows = await getDb()
      .select()
      .from(emailOutbox)
      .where(seen.size ? notInArray(emailOutbox.id, [...seen]) : undefined)
      .orderBy(emailOutbox.createdAt);
    return rows.map((row) => {
      expect(row.attachments).toHaveLength(1);
      const attachment = row.attachments[0]!;
      const properties = parseIcs(Buffer.from(attachment.content, "base64").toString("utf8"));
      const event = eventOf(properties);
      const one = (name: string) => event.get(name)?.[0]?.value;
      return {
        to: row.toAddress,
        filename: attachment.filename,
        method: properties.find((p) => p.name === "METHOD")?.value,
        uid: one("UID"),
        sequence: Number(one("SEQUENCE")),
        status: one("STATUS"),
        dtstart: one("DTSTART"),
      };
    });
  }

  async function outboxIds(): Promise<Set<string>> {
    return new Set((await getDb().select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id));
  }

  const icsInstant = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

  describe("GET /api/v1/meetings", () => {
    let student: Person;
    let classmate: Person;
    let own: Record<"soon" | "withOther" | "held" | "cancelled" | "completed" | "classmates", string>;
    let link: string;

    beforeAll(async () => {
      student = await newStudent();
      classmate = await newStudent("Tina Other");
      const soon = await book(student, at(3, 9));
      link = await giveLink(soon.id);
      const withOther = await book(student, at(2, 10), { mentorId: otherMentor.id });
      const completed = await book(student, at(-2, 9), { bookedAt: new Date(NOW.getTime() - 10 * DAY) });
      await getDb().update(meetings).set({ status: "completed", completedAt: NOW }).where(eq(meetings.id, completed.id));
      await giveLink(completed.id);
      const cancelled = await book(student, at(4, 9));
      await giveLink(cancelled.id);
      await getDb().update(meetings).set({ status: "cancelled", cancelledBy: "student", cancelledAt: NOW }).where(eq(meetings.id, cancelled.id));
      // A checkout being paid right now, and one abandoned an hour ago whose hold lapsed (not yet swept).
      const held = await book(student, at(5, 9), { bookedAt: new Date(NOW.getTime() - 5 * 60_000), pay: false });
      await book(student, at(6, 9), { bookedAt: new Date(NOW.getTime() - HOUR), pay: false });
      const classmates = await book(classmate, at(3, 10));
      own = { soon: soon.id, withOther: withOther.id, held: held.id, cancelled: cancelled.id, completed: completed.id, classmates: classmates.id };
    });

    it("gives a student their own meetings by start, times in UTC, the link only while it is paid or completed", async () => {
      const { response, body } = await list(student.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const base = { studentId: student.id, isPaid: true, type: "essay", meetLink: null };
      expect(body).toEqual({
        meetings: [
          { ...base, id: own.completed, mentorId: mentor.id, status: "completed", startsAt: "2031-04-13T13:00:00.000Z", meetLink: `https://meet.jit.si/Unibridge-${own.completed}` },
          { ...base, id: own.withOther, mentorId: otherMentor.id, status: "paid", startsAt: "2031-04-17T14:00:00.000Z" },
          { ...base, id: own.soon, mentorId: mentor.id, status: "paid", startsAt: "2031-04-18T13:00:00.000Z", meetLink: link },
          { ...base, id: own.cancelled, mentorId: mentor.id, status: "cancelled", startsAt: "2031-04-19T13:00:00.000Z" },
          { ...base, id: own.held, mentorId: mentor.id, status: "held", isPaid: false, startsAt: "2031-04-20T13:00:00.000Z" },
        ],
        nextCursor: null,
      });
    });

    it("gives a mentor their meetings with every student, and no holds", async () => {
      const { body } = await list(mentor.cookie);
      const mine = (body.meetings as { id: string; mentorId: string }[]).filter((m) => Object.values(own).includes(m.id));
      expect(mine.map((m) => m.id)).toEqual([own.completed, own.soon, own.classmates, own.cancelled]);
      expect((body.meetings as { mentorId: string; status: string }[]).every((m) => m.mentorId === mentor.id && m.status !== "held")).toBe(true);

      const other = await list(otherMentor.cookie);
      expect((other.body.meetings as { id: string }[]).map((m) => m.id)).toEqual([own.withOther]);
      const classmateList = await list(classmate.cookie);
      expect((classmateList.body.meetings as { id: string }[]).map((m) => m.id)).toEqual([own.classmates]);
    });

    it("pages with limit and the cursor it answers", async () => {
      const first = await list(student.cookie, "?limit=2");
      expect((first.body.meetings as { id: string }[]).map((m) => m.id)).toEqual([own.completed, own.withOther]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await list(student.cookie, `?limit=2&cursor=${first.body.nextCursor as string}`);
      expect((second.body.meetings as { id: string }[]).map((m) => m.id)).toEqual([own.soon, own.cancelled]);
      const third = await list(student.cookie, `?limit=2&cursor=${second.body.nextCursor as string}`);
      expect(third.body).toMatchObject({ meetings: [{ id: own.held }], nextCursor: null });
    });

    it("answers 400 invalid_parameter, in the user's language, for a parameter it cannot read", async () => {
      for (const [query, field] of [
        ["?limit=0", "limit"],
        ["?limit=101", "limit"],
        ["?limit=ten", "limit"],
        ["?limit=2.5", "limit"],
        ["?cursor=not-a-cursor", "cursor"],
        [`?cursor=${Buffer.from(`2031-04-18T13:00:00.000Z|${randomUUID()}|x`).toString("base64url")}`, "cursor"],
      ]) {
        const { response, body } = await list(student.cookie, query);
        expect(response.status, query).toBe(400);
        expect(body, query).toEqual({ error: "invalid_parameter", field, message: `The “${field}” parameter is not valid.` });
      }
      expect((await list(student.cookie, "?limit=0", "zh")).body).toMatchObject({ error: "invalid_parameter", message: "参数“limit”无效。" });
      expect((await list(student.cookie, "?limit=100")).response.status).toBe(200);
    });

    it("answers 401 to a visitor, 403 to an admin and 405 to a POST", async () => {
      expect(await list(null)).toMatchObject({ response: { status: 401 }, body: { error: "unauthorized" } });
      expect(await list(admin.cookie)).toMatchObject({ response: { status: 403 }, body: { error: "forbidden" } });
      const request = new Request(`${appUrl}/api/v1/meetings`, { method: "POST", headers: { cookie: student.cookie } });
      const response = listAction({ request, params: {}, context: routeContext(services) } as unknown as ListRoute.ActionArgs);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET");
    });
  });

  describe("POST /api/v1/meetings/{id}/cancel", () => {
    it("refunds a student's cancellation 24 hours or more ahead, frees the slot and sends the calendar's CANCEL", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(3, 11));
      await giveLink(meeting.id);
      const seen = await outboxIds();
      const before = { ...wakeUps };

      const { response, body } = await post("cancel", meeting.id, { reason: "My exam moved." }, { cookie: student.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toEqual({ ok: true, refundCents: 7000, cancelledBy: "student" });
      expect(wakeUps).toEqual({ jobs: before.jobs + 1, outbox: before.outbox + 1 });

      const [item] = await getDb().select().from(checkoutItems).where(eq(checkoutItems.meetingId, meeting.id));
      const refundRows = await getDb().select().from(refunds).where(eq(refunds.meetingId, meeting.id));
      expect(refundRows).toEqual([expect.objectContaining({ status: "pending", reason: "student_cancelled", amountCents: item!.amountCents, checkoutItemId: item!.id })]);
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "cancelled", cancelledBy: "student", cancelReason: "My exam moved.", sequence: 1, cancelledAt: NOW });

      const emails = await newEmails(seen);
      expect(emails.map((e) => e.to).sort()).toEqual([mentor.email, student.email].sort());
      for (const email of emails) {
        expect(email).toMatchObject({ filename: "cancel.ics", method: "CANCEL", status: "CANCELLED", sequence: 1, dtstart: icsInstant(meeting.startsAt) });
        expect(email.uid).toContain(meeting.id);
      }

      // The slot is free again: another student can hold it at once.
      const next = await book(await newStudent("Tina Other"), meeting.startsAt, { bookedAt: NOW, pay: false });
      expect(next).toMatchObject({ status: "scheduled", startsAt: meeting.startsAt });
    });

    it("refunds nothing when the student cancels less than 24 hours ahead; a request with no body is a cancellation without a reason", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(1, 10));
      expect(meeting.startsAt.getTime() - NOW.getTime()).toBe(22 * HOUR);
      const { response, body } = await post("cancel", meeting.id, undefined, { cookie: student.cookie, contentType: null });
      expect(response.status).toBe(200);
      expect(body).toEqual({ ok: true, refundCents: null, cancelledBy: "student" });
      expect(await getDb().select().from(refunds).where(eq(refunds.meetingId, meeting.id))).toEqual([]);
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "cancelled", cancelReason: null });
      // Cancelled once: a second time is refused.
      expect(await post("cancel", meeting.id, {}, { cookie: student.cookie })).toMatchObject({ response: { status: 409 }, body: { error: "meeting_not_cancellable" } });
    });

    it("always refunds the mentor's cancellation, even inside 24 hours", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(1, 11));
      const seen = await outboxIds();
      const { response, body } = await post("cancel", meeting.id, { reason: "I am ill." }, { cookie: mentor.cookie });
      expect(response.status).toBe(200);
      expect(body).toEqual({ ok: true, refundCents: 7000, cancelledBy: "mentor" });
      expect(await getDb().select().from(refunds).where(eq(refunds.meetingId, meeting.id))).toEqual([
        expect.objectContaining({ status: "pending", reason: "mentor_cancelled", amountCents: 7000 }),
      ]);
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "cancelled", cancelledBy: "mentor" });
      expect((await newEmails(seen)).map((e) => [e.method, e.sequence])).toEqual([
        ["CANCEL", 1],
        ["CANCEL", 1],
      ]);
    });

    it("answers 403 for someone else's meeting and 404 for an unknown one, changing nothing", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(3, 12));
      for (const cookie of [(await newStudent("Tina Other")).cookie, otherMentor.cookie]) {
        expect(await post("cancel", meeting.id, {}, { cookie })).toMatchObject({ response: { status: 403 }, body: { error: "forbidden" } });
        expect(await post("reschedule", meeting.id, { date: addCalendarDays(TODAY, 4), time: "12:00" }, { cookie })).toMatchObject({
          response: { status: 403 },
          body: { error: "forbidden" },
        });
      }
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "scheduled", isPaid: true, startsAt: meeting.startsAt, sequence: 0 });

      for (const id of [randomUUID(), "not-a-meeting"]) {
        expect(await post("cancel", id, {}, { cookie: student.cookie })).toMatchObject({
          response: { status: 404 },
          body: { error: "meeting_not_found", message: "We couldn't find that session." },
        });
        expect((await post("reschedule", id, { date: addCalendarDays(TODAY, 4), time: "12:00" }, { cookie: student.cookie })).response.status).toBe(404);
      }
    });

    it("answers 400 for a reason too long, 415 for a body that is not JSON, 401 to a visitor, 403 to an admin and 405 to a GET", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(3, 13));
      expect(await post("cancel", meeting.id, { reason: "x".repeat(501) }, { cookie: student.cookie, locale: "zh" })).toMatchObject({
        response: { status: 400 },
        body: { error: "invalid_request", fields: { reason: "原因请控制在 500 个字符以内。" } },
      });
      expect(await post("cancel", meeting.id, "reason=later", { cookie: student.cookie, contentType: "application/x-www-form-urlencoded" })).toMatchObject({
        response: { status: 415 },
        body: { error: "unsupported_media_type", message: "Please send the request as JSON." },
      });
      // A cross-site form can send text/plain, even with an empty body.
      expect((await post("cancel", meeting.id, "", { cookie: student.cookie, contentType: "text/plain" })).response.status).toBe(415);
      expect((await post("cancel", meeting.id, '{"reason":"x"}', { cookie: student.cookie, contentType: null })).response.status).toBe(415);
      expect(await post("cancel", meeting.id, "{not json", { cookie: student.cookie })).toMatchObject({ response: { status: 400 }, body: { error: "bad_request" } });
      expect(await post("cancel", meeting.id, [], { cookie: student.cookie })).toMatchObject({ response: { status: 400 }, body: { error: "bad_request" } });
      expect(await post("cancel", meeting.id, {})).toMatchObject({ response: { status: 401 }, body: { error: "unauthorized", message: "Please log in to continue." } });
      expect(await post("cancel", meeting.id, {}, { cookie: admin.cookie })).toMatchObject({ response: { status: 403 }, body: { error: "forbidden" } });
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "scheduled", sequence: 0 });

      const request = new Request(`${appUrl}/api/v1/meetings/${meeting.id}/cancel`);
      const response = cancelLoader({ request, params: { id: meeting.id }, context: routeContext(services) } as unknown as CancelRoute.LoaderArgs);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    });

    it("refuses a burst of changes with 429 and Retry-After", async () => {
      const student = await newStudent();
      for (let i = 0; i < MEETING_CHANGE_RATE_RULE.max; i++) {
        expect((await post("cancel", randomUUID(), {}, { cookie: student.cookie })).response.status).toBe(404);
      }
      const { response, body } = await post("cancel", randomUUID(), {}, { cookie: student.cookie });
      expect(response.status).toBe(429);
      expect(body).toMatchObject({ error: "too_many_requests" });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("POST /api/v1/meetings/{id}/reschedule", () => {
    it("moves the meeting to a free slot of its mentor, keeping its link and raising the invitation's SEQUENCE", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(5, 10));
      const link = await giveLink(meeting.id);
      const seen = await outboxIds();

      const target = at(6, 14);
      const { response, body } = await post("reschedule", meeting.id, { date: addCalendarDays(TODAY, 6), time: "14:00" }, { cookie: student.cookie });
      expect(response.status).toBe(200);
      expect(body).toEqual({ ok: true, startsAt: target.toISOString() });
      expect(await meetingRow(meeting.id)).toMatchObject({ status: "scheduled", isPaid: true, startsAt: target, meetLink: link, sequence: 1 });
      const first = await newEmails(seen);
      expect(first.map((e) => e.to).sort()).toEqual([mentor.email, student.email].sort());
      for (const email of first) expect(email).toMatchObject({ method: "REQUEST", sequence: 1, dtstart: icsInstant(target) });
      expect(first[0]!.uid).toContain(meeting.id);

      // Moved again: the same event (UID), a higher SEQUENCE, so calendars replace it.
      const again = await outboxIds();
      const later = at(6, 15);
      expect((await post("reschedule", meeting.id, { date: addCalendarDays(TODAY, 6), time: "15:00" }, { cookie: student.cookie })).body).toEqual({
        ok: true,
        startsAt: later.toISOString(),
      });
      const second = await newEmails(again);
      expect(second).toHaveLength(2);
      for (const email of second) expect(email).toMatchObject({ method: "REQUEST", uid: first[0]!.uid, sequence: 2, dtstart: icsInstant(later) });

      // Its old slots are free again.
      expect(await book(await newStudent("Tina Other"), meeting.startsAt, { bookedAt: NOW, pay: false })).toMatchObject({ status: "scheduled" });
      expect(await book(await newStudent("Tina Other"), target, { bookedAt: NOW, pay: false })).toMatchObject({ status: "scheduled" });
    });

    it("answers 409 slot_taken for a slot someone holds or booked, changing nothing", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(7, 10));
      const other = await newStudent("Tina Other");
      const booked = await book(other, at(7, 11));
      const held = await book(other, at(7, 12), { bookedAt: NOW, pay: false });
      for (const taken of [booked, held]) {
        const { date, time } = utcToEasternSlot(taken.startsAt);
        const { response, body } = await post("reschedule", meeting.id, { date, time }, { cookie: student.cookie });
        expect(response.status).toBe(409);
        expect(body).toEqual({ error: "slot_taken", message: "That time slot is no longer available. Please choose another." });
      }
      expect(await meetingRow(meeting.id)).toMatchObject({ startsAt: meeting.startsAt, sequence: 0 });
    });

    it("answers 409 change_window_closed inside 24 hours, and refuses a mentor's move", async () => {
      const student = await newStudent();
      const soon = await book(student, at(1, 9));
      expect(await post("reschedule", soon.id, { date: addCalendarDays(TODAY, 4), time: "12:00" }, { cookie: student.cookie })).toMatchObject({
        response: { status: 409 },
        body: { error: "change_window_closed", message: "Sessions can be moved only 24 hours or more before they start." },
      });
      const later = await book(student, at(3, 14));
      expect(await post("reschedule", later.id, { date: addCalendarDays(TODAY, 4), time: "14:00" }, { cookie: mentor.cookie })).toMatchObject({
        response: { status: 409 },
        body: { error: "meeting_not_reschedulable" },
      });
      expect(await getDb().select({ sequence: meetings.sequence }).from(meetings).where(inArray(meetings.id, [soon.id, later.id]))).toEqual([{ sequence: 0 }, { sequence: 0 }]);
    });

    it("answers 400 for a body it cannot use, with each field's message in the user's language", async () => {
      const student = await newStudent();
      const meeting = await book(student, at(3, 15));
      const cookie = student.cookie;
      expect(await post("reschedule", meeting.id, { date: "next friday", time: "14:00" }, { cookie })).toEqual({
        response: expect.objectContaining({ status: 400 }) as unknown as Response,
        body: { error: "invalid_request", message: "Please check the highlighted fields.", fields: { date: "Choose a new time." } },
      });
      expect((await post("reschedule", meeting.id, {}, { cookie, locale: "zh" })).body).toEqual({
        error: "invalid_request",
        message: "请检查标出的字段。",
        fields: { date: "请选择新的时间。", time: "请选择新的时间。" },
      });
      expect((await post("reschedule", meeting.id, undefined, { cookie, contentType: null })).body).toMatchObject({ error: "invalid_request" });
      // Refusals about the slot itself name the field too: 03:00 is not one of the mentor's hours.
      expect(await post("reschedule", meeting.id, { date: addCalendarDays(TODAY, 4), time: "03:00" }, { cookie })).toMatchObject({
        response: { status: 400 },
        body: { error: "invalid_request", fields: { time: "That time is not one of the mentor's available hours. Please choose another." } },
      });
      expect((await post("reschedule", meeting.id, "{", { cookie })).body).toMatchObject({ error: "bad_request" });
      expect((await post("reschedule", meeting.id, "date=2031-04-20", { cookie, contentType: "multipart/form-data; boundary=x" })).response.status).toBe(415);
      expect(await post("reschedule", meeting.id, { date: addCalendarDays(TODAY, 4), time: "14:00" })).toMatchObject({ response: { status: 401 } });
      expect(await getDb().select().from(meetings).where(and(eq(meetings.id, meeting.id), eq(meetings.sequence, 0)))).toHaveLength(1);
    });
  });
});
