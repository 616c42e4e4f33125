import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action as reportsAction, loader as reportsLoader } from "./admin.sat-reports";
import { loader as practiceLoader } from "./sat-practice";
import { action as subsectionAction, loader as subsectionLoader } from "./sat-practice.$sectionId.$subsectionId";
import { action as reviewAction } from "./sat-practice.review.$subject";
import { loader as summaryLoader } from "./sat-practice.summary";
import { satItemReports, satPracticeSessions } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { routeArgs, routeOutcome } from "~/test/route-calls";
import { cookieHeader, createTestAccount, enableTwoFactor, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

// Who may reach SAT practice: students only (route table), each only their own sessions; the
// reports tab: admins only. Every loader and action checks for itself.
describeEachDb("SAT practice routes: who may use them", (getDb) => {
  let services: AppServices;
  const cookies = {} as Record<Role | "otherStudent", string>;

  async function signedIn(role: Role) {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name: "Grace Hopper" });
    const address = nextIp();
    const result = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: address, headers: new Headers({ "x-unibridge-client-ip": address }) });
    if (role === "admin") await enableTwoFactor(getDb(), email);
    return cookieHeader(result.setCookies);
  }

  const args = (path: string, params: Record<string, string>, cookie?: string, body?: Record<string, string>) => routeArgs(services, path, params, cookie, body);
  const outcome = routeOutcome;

  const start = { intent: "start", count: "5", secondsPerQuestion: "60", totalSeconds: "3000" };
  const mathEasy = { sectionId: "math", subsectionId: "easy" };

  beforeAll(async () => {
    services = testServices(getDb());
    cookies.student = await signedIn("student");
    cookies.otherStudent = await signedIn("student");
    cookies.mentor = await signedIn("mentor");
    cookies.admin = await signedIn("admin");
  });

  it("sends visitors to sign in and other roles to their own dashboards, changing nothing", async () => {
    expect(await outcome(() => practiceLoader(args("/sat-practice", {})))).toBe("302 /login?redirectTo=%2Fsat-practice");
    expect(await outcome(() => practiceLoader(args("/sat-practice", {}, cookies.mentor)))).toBe("302 /mentor-dashboard");
    expect(await outcome(() => subsectionLoader(args("/sat-practice/math/easy", mathEasy, cookies.admin)))).toMatch(/^302 /);
    expect(await outcome(() => subsectionAction(args("/sat-practice/math/easy", mathEasy, undefined, start)))).toMatch(/^302 \/login/);
    expect(await outcome(() => subsectionAction(args("/sat-practice/math/easy", mathEasy, cookies.mentor, start)))).toBe("302 /mentor-dashboard");
    expect(await outcome(() => reviewAction(args("/sat-practice/review/math", { subject: "math" }, cookies.mentor, start)))).toBe("302 /mentor-dashboard");
    expect(await getDb().select().from(satPracticeSessions)).toEqual([]);
  });

  it("lets a student start, refuses a bad form with field messages, and answers 404 for an unknown subsection", async () => {
    expect(await outcome(() => subsectionAction(args("/sat-practice/math/easy", mathEasy, cookies.student, start)))).toBe("302 /sat-practice/math/easy");
    const bad = (await subsectionAction(args("/sat-practice/math/easy", mathEasy, cookies.student, { ...start, secondsPerQuestion: "5" }))) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string> };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.fieldErrors.secondsPerQuestion).toBe("sat-practice:start.secondsInvalid");
    expect(await outcome(() => subsectionLoader(args("/sat-practice/math/grammar", { sectionId: "math", subsectionId: "grammar" }, cookies.student)))).toBe("404");
  });

  it("keeps each student's session and result to themselves", async () => {
    const [session] = await getDb().select({ id: satPracticeSessions.id }).from(satPracticeSessions).limit(1);
    const answer = { intent: "answer", sessionId: session!.id, position: "0", response: "0" };
    const refused = (await subsectionAction(args("/sat-practice/math/easy", mathEasy, cookies.otherStudent, answer))) as unknown as { init: { status: number }; data: { error: string } };
    expect(refused.init.status).toBe(404);
    expect(refused.data.error).toBe("errors:practice_session_not_found");
    expect(await outcome(() => summaryLoader(args(`/sat-practice/summary?session=${session!.id}`, {}, cookies.otherStudent)))).toBe("302 /sat-practice");
  });

  it("shows the SAT reports tab and its action to admins only", async () => {
    const report = { intent: "report", itemId: "eng-easy-001", message: "The passage's second sentence is unclear to me." };
    await subsectionAction(args("/sat-practice/english/easy", { sectionId: "english", subsectionId: "easy" }, cookies.student, report));
    const [row] = await getDb().select().from(satItemReports).where(eq(satItemReports.itemId, "eng-easy-001"));
    expect(row).toMatchObject({ status: "open" });
    for (const cookie of [undefined, cookies.student, cookies.mentor]) {
      expect(await outcome(() => reportsLoader(args("/admin/sat-reports", {}, cookie)))).toMatch(/^302 /);
      expect(await outcome(() => reportsAction(args("/admin/sat-reports", {}, cookie, { reportId: row!.id })))).toMatch(/^302 /);
    }
    const [still] = await getDb().select({ status: satItemReports.status }).from(satItemReports).where(eq(satItemReports.id, row!.id));
    expect(still).toEqual({ status: "open" });
    expect(await outcome(() => reportsAction(args("/admin/sat-reports", {}, cookies.admin, { reportId: row!.id })))).toBe("200");
    const [resolved] = await getDb().select({ status: satItemReports.status }).from(satItemReports).where(eq(satItemReports.id, row!.id));
    expect(resolved).toEqual({ status: "resolved" });
  });
});
