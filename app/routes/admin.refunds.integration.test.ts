import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs, meetings, mentorPayouts, refunds } from "~/db/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import { requestGuaranteeRefund } from "~/features/meeting-lifecycle/request-guarantee-refund.server";
import { REFUND_PAYMENT_JOB, sendRefund } from "~/features/payments/refunds.server";
import { listMentorCancellations, REFUNDS_PAGE_SIZE } from "~/features/admin-refunds/list-refunds.server";
import type { AppServices } from "~/lib/app-context.server";
import { insertTestCheckout, payTestCheckout, scriptedGateway, type TestCheckout } from "~/test/payment-helpers";
import { routeArgs } from "~/test/route-calls";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, enableTwoFactor, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { action, loader } from "./admin.refunds";

const DAY = 86_400_000;
const NOW = new Date("2031-06-01T15:00:00Z");

interface Answer {
  data: { ok: boolean; refundId?: string; decision?: string; error?: string };
  init: ResponseInit | null;
}

describeEachDb("the admin's Refunds tab", (getDb) => {
  let services: AppServices;
  let cookie: string;
  let adminId: string;

  beforeAll(async () => {
    services = testServices(getDb());
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail("refunds-admin"), name: "Rae Admin", role: "admin" });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: "198.51.100.77", headers: new Headers() });
    await enableTwoFactor(getDb(), email);
    cookie = cookieHeader(setCookies);
    adminId = id;
  });

  /** A first session with a mentor, paid and held, and the student's guarantee claim on it. */
  async function guaranteeRequest(reason = "The mentor had not read my essay at all.") {
    const checkout = await insertTestCheckout(getDb(), { amountsCents: [7000] });
    await payTestCheckout(getDb(), checkout, { now: new Date(checkout.startsAt[0]!.getTime() - 7 * DAY) });
    const ended = new Date(checkout.startsAt[0]!.getTime() + 3_600_000);
    await getDb().update(meetings).set({ status: "completed", completedAt: ended }).where(eq(meetings.id, checkout.meetingIds[0]!));
    const { refundId } = await requestGuaranteeRefund(getDb(), {
      meetingId: checkout.meetingIds[0]!,
      actor: { id: checkout.studentId, name: "Student", role: "student" },
      reason,
      now: new Date(ended.getTime() + DAY),
      appUrl: "http://localhost:3000",
    });
    return { checkout, refundId };
  }

  async function decide(body: Record<string, string>): Promise<Answer> {
    const answer = (await action(routeArgs(services, "/admin/refunds", {}, cookie, body))) as unknown as { data: Answer["data"]; init: ResponseInit | null };
    return { data: answer.data, init: answer.init };
  }

  const read = (path = "/admin/refunds") => loader(routeArgs(services, path, {}, cookie));
  const refundOf = async (id: string) => (await getDb().select().from(refunds).where(eq(refunds.id, id)))[0]!;
  const statusOf = async (checkout: TestCheckout) => {
    const [meeting] = await getDb().select({ status: meetings.status }).from(meetings).where(eq(meetings.id, checkout.meetingIds[0]!));
    const [payout] = await getDb().select({ status: mentorPayouts.status }).from(mentorPayouts).where(eq(mentorPayouts.checkoutItemId, checkout.itemIds[0]!));
    return { meeting: meeting?.status, payout: payout?.status };
  };

  it("lists a waiting request with its student, mentor, session, amount and reason, and approves it once", async () => {
    const { checkout, refundId } = await guaranteeRequest();
    const before = await read();
    expect(before.requests.find((r) => r.id === refundId)).toMatchObject({
      studentEmail: checkout.studentEmail,
      startsAt: checkout.startsAt[0],
      amountCents: 7000,
      studentNote: "The mentor had not read my essay at all.",
    });
    expect(before.refunds.rows.find((r) => r.id === refundId)).toMatchObject({ reason: "guarantee", status: "requested", amountCents: 7000 });
    expect(before.strings.bundles).toHaveProperty("admin-refunds");

    expect((await decide({ intent: "approve", refundId })).data).toEqual({ ok: true, refundId, decision: "approve" });
    expect(await refundOf(refundId)).toMatchObject({ status: "pending", decidedBy: adminId });
    // The share not yet paid is cancelled at once; the refund job gives the money back.
    expect(await statusOf(checkout)).toEqual({ meeting: "refunded", payout: "cancelled" });
    expect(await getDb().select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, REFUND_PAYMENT_JOB), eq(jobs.dedupeKey, `refund:${refundId}`)))).toHaveLength(1);
    const audit = await getDb().select().from(auditLog).where(and(eq(auditLog.subjectType, "refund"), eq(auditLog.subjectId, refundId)));
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([["refund.approved", "Rae Admin"]]);

    // A second click (another tab) changes nothing.
    const again = await decide({ intent: "approve", refundId });
    expect(again.data).toEqual({ ok: false, error: "errors:refund_not_waiting", refundId });
    expect(again.init?.status).toBe(409);

    const after = await read();
    expect(after.requests.some((r) => r.id === refundId)).toBe(false);
    expect(after.refunds.rows.find((r) => r.id === refundId)).toMatchObject({ status: "pending" });

    // The job refunds through the gateway; the list says so.
    const gateway = scriptedGateway("local");
    expect(await sendRefund(getDb(), gateway.gateway, refundId, { now: NOW })).toBe("refunded");
    expect((await read()).refunds.rows.find((r) => r.id === refundId)).toMatchObject({ status: "refunded", refundedAt: NOW });
  });

  it("declines with a note for the student, and the session stays paid", async () => {
    const { checkout, refundId } = await guaranteeRequest("It was fine but I expected more.");
    expect((await decide({ intent: "decline", refundId, note: "  The session ran its full hour as booked.  " })).data).toEqual({ ok: true, refundId, decision: "decline" });
    expect(await refundOf(refundId)).toMatchObject({ status: "declined", decisionNote: "The session ran its full hour as booked.", decidedBy: adminId });
    expect(await statusOf(checkout)).toEqual({ meeting: "completed", payout: "pending" });
    expect((await read()).requests.some((r) => r.id === refundId)).toBe(false);
    const again = await decide({ intent: "approve", refundId });
    expect(again.init?.status).toBe(409);
  });

  it("refuses a malformed decision without changing anything", async () => {
    const { refundId } = await guaranteeRequest();
    const tooLong = await decide({ intent: "decline", refundId, note: "x".repeat(501) });
    expect(tooLong.data).toEqual({ ok: false, error: "admin-refunds:decide.noteTooLong", refundId });
    expect(tooLong.init?.status).toBe(400);
    expect((await decide({ intent: "refund-everything", refundId })).init?.status).toBe(400);
    expect((await decide({ intent: "approve", refundId: "not-a-uuid" })).init?.status).toBe(400);
    const missing = await decide({ intent: "approve", refundId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.init?.status).toBe(404);
    expect(await refundOf(refundId)).toMatchObject({ status: "requested", decidedBy: null });
  });

  it("pages every refund, newest first", async () => {
    const { checkout } = await guaranteeRequest();
    // Declined claims may repeat on one meeting: enough of them for a second page.
    const base = Date.now() + 365 * DAY;
    await getDb()
      .insert(refunds)
      .values(
        Array.from({ length: REFUNDS_PAGE_SIZE + 1 }, (_, i) => ({
          meetingId: checkout.meetingIds[0]!,
          checkoutItemId: checkout.itemIds[0]!,
          studentId: checkout.studentId,
          mentorId: checkout.mentorIds[0]!,
          reason: "guarantee" as const,
          status: "declined" as const,
          amountCents: 7000,
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const first = await read();
    expect(first.refunds.rows).toHaveLength(REFUNDS_PAGE_SIZE);
    expect(first.refunds.rows[0]!.createdAt).toEqual(new Date(base + REFUNDS_PAGE_SIZE * 60_000));
    const times = first.refunds.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await read("/admin/refunds?page=2");
    expect(second.refunds.page).toBe(2);
    expect(second.refunds.total).toBe(first.refunds.total);
    expect(second.refunds.pageCount).toBe(Math.ceil(first.refunds.total / REFUNDS_PAGE_SIZE));
    expect(second.refunds.rows.every((r) => r.createdAt.getTime() < times.at(-1)!)).toBe(true);
  });

  describe("mentor cancellations", () => {
    it("counts each mentor's cancellations of the last 90 days, most first, with the latest", async () => {
      const world = await createScenario(getDb(), {
        mentors: [{ name: "Often Cancels" }, { name: "Once Cancelled" }, { name: "Long Ago" }],
        meetings: [
          { mentor: 0, startsAt: new Date(NOW.getTime() + 2 * DAY), paid: true, status: "cancelled" },
          { mentor: 0, startsAt: new Date(NOW.getTime() + 3 * DAY), paid: true, status: "cancelled" },
          { mentor: 0, startsAt: new Date(NOW.getTime() + 4 * DAY), paid: true, status: "cancelled" },
          { mentor: 1, startsAt: new Date(NOW.getTime() + 5 * DAY), paid: true, status: "cancelled" },
          { mentor: 2, startsAt: new Date(NOW.getTime() - 95 * DAY), paid: true, status: "cancelled" },
          // Cancelled by the student: not the mentor's.
          { mentor: 1, startsAt: new Date(NOW.getTime() + 6 * DAY), paid: true, status: "cancelled" },
        ],
      });
      const cancelledAt = [NOW.getTime() - 80 * DAY, NOW.getTime() - 10 * DAY, NOW.getTime() - 2 * DAY, NOW.getTime() - DAY, NOW.getTime() - 100 * DAY, NOW.getTime() - DAY];
      for (const [i, meeting] of world.meetings.entries()) {
        await getDb()
          .update(meetings)
          .set({ cancelledBy: i === 5 ? "student" : "mentor", cancelledAt: new Date(cancelledAt[i]!) })
          .where(eq(meetings.id, meeting.id));
      }
      const rows = (await listMentorCancellations(getDb(), NOW)).filter((r) => world.mentors.some((m) => m.id === r.mentorId));
      expect(rows.map((r) => [r.mentorName, r.cancellations, r.latestAt])).toEqual([
        ["Often Cancels", 3, new Date(NOW.getTime() - 2 * DAY)],
        ["Once Cancelled", 1, new Date(NOW.getTime() - DAY)],
      ]);
    });
  });
});
