import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "./+types/resources.applications";
import type { Route as DashboardRoute } from "./+types/student-dashboard";
import { action, loader } from "./resources.applications";
import { loader as dashboardLoader } from "./student-dashboard";
import { collegeApplications } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import { signIn } from "~/features/accounts/sign-in.server";
import type { AppServices } from "~/lib/app-context.server";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

const URL_BASE = "http://localhost:3000";

const form = {
  collegeName: "Vanderbilt University",
  status: "in-progress",
  competitiveness: "target",
  currentSat: "1450",
  targetSat: "1520",
  commonAppProgress: "66",
  essayProgress: "50",
  dueDate: "2027-01-01",
};

describeEachDb("POST /resources/applications", (getDb) => {
  let services: AppServices;
  const cookies = {} as Record<"student" | "otherStudent" | "mentor" | "admin", string>;
  const ids = {} as Record<"student" | "otherStudent", string>;
  let address = 10;

  async function signedIn(role: Role) {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name: "Mei Lin" });
    address += 1;
    const ip = `192.0.2.${address}`;
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: ip, headers: new Headers({ "x-unibridge-client-ip": ip }) });
    return { id, cookie: cookieHeader(setCookies) };
  }

  beforeAll(async () => {
    services = testServices(getDb());
    for (const role of ["student", "otherStudent"] as const) {
      const { id, cookie } = await signedIn("student");
      ids[role] = id;
      cookies[role] = cookie;
    }
    cookies.mentor = (await signedIn("mentor")).cookie;
    cookies.admin = (await signedIn("admin")).cookie;
  });

  async function post(body: Record<string, string>, cookie?: string, locale: "en" | "zh" = "en") {
    const request = new Request(`${URL_BASE}/resources/applications`, { method: "POST", body: new URLSearchParams(body), headers: cookie ? { cookie } : {} });
    const response = (await action({ request, params: {}, context: routeContext(services, locale) } as unknown as Route.ActionArgs)) as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function list(studentId: string) {
    return getDb()
      .select()
      .from(collegeApplications)
      .where(eq(collegeApplications.studentId, studentId))
      .orderBy(asc(collegeApplications.position));
  }

  async function create(collegeName: string, who: "student" | "otherStudent" = "student") {
    const { status, body } = await post({ intent: "create", ...form, collegeName }, cookies[who]);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.id as string;
  }

  it("adds, edits, annotates, moves and deletes for the signed-in student", async () => {
    const first = await create("Vanderbilt University");
    const second = await create("Emory University");
    expect(await post({ intent: "update", id: first, ...form, collegeName: "Vanderbilt University", status: "submitted", essayProgress: "na" }, cookies.student)).toEqual({
      status: 200,
      body: { ok: true, intent: "update", id: first },
    });
    expect((await post({ intent: "notes", id: first, notes: "  Early decision II.  " }, cookies.student)).status).toBe(200);
    expect((await post({ intent: "move", id: second, afterId: "" }, cookies.student)).status).toBe(200);

    const rows = await list(ids.student);
    expect(rows.map((row) => [row.collegeName, row.position])).toEqual([
      ["Emory University", 0],
      ["Vanderbilt University", 1],
    ]);
    expect(rows[1]).toMatchObject({ status: "submitted", essayProgress: null, notes: "Early decision II.", currentSat: 1450, targetSat: 1520, commonAppProgress: 66 });

    expect((await post({ intent: "delete", id: second }, cookies.student)).status).toBe(200);
    expect((await list(ids.student)).map((row) => [row.collegeName, row.position])).toEqual([["Vanderbilt University", 0]]);
  });

  it("answers bad input with 400 and the field's message key, in the asker's language, changing nothing", async () => {
    const before = await list(ids.student);
    const cases: [Record<string, string>, string, string][] = [
      [{ ...form, collegeName: "   " }, "collegeName", "applications:errors.collegeRequired"],
      [{ ...form, currentSat: "399" }, "currentSat", "applications:errors.satRange"],
      [{ ...form, targetSat: "1600.5" }, "targetSat", "applications:errors.satRange"],
      [{ ...form, commonAppProgress: "50" }, "commonAppProgress", "applications:errors.progressInvalid"],
      [{ ...form, essayProgress: "33" }, "essayProgress", "applications:errors.progressInvalid"],
      [{ ...form, status: "deferred" }, "status", "applications:errors.statusInvalid"],
      [{ ...form, competitiveness: "dream" }, "competitiveness", "applications:errors.competitivenessInvalid"],
      [{ ...form, dueDate: "2027-02-30" }, "dueDate", "applications:errors.dueDateInvalid"],
      [{ ...form, collegeName: "Evil\u0000College" }, "collegeName", "errors:invalid_characters"],
    ];
    for (const [body, field, key] of cases) {
      const answer = await post({ intent: "create", ...body }, cookies.student, "zh");
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ error: "invalid_request", message: "请检查标出的字段。", fieldErrors: { [field]: key } });
    }
    expect((await post({ intent: "notes", id: crypto.randomUUID(), notes: "x".repeat(2001) }, cookies.student)).body.fieldErrors).toEqual({ notes: "applications:errors.notesTooLong" });
    expect((await post({ intent: "move", id: "not-an-id", afterId: "" }, cookies.student)).status).toBe(400);
    expect((await post({ intent: "rename" }, cookies.student)).status).toBe(400);
    expect(await list(ids.student)).toEqual(before);
  });

  it("refuses a college already on the list with its message", async () => {
    await create("Georgetown University");
    const answer = await post({ intent: "create", ...form, collegeName: "乔治城大学" }, cookies.student);
    expect(answer).toEqual({ status: 409, body: { error: "application_exists", message: "This college is already in your applications." } });
  });

  describe("permissions: every intent", () => {
    let theirs: string;
    let mine: string;
    beforeAll(async () => {
      theirs = await create("Tufts University", "otherStudent");
      mine = await create("Boston College");
    });
    const intents = (id: string, afterId: string): Record<string, string>[] => [
      { intent: "create", ...form, collegeName: "Intruder College" },
      { intent: "update", id, ...form, collegeName: "Intruder College" },
      { intent: "notes", id, notes: "written by someone else" },
      { intent: "delete", id },
      { intent: "move", id, afterId },
    ];

    it("a visitor gets 401, a mentor or an admin 403, and nothing changes", async () => {
      const before = await list(ids.otherStudent);
      for (const body of intents(theirs, "")) {
        expect((await post(body)).status, `visitor ${body.intent}`).toBe(401);
        expect((await post(body, cookies.mentor)).status, `mentor ${body.intent}`).toBe(403);
        expect((await post(body, cookies.admin)).status, `admin ${body.intent}`).toBe(403);
      }
      expect(await list(ids.otherStudent)).toEqual(before);
    });

    it("another student's application is not found (404) for every change, and stays as it was", async () => {
      const before = await list(ids.otherStudent);
      for (const body of intents(theirs, "").slice(1)) {
        const answer = await post(body, cookies.student);
        expect(answer, body.intent).toEqual({ status: 404, body: { error: "not_found", message: "We could not find what you were looking for." } });
      }
      // Nor can their row be used as an anchor in one's own list.
      expect((await post({ intent: "move", id: mine, afterId: theirs }, cookies.student)).status).toBe(409);
      expect(await list(ids.otherStudent)).toEqual(before);
    });

    it("answers GET with 405", () => {
      expect(loader().status).toBe(405);
    });
  });
});

describeEachDb("GET /student-dashboard: the application tracker", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb());
  });

  async function load(cookie?: string) {
    const request = new Request(`${URL_BASE}/student-dashboard`, { headers: cookie ? { cookie } : {} });
    try {
      return await dashboardLoader({ request, params: {}, context: routeContext(services) } as unknown as DashboardRoute.LoaderArgs);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function signedIn(role: Role, ip: string) {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role });
    const { setCookies } = await signIn(services, { email, password: TEST_PASSWORD, rememberMe: false }, { clientIp: ip, headers: new Headers({ "x-unibridge-client-ip": ip }) });
    return { id, cookie: cookieHeader(setCookies) };
  }

  it("shows a student their own applications only; others are sent away", async () => {
    const student = await signedIn("student", "192.0.2.150");
    const other = await signedIn("student", "192.0.2.151");
    await getDb().insert(collegeApplications).values([
      { studentId: student.id, position: 0, collegeName: "Cornell University", dueDate: "2027-01-02" },
      { studentId: other.id, position: 0, collegeName: "Not Yours College", dueDate: "2027-01-02" },
    ]);
    const data = (await load(student.cookie)) as Exclude<Awaited<ReturnType<typeof load>>, Response>;
    expect(data.applicationTracker.applications.map((application) => application.collegeName)).toEqual(["Cornell University"]);
    expect(data.applicationTracker.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const visitor = (await load()) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fstudent-dashboard");
    const mentor = (await load((await signedIn("mentor", "192.0.2.152")).cookie)) as Response;
    expect(mentor.headers.get("Location")).toBe("/mentor-dashboard");
    const admin = (await load((await signedIn("admin", "192.0.2.153")).cookie)) as Response;
    expect(admin.headers.get("Location")).toBe("/");
  });
});
