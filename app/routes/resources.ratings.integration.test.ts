import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/resources.ratings";
import type { Route as ReviewsRoute } from "./+types/api.v1.mentors.$id.reviews";
import type { Route as TopMentorsRoute } from "./+types/top-mentors";
import type { Route as DashboardRoute } from "./+types/student-dashboard";
import { action, loader } from "./resources.ratings";
import { loader as reviewsLoader } from "./api.v1.mentors.$id.reviews";
import { loader as topMentorsLoader } from "./top-mentors";
import { loader as dashboardLoader } from "./student-dashboard";
import { meetings, mentorProfiles, ratings } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { createAdjustableClock } from "~/lib/clock.server";
import type { Locale } from "~/lib/i18n";
import { createSharedReads } from "~/lib/shared-reads.server";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const HOUR = 3_600_000;

describeEachDb("POST /resources/ratings", (getDb) => {
  let services: AppServices;
  const clock = createAdjustableClock();
  let mentorId: string;

  beforeAll(async () => {
    // Shared answers kept for a minute, as in production: the rating must clear them.
    services = { ...testServices(getDb()), sharedReads: createSharedReads({ ttlMs: 60_000 }), clock };
    const scenario = await createScenario(getDb(), { mentors: [{ name: "Katherine Johnson" }] });
    mentorId = scenario.mentors[0]!.id;
  });

  async function account(role: Role = "student", name = "Li Wei Zhang") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(role), role, name });
    const session = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(session.headers.getSetCookie()) };
  }

  async function paidMeeting(studentId: string, startsAt: Date) {
    const [row] = await getDb()
      .insert(meetings)
      .values({ mentorId, studentId, startsAt, isPaid: true, priceCents: 6000 })
      .returning({ id: meetings.id });
    return row!.id;
  }

  async function post(body: Record<string, string>, options: { cookie?: string; locale?: Locale } = {}) {
    const request = new Request("http://localhost:3000/resources/ratings", {
      method: "POST",
      body: new URLSearchParams(body),
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
    const response = (await action({ request, params: {}, context: routeContext(services, options.locale) } as unknown as Route.ActionArgs)) as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function reviews(cookie?: string) {
    const request = new Request(`http://localhost:3000/api/v1/mentors/${mentorId}/reviews`, { headers: cookie ? { cookie } : {} });
    const response = await reviewsLoader({ request, params: { id: mentorId }, context: routeContext(services) } as unknown as ReviewsRoute.LoaderArgs);
    return (await response.json()) as Record<string, unknown>;
  }

  async function totals() {
    const [row] = await getDb().select({ count: mentorProfiles.ratingCount, sum: mentorProfiles.ratingSum }).from(mentorProfiles).where(eq(mentorProfiles.userId, mentorId));
    return row;
  }

  it("lets the meeting's student rate it, shows it at once in the leaderboard and reviews, and tells everyone else no", async () => {
    clock.setOffset(0);
    const student = await account("student", "Li Wei Zhang");
    const meetingId = await paidMeeting(student.id, new Date(Date.now() - HOUR));
    const before = await totals();
    const topMentors = async () =>
      (await topMentorsLoader({ request: new Request("http://localhost:3000/top-mentors"), params: {}, context: routeContext(services) } as unknown as TopMentorsRoute.LoaderArgs)).mentors;
    const listedBefore = (await topMentors()).find((m) => m.id === mentorId);

    // The permission matrix: visitor, mentor, admin, another student.
    const body = { meetingId, rating: "5", comment: "Patient and precise." };
    expect(await post(body)).toEqual({ status: 401, body: { error: "unauthorized", message: expect.any(String) } });
    expect(await post(body, { cookie: (await account("mentor")).cookie })).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(await post(body, { cookie: (await account("admin")).cookie })).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(await post(body, { cookie: (await account("student", "Other Student")).cookie })).toMatchObject({
      status: 404,
      body: { error: "meeting_not_found", message: "We couldn't find that session." },
    });
    expect(await totals()).toEqual(before);

    expect(await reviews(student.cookie)).toMatchObject({ rateableMeetingId: meetingId });
    const rated = await post(body, { cookie: student.cookie });
    expect(rated).toEqual({ status: 200, body: { ratingId: expect.any(String), mentorId, average: 5, count: (before!.count ?? 0) + 1 } });

    // The leaderboard was read (and kept for a minute) before: the rating cleared it.
    expect(listedBefore).toBeUndefined();
    expect((await topMentors()).find((m) => m.id === mentorId)).toMatchObject({ rating: 5, reviewCount: 1 });
    const page = await reviews(student.cookie);
    expect(page).toMatchObject({ average: 5, count: 1, rateableMeetingId: null, reviews: [{ rating: 5, reviewer: "Li Z.", comment: "Patient and precise." }] });
    // A visitor's answer has no rating field at all.
    expect(await reviews()).not.toHaveProperty("rateableMeetingId");

    expect(await post(body, { cookie: student.cookie })).toMatchObject({ status: 409, body: { error: "already_rated", message: "You have already rated this session." } });
    expect(await post(body, { cookie: student.cookie, locale: "zh" })).toMatchObject({ status: 409, body: { message: "您已经为这节课评过分了。" } });
    expect(await totals()).toEqual({ count: 1, sum: 5 });
  });

  it("refuses bad input with the field's message in the user's language and keeps nothing", async () => {
    clock.setOffset(0);
    const student = await account();
    const meetingId = await paidMeeting(student.id, new Date(Date.now() - 2 * HOUR));

    expect(await post({ meetingId }, { cookie: student.cookie })).toMatchObject({ status: 400, body: { error: "invalid_request", fields: { rating: "Please select a rating" } } });
    expect(await post({ meetingId, rating: "0" }, { cookie: student.cookie, locale: "zh" })).toMatchObject({ status: 400, body: { fields: { rating: "请选择评分" } } });
    for (const rating of ["6", "4.5", "five", ""]) {
      expect((await post({ meetingId, rating }, { cookie: student.cookie })).body, rating).toMatchObject({ fields: { rating: "Please select a rating" } });
    }
    expect(await post({ meetingId, rating: "4", comment: "x".repeat(1001) }, { cookie: student.cookie })).toMatchObject({
      status: 400,
      body: { fields: { comment: "Your comment must be at most 1000 characters." } },
    });
    expect((await post({ meetingId, rating: "4", comment: "nul\u0000byte" }, { cookie: student.cookie })).body).toMatchObject({ fields: { comment: expect.any(String) } });
    expect(await post({ meetingId: "not-a-meeting", rating: "4" }, { cookie: student.cookie })).toMatchObject({ status: 400, body: { error: "invalid_request" } });
    expect(await getDb().select().from(ratings).where(eq(ratings.meetingId, meetingId))).toEqual([]);

    // A blank comment is no comment.
    expect((await post({ meetingId, rating: "3", comment: "   " }, { cookie: student.cookie })).status).toBe(200);
    expect(await getDb().select({ comment: ratings.comment }).from(ratings).where(eq(ratings.meetingId, meetingId))).toEqual([{ comment: null }]);
  });

  it("a meeting can be rated once the server's clock has passed its start", async () => {
    clock.setOffset(0);
    const student = await account();
    const meetingId = await paidMeeting(student.id, new Date(Date.now() + 3 * 24 * HOUR));
    const dashboard = async () =>
      (await dashboardLoader({
        request: new Request("http://localhost:3000/student-dashboard", { headers: { cookie: student.cookie } }),
        params: {},
        context: routeContext(services),
      } as unknown as DashboardRoute.LoaderArgs)) as { mentorsToRate: { meetingId: string; mentorName: string }[] };

    expect((await dashboard()).mentorsToRate).toEqual([]);
    expect(await post({ meetingId, rating: "4" }, { cookie: student.cookie })).toMatchObject({
      status: 409,
      body: { error: "rating_not_started", message: "You can rate this session once it has started." },
    });

    clock.setOffset(3 * 24 * HOUR + HOUR);
    expect((await dashboard()).mentorsToRate).toMatchObject([{ meetingId, mentorName: "Katherine J." }]);
    expect((await post({ meetingId, rating: "4" }, { cookie: student.cookie })).status).toBe(200);
    expect((await dashboard()).mentorsToRate).toEqual([]);
    clock.setOffset(0);
  });

  it("the dashboard loader sends others to their own place", async () => {
    for (const role of ["mentor", "admin"] as const) {
      const { cookie } = await account(role);
      const outcome = await dashboardLoader({
        request: new Request("http://localhost:3000/student-dashboard", { headers: { cookie } }),
        params: {},
        context: routeContext(services),
      } as unknown as DashboardRoute.LoaderArgs).catch((thrown: unknown) => thrown);
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).status).toBe(302);
    }
  });

  it("shows the average of spec §4: (old × count + new) / (count + 1), rounded to 2 decimals", async () => {
    clock.setOffset(0);
    const student = await account("student", "Ana Silva");
    /** The spec's arithmetic in exact fractions: old average × old count is the old sum; half a hundredth rounds up. */
    const specAverage = (oldCount: number, oldSum: number, rating: number) =>
      Number((BigInt(oldSum + rating) * 200n + BigInt(oldCount + 1)) / (BigInt(oldCount + 1) * 2n)) / 100;

    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), async (earlier, rating) => {
        mentorId = (await createScenario(getDb(), { mentors: [{ name: "Rosalind Franklin" }] })).mentors[0]!.id;
        const oldSum = earlier.reduce((sum, r) => sum + r, 0);
        await getDb().update(mentorProfiles).set({ ratingCount: earlier.length, ratingSum: oldSum }).where(eq(mentorProfiles.userId, mentorId));
        const meetingId = await paidMeeting(student.id, new Date(Date.now() - HOUR));

        const rated = await post({ meetingId, rating: String(rating) }, { cookie: student.cookie });

        const expected = { average: specAverage(earlier.length, oldSum, rating), count: earlier.length + 1 };
        expect(rated).toMatchObject({ status: 200, body: expected });
        // What the reviews panel shows (the cards and the leaderboard use the same SQL).
        expect(await reviews()).toMatchObject(expected);
      }),
      { numRuns: 30 },
    );
  });

  it("answers GET with 405", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
