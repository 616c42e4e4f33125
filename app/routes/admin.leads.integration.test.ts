import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/admin.leads";
import { action, loader } from "./admin.leads";
import { loader as exportLoader } from "./admin.leads.export";
import { auditLog, leads } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import { confirmTwoFactorSetup, startTwoFactorSetup, verifyTwoFactorSignIn } from "~/features/accounts/two-factor.server";
import type { AppServices } from "~/lib/app-context.server";
import { secretOfTotpUri, totpCode } from "~/lib/totp.server";
import { codeOf, cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

const BASE = "http://localhost:3000";
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

describeEachDb("the admin Leads tab and two-factor sign-in for admins", (getDb) => {
  let services: AppServices;
  const cookies = {} as Record<"student" | "mentor" | "adminWithout" | "admin", string>;
  let adminEmail: string;
  let rawSecret: string;
  let backupCodes: string[];

  async function signedIn(role: Role) {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name: "Grace Hopper" });
    const address = nextIp();
    const result = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: address, headers: new Headers({ "x-unibridge-client-ip": address }) });
    return { email, cookie: cookieHeader(result.setCookies) };
  }

  const args = (path: string, cookie?: string, init: RequestInit = {}) =>
    ({ request: new Request(`${BASE}${path}`, { ...init, headers: cookie ? { cookie } : {} }), params: {}, context: routeContext(services) }) as never;

  async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
    try {
      await run();
      return null;
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get("Location");
      throw thrown;
    }
  }

  beforeAll(async () => {
    services = testServices(getDb());
    cookies.student = (await signedIn("student")).cookie;
    cookies.mentor = (await signedIn("mentor")).cookie;
    cookies.adminWithout = (await signedIn("admin")).cookie;
    const admin = await signedIn("admin");
    adminEmail = admin.email;
    // Set-up: password, then the first code from the app, which replaces the session.
    const setup = await startTwoFactorSetup(services, new Headers({ cookie: admin.cookie }), TEST_PASSWORD);
    rawSecret = secretOfTotpUri(setup.totpUri);
    backupCodes = setup.backupCodes;
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(await codeOf(confirmTwoFactorSetup(services, new Headers({ cookie: admin.cookie }), "000000"))).toBe("invalid_two_factor_code");
    cookies.admin = cookieHeader(await confirmTwoFactorSetup(services, new Headers({ cookie: admin.cookie }), totpCode(rawSecret)));
  });

  it("sends an admin without two-factor sign-in to set it up, from every admin page", async () => {
    expect(await redirectOf(() => loader(args("/admin/leads", cookies.adminWithout)))).toBe("/two-factor-setup");
    expect(await redirectOf(() => exportLoader(args("/admin/leads/export", cookies.adminWithout)))).toBe("/two-factor-setup");
    expect(await redirectOf(() => action(args("/admin/leads", cookies.adminWithout, { method: "POST", body: new URLSearchParams({ intent: "delete", leadId: crypto.randomUUID() }) })))).toBe("/two-factor-setup");
    expect(await loader(args("/admin/leads", cookies.admin))).toMatchObject({ page: 1 });
  });

  it("refuses visitors, students and mentors on the tab, its actions and the export", async () => {
    for (const [who, cookie, target] of [
      ["visitor", undefined, /^\/login/],
      ["student", cookies.student, /^\/student-dashboard$/],
      ["mentor", cookies.mentor, /^\/mentor-dashboard$/],
    ] as const) {
      expect(await redirectOf(() => loader(args("/admin/leads", cookie))), who).toMatch(target);
      expect(await redirectOf(() => exportLoader(args("/admin/leads/export", cookie))), who).toMatch(target);
      const post = args("/admin/leads", cookie, { method: "POST", body: new URLSearchParams({ intent: "delete", leadId: crypto.randomUUID() }) });
      expect(await redirectOf(() => action(post as unknown as Route.ActionArgs)), who).toMatch(target);
    }
  });

  it("asks for the code at the next sign-in, and takes a backup code once", async () => {
    const address = nextIp();
    const first = await signIn(services, { email: adminEmail, password: TEST_PASSWORD, rememberMe: false }, { clientIp: address, headers: new Headers() });
    expect(first.twoFactorRequired).toBe(true);
    // No session yet: only the two-factor cookie.
    expect(await redirectOf(() => loader(args("/admin/leads", cookieHeader(first.setCookies))))).toMatch(/^\/login/);
    const challenge = new Headers({ cookie: cookieHeader(first.setCookies) });
    expect(await codeOf(verifyTwoFactorSignIn(services, challenge, { code: "123456", kind: "totp" }))).toBe("invalid_two_factor_code");
    const done = await verifyTwoFactorSignIn(services, challenge, { code: totpCode(rawSecret), kind: "totp" });
    expect(done.role).toBe("admin");
    expect(await loader(args("/admin/leads", cookieHeader(done.setCookies)))).toMatchObject({ page: 1 });

    const backup = backupCodes[0]!;
    const again = await signIn(services, { email: adminEmail, password: TEST_PASSWORD, rememberMe: false }, { clientIp: nextIp(), headers: new Headers() });
    await verifyTwoFactorSignIn(services, new Headers({ cookie: cookieHeader(again.setCookies) }), { code: backup, kind: "backup" });
    const third = await signIn(services, { email: adminEmail, password: TEST_PASSWORD, rememberMe: false }, { clientIp: nextIp(), headers: new Headers() });
    expect(await codeOf(verifyTwoFactorSignIn(services, new Headers({ cookie: cookieHeader(third.setCookies) }), { code: backup, kind: "backup" }))).toBe("invalid_two_factor_code");
  });

  it("toggles and deletes through the tab's action with audit rows, and exports a CSV named with the date", async () => {
    const [lead] = await getDb().insert(leads).values({ email: uniqueEmail("tab"), source: "=cmd", page: "/" }).returning();
    const post = (body: Record<string, string>) =>
      action(args("/admin/leads", cookies.admin, { method: "POST", body: new URLSearchParams(body) }) as unknown as Route.ActionArgs);
    expect(await post({ intent: "set-converted", leadId: lead!.id, converted: "true" })).toEqual({ ok: true });
    expect(((await post({ intent: "set-converted", leadId: "not-a-uuid", converted: "true" })) as Response).status).toBe(400);

    const response = (await exportLoader(args("/admin/leads/export", cookies.admin))) as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="unibridge-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(await response.text()) as string[][];
    expect(rows[0]).toEqual(["Email", "Source", "Date", "Page", "Converted"]);
    expect(rows.find((row) => row[0] === lead!.email)).toEqual([lead!.email, "'=cmd", lead!.createdAt.toISOString(), "/", "Yes"]);

    expect(await post({ intent: "delete", leadId: lead!.id })).toEqual({ ok: true });
    expect(((await post({ intent: "delete", leadId: lead!.id })) as Response).status).toBe(404);
    const audits = await getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, lead!.id));
    expect(audits.map((row) => row.action).sort()).toEqual(["lead.converted", "lead.deleted"]);
  });
});
