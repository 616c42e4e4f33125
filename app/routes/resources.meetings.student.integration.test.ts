import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action } from "./resources.meetings";
import { checkoutItems, checkouts, meetings, refunds } from "~/db/schema";
import { splitCommission } from "~/features/booking/pricing";
import { listStudentSessions } from "~/features/student-dashboard/list-student-sessions.server";
import type { AppServices } from "~/lib/app-context.server";
import { routeArgs } from "~/test/route-calls";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const DAY = 24 * 3_600_000;
const NOW = new Date("2031-04-15T16:00:00Z");

interface Person {
  id: string;
  cookie: string;
}

// The student dashboard's cancel, through the route it posts to: only the meeting's own student
// may cancel it, a visitor is asked to sign in, and nothing changes for either.
describeEachDb("POST /resources/meetings: a student cancels from My Sessions", (getDb) => {
  let services: AppServices;
  let student: Person;
  let otherStudent: Person;
  let meetingId: string;
  const wakeUps = { jobs: 0, outbox: 0 };

  async function signedIn(name: string): Promise<Person> {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("student"), name, role: "student" });
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  beforeAll(async () => {
    services = {
      ...testServices(getDb()),
      clock: { now: () => NOW },
      notifyJobs: () => void wakeUps.jobs++,
      notifyOutbox: () => void wakeUps.outbox++,
    };
    student = await signedIn("Sam Student");
    otherStudent = await signedIn("Tina Other");
    const { mentors } = await createScenario(getDb(), { mentors: [{ name: "Alice Zhang", sessionPriceCents: 6000 }] });
    meetingId = randomUUID();
    const checkoutId = randomUUID();
    await getDb().insert(checkouts).values({
      id: checkoutId,
      studentId: student.id,
      kind: "single_meeting",
      status: "paid",
      subtotalCents: 6000,
      discountCents: 600,
      totalCents: 5400,
      provider: "local",
      providerPaymentId: `pi_test_${checkoutId}`,
      expiresAt: NOW,
      paidAt: NOW,
    });
    await getDb()
      .insert(meetings)
      .values({ id: meetingId, mentorId: mentors[0]!.id, studentId: student.id, checkoutId, startsAt: new Date(NOW.getTime() + 3 * DAY), isPaid: true, priceCents: 6000 });
    await getDb()
      .insert(checkoutItems)
      .values({ checkoutId, meetingId, mentorId: mentors[0]!.id, description: "Session", amountCents: 5400, ...splitCommission(5400) });
  });

  async function post(cookie: string | undefined, body: Record<string, string>) {
    const response = (await action(routeArgs(services, "/resources/meetings", {}, cookie, body))) as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function meetingState() {
    const [row] = await getDb().select({ status: meetings.status, cancelledBy: meetings.cancelledBy, cancelReason: meetings.cancelReason }).from(meetings).where(eq(meetings.id, meetingId));
    const refundRows = await getDb().select({ status: refunds.status, amountCents: refunds.amountCents, reason: refunds.reason }).from(refunds).where(eq(refunds.meetingId, meetingId));
    return { ...row, refunds: refundRows };
  }

  it("asks a visitor to sign in and refuses another student, changing nothing", async () => {
    const visitor = await post(undefined, { intent: "cancel", meetingId });
    expect(visitor).toMatchObject({ status: 401, body: { error: "unauthorized" } });
    const other = await post(otherStudent.cookie, { intent: "cancel", meetingId, reason: "Not mine." });
    expect(other).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(await meetingState()).toEqual({ status: "scheduled", cancelledBy: null, cancelReason: null, refunds: [] });
    expect(wakeUps).toEqual({ jobs: 0, outbox: 0 });
  });

  it("answers a field's message under the field for a reason that is too long", async () => {
    const tooLong = await post(student.cookie, { intent: "cancel", meetingId, reason: "x".repeat(501) });
    expect(tooLong).toMatchObject({ status: 400, body: { error: "invalid_request", fields: { reason: "Keep the reason under 500 characters." } } });
    expect((await meetingState()).status).toBe("scheduled");
  });

  it("cancels the student's own session 3 days ahead with a full refund of what was paid, once", async () => {
    const done = await post(student.cookie, { intent: "cancel", meetingId, reason: "My exam moved." });
    expect(done).toEqual({ status: 200, body: { ok: true, refundCents: 5400, cancelledBy: "student" } });
    expect(await meetingState()).toEqual({
      status: "cancelled",
      cancelledBy: "student",
      cancelReason: "My exam moved.",
      refunds: [{ status: "pending", amountCents: 5400, reason: "student_cancelled" }],
    });
    expect(wakeUps.jobs).toBeGreaterThan(0);
    expect(wakeUps.outbox).toBeGreaterThan(0);

    // My Sessions now lists it as cancelled, with its refund, and no longer as upcoming.
    const sessions = await listStudentSessions(getDb(), { studentId: student.id, now: NOW });
    expect(sessions.upcoming).toEqual([]);
    expect(sessions.past).toMatchObject([{ id: meetingId, status: "cancelled", refund: { status: "pending", amountCents: 5400 } }]);

    const again = await post(student.cookie, { intent: "cancel", meetingId });
    expect(again).toMatchObject({ status: 409, body: { error: "meeting_not_cancellable", message: "This session can no longer be cancelled: it has started, or it was already cancelled." } });
  });
});
