import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, meetings, refunds } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { insertTestCheckout, payTestCheckout } from "~/test/payment-helpers";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, enableTwoFactor, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import * as activity from "./admin.activity";
import * as layout from "./admin";
import * as meetingsTab from "./admin.meetings";
import * as overview from "./admin._index";
import * as refundsTab from "./admin.refunds";

// Every back-office loader and action checks the admin role itself: a visitor goes to /login
// (and comes back afterwards), a student or mentor to their own dashboard, and nothing changes.

type Who = "visitor" | Exclude<Role, "admin">;
const refusals: [Who, RegExp][] = [
  ["visitor", /^\/login\?redirectTo=%2Fadmin/],
  ["student", /^\/student-dashboard$/],
  ["mentor", /^\/mentor-dashboard$/],
];

let ipCounter = 0;

describeEachDb("the admin back office's permissions", (getDb) => {
  let services: AppServices;
  const cookies = new Map<Role, string>();
  let meetingId: string;
  let refundId: string;

  beforeAll(async () => {
    services = testServices(getDb());
    for (const role of ["student", "mentor", "admin"] as const) {
      const { email } = await createTestAccount(getDb(), { email: uniqueEmail(`perm-${role}`), name: `Pat ${role}`, role });
      const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: `198.51.100.${++ipCounter}`, headers: new Headers() });
      if (role === "admin") await enableTwoFactor(getDb(), email);
      cookies.set(role, cookieHeader(setCookies));
    }
    const world = await createScenario(getDb(), { mentors: [{}], meetings: [{ startsAt: new Date("2031-04-01T14:00:00Z"), paid: true }] });
    meetingId = world.meetings[0]!.id;
    // A guarantee request waiting for an admin.
    const paid = await insertTestCheckout(getDb());
    await payTestCheckout(getDb(), paid);
    await getDb().update(meetings).set({ status: "completed" }).where(eq(meetings.id, paid.meetingIds[0]!));
    const [refund] = await getDb()
      .insert(refunds)
      .values({ meetingId: paid.meetingIds[0]!, checkoutItemId: paid.itemIds[0]!, studentId: paid.studentId, mentorId: paid.mentorIds[0]!, reason: "guarantee", status: "requested", amountCents: 6000 })
      .returning({ id: refunds.id });
    refundId = refund!.id;
  });

  function args(who: Who | "admin", path: string, init: RequestInit = {}) {
    const cookie = who === "visitor" ? undefined : cookies.get(who);
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    return { request: new Request(`http://localhost${path}`, { ...init, headers }), context: routeContext(services), params: {} } as never;
  }

  function flagForm(emailSent = "true") {
    return {
      method: "POST",
      body: new URLSearchParams({ intent: "set-email-sent", meetingId, emailSent }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }

  async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
    try {
      await promise;
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location");
      throw thrown;
    }
  }

  const loaders = [
    ["/admin (layout)", "/admin", layout.loader],
    ["/admin", "/admin", overview.loader],
    ["/admin/meetings", "/admin/meetings?q=a", meetingsTab.loader],
    ["/admin/activity", "/admin/activity", activity.loader],
    ["/admin/refunds", "/admin/refunds?page=2", refundsTab.loader],
  ] as const;

  describe.each(refusals)("a %s", (who, target) => {
    it.each(loaders)("is sent away from %s", async (_name, path, loader) => {
      expect(await redirectOf(loader(args(who, path)))).toMatch(target);
    });

    it("cannot set a meeting's email flag", async () => {
      expect(await redirectOf(meetingsTab.action(args(who, "/admin/meetings", flagForm())))).toMatch(target);
      const [row] = await getDb().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, meetingId));
      expect(row).toEqual({ emailSent: false });
    });

    it.each(["approve", "decline"])("cannot %s a guarantee refund", async (intent) => {
      const form = { method: "POST", body: new URLSearchParams({ intent, refundId }), headers: { "content-type": "application/x-www-form-urlencoded" } };
      expect(await redirectOf(refundsTab.action(args(who, "/admin/refunds", form)))).toMatch(target);
      const [row] = await getDb().select({ status: refunds.status, decidedBy: refunds.decidedBy }).from(refunds).where(eq(refunds.id, refundId));
      expect(row).toEqual({ status: "requested", decidedBy: null });
    });
  });

  it.each(loaders)("an admin reads %s", async (_name, path, loader) => {
    expect(await redirectOf(loader(args("admin", path)))).toBeNull();
  });

  it("an admin sets the flag, once, and cannot clear it", async () => {
    const refusedClear = (await meetingsTab.action(args("admin", "/admin/meetings", flagForm("false")))) as unknown as { data: unknown; init: ResponseInit };
    expect(refusedClear.data).toEqual({ ok: false, error: "meetings.flagFinal" });
    expect(refusedClear.init.status).toBe(409);

    for (let i = 0; i < 2; i++) {
      const done = (await meetingsTab.action(args("admin", "/admin/meetings", flagForm()))) as unknown as { data: unknown };
      expect(done.data).toEqual({ ok: true, meetingId });
    }
    const cleared = (await meetingsTab.action(args("admin", "/admin/meetings", flagForm("false")))) as unknown as { init: ResponseInit };
    expect(cleared.init.status).toBe(409);
    const [row] = await getDb().select({ emailSent: meetings.emailSent }).from(meetings).where(eq(meetings.id, meetingId));
    expect(row).toEqual({ emailSent: true });
    const audit = await getDb().select().from(auditLog).where(and(eq(auditLog.subjectType, "meeting"), eq(auditLog.subjectId, meetingId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorName).toBe("Pat admin");

    const listed = await activity.loader(args("admin", "/admin/activity"));
    expect(listed.activity.rows[0]).toMatchObject({ action: "meeting.email_flag_set", subjectId: meetingId, actorName: "Pat admin" });
  });

  it("refuses a malformed request without changing anything", async () => {
    const bad = (await meetingsTab.action(
      args("admin", "/admin/meetings", { method: "POST", body: new URLSearchParams({ intent: "set-email-sent", meetingId: "'; drop table meetings", emailSent: "true" }) }),
    )) as unknown as { data: unknown; init: ResponseInit };
    expect(bad.data).toEqual({ ok: false, error: "errors:invalid_request" });
    expect(bad.init.status).toBe(400);
  });
});
