import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action as resourceAction } from "./resources.sat-mock";
import { action as practiceAction } from "./sat-practice";
import { action as examAction, loader as examLoader } from "./sat-practice.exam.$testId";
import { action as reportAction, loader as reportLoader } from "./sat-practice.exam-report.$attemptId";
import { checkouts, satMockAttempts, satMockShares, users } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { routeArgs, routeOutcome } from "~/test/route-calls";
import { cookieHeader, createTestAccount, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

// Who may take and see mock exams: students their own (test 1 free, the others after the purchase),
// a mentor only a report shared with them; every loader and action checks for itself.
describeEachDb("SAT mock exam routes: who may use them", (getDb) => {
  let services: AppServices;
  const people = {} as Record<Role | "otherStudent", { cookie: string; id: string }>;

  async function signedIn(role: Role) {
    const { email, id } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name: "Katherine Johnson" });
    const address = nextIp();
    const result = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: address, headers: new Headers({ "x-unibridge-client-ip": address }) });
    return { cookie: cookieHeader(result.setCookies), id };
  }
  const args = (path: string, params: Record<string, string>, cookie?: string, body?: Record<string, string>) => routeArgs(services, path, params, cookie, body);
  const test1 = { testId: "1" };

  beforeAll(async () => {
    services = testServices(getDb());
    people.student = await signedIn("student");
    people.otherStudent = await signedIn("student");
    people.mentor = await signedIn("mentor");
  });

  it("sends visitors to sign in and mentors to their dashboard, changing nothing", async () => {
    expect(await routeOutcome(() => examLoader(args("/sat-practice/exam/1", test1)))).toBe("302 /login?redirectTo=%2Fsat-practice%2Fexam%2F1");
    expect(await routeOutcome(() => examLoader(args("/sat-practice/exam/1", test1, people.mentor.cookie)))).toBe("302 /mentor-dashboard");
    expect(await routeOutcome(() => examAction(args("/sat-practice/exam/1", test1, people.mentor.cookie, { intent: "start" })))).toBe("302 /mentor-dashboard");
    expect(await routeOutcome(() => practiceAction(args("/sat-practice", {}, undefined, { intent: "unlock" })))).toMatch(/^302 \/login/);
    const autosave = (await resourceAction(args("/resources/sat-mock", {}, undefined, { testNumber: "1", intent: "visit", attemptId: crypto.randomUUID(), moduleIndex: "0", position: "1" }))) as Response;
    expect(autosave.status).toBe(401);
    expect(await getDb().select().from(satMockAttempts)).toEqual([]);
  });

  it("opens test 1 to a student, keeps test 2 locked before the purchase, and 404s a test that does not exist", async () => {
    expect(await routeOutcome(() => examLoader(args("/sat-practice/exam/1", test1, people.student.cookie)))).toBe("200");
    expect(await routeOutcome(() => examLoader(args("/sat-practice/exam/2", { testId: "2" }, people.student.cookie)))).toBe("302 /sat-practice?tab=mock");
    const locked = (await examAction(args("/sat-practice/exam/2", { testId: "2" }, people.student.cookie, { intent: "start" }))) as unknown as { init: { status: number }; data: { error: string } };
    expect([locked.init.status, locked.data.error]).toEqual([403, "errors:mock_test_locked"]);
    for (const testId of ["0", "11", "01", "x"]) {
      expect(await routeOutcome(() => examLoader(args(`/sat-practice/exam/${testId}`, { testId }, people.student.cookie))), testId).toBe("404");
    }
    expect(await routeOutcome(() => examAction(args("/sat-practice/exam/1", test1, people.student.cookie, { intent: "start" })))).toBe("302 /sat-practice/exam/1");
    expect(await getDb().select({ testNumber: satMockAttempts.testNumber }).from(satMockAttempts)).toEqual([{ testNumber: 1 }]);
  });

  it("keeps an attempt to its student: another student's autosave and report are refused", async () => {
    const [attempt] = await getDb().select({ id: satMockAttempts.id }).from(satMockAttempts).where(eq(satMockAttempts.userId, people.student.id));
    const visit = { testNumber: "1", intent: "visit", attemptId: attempt!.id, moduleIndex: "0", position: "3" };
    expect(((await resourceAction(args("/resources/sat-mock", {}, people.otherStudent.cookie, visit))) as Response).status).toBe(404);
    expect(((await resourceAction(args("/resources/sat-mock", {}, people.student.cookie, visit))) as Response).status).toBe(200);
    const bad = (await resourceAction(args("/resources/sat-mock", {}, people.student.cookie, { ...visit, position: "40" }))) as Response;
    expect(bad.status).toBe(400);
    const [after] = await getDb().select({ position: satMockAttempts.currentPosition }).from(satMockAttempts).where(eq(satMockAttempts.id, attempt!.id));
    expect(after).toEqual({ position: 3 });

    await getDb().update(satMockAttempts).set({ status: "finished", finishedAt: new Date(), score: {} }).where(eq(satMockAttempts.id, attempt!.id));
    const report = { attemptId: attempt!.id };
    expect(await routeOutcome(() => reportLoader(args(`/sat-practice/exam-report/${attempt!.id}`, report, people.student.cookie)))).toBe("200");
    expect(await routeOutcome(() => reportLoader(args(`/sat-practice/exam-report/${attempt!.id}`, report, people.otherStudent.cookie)))).toBe("404");
    expect(await routeOutcome(() => reportLoader(args(`/sat-practice/exam-report/${attempt!.id}`, report, people.mentor.cookie)))).toBe("404");
    expect(await routeOutcome(() => reportLoader(args("/sat-practice/exam-report/not-a-uuid", { attemptId: "not-a-uuid" }, people.student.cookie)))).toBe("404");
    // The mentor was never booked: sharing is refused and nothing is written.
    const share = (await reportAction(args(`/sat-practice/exam-report/${attempt!.id}`, report, people.student.cookie, { intent: "share", mentorId: people.mentor.id, shared: "true" }))) as unknown as { init: { status: number } };
    expect(share.init.status).toBe(403);
    expect(await getDb().select().from(satMockShares)).toEqual([]);
    expect(await routeOutcome(() => reportAction(args(`/sat-practice/exam-report/${attempt!.id}`, report, people.mentor.cookie, { intent: "share", mentorId: people.mentor.id, shared: "true" })))).toBe("302 /mentor-dashboard");
  });

  it("sends a student's Unlock to the payment page, and refuses it once they own the tests", async () => {
    expect(await routeOutcome(() => practiceAction(args("/sat-practice", {}, people.otherStudent.cookie, { intent: "unlock" })))).toMatch(/^302 http:\/\/localhost:\d+\/pay\/local\/cs_local_/);
    const [open] = await getDb().select({ kind: checkouts.kind, totalCents: checkouts.totalCents }).from(checkouts).where(eq(checkouts.studentId, people.otherStudent.id));
    expect(open).toEqual({ kind: "mock", totalCents: 9900 });
    await getDb().update(users).set({ satAccess: true }).where(eq(users.id, people.otherStudent.id));
    const owned = (await practiceAction(args("/sat-practice", {}, people.otherStudent.cookie, { intent: "unlock" }))) as unknown as { init: { status: number }; data: { error: string } };
    expect(owned.init.status).toBe(409);
    expect(owned.data.error).toBe("errors:mock_already_owned");
  });
});
