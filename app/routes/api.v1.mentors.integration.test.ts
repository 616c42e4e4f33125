import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route as ListRoute } from "./+types/api.v1.mentors";
import type { Route as ReviewsRoute } from "./+types/api.v1.mentors.$id.reviews";
import { loader as listLoader } from "./api.v1.mentors";
import { loader as reviewsLoader } from "./api.v1.mentors.$id.reviews";
import { media, mentorProfiles } from "~/db/schema";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { insertMentorFixture } from "~/features/mentors/mentor-test-fixture";
import type { AppServices } from "~/lib/app-context.server";
import { createSharedReads } from "~/lib/shared-reads.server";
import { describeEachDb } from "~/test/test-database";

const DEFAULT_ORDER = ["m01", "m06", "m02", "m05", "m11", "m03", "m12", "m07", "m09", "m08", "m10", "m04"];

describeEachDb("GET /api/v1/mentors", (getDb) => {
  let services: AppServices;
  let cookie: string;
  let photoId: string;
  beforeAll(async () => {
    services = testServices(getDb());
    await insertMentorFixture(getDb());
    const [photo] = await getDb()
      .insert(media)
      .values({ contentType: "image/webp", width: 1, height: 1, byteSize: 1, data: new Uint8Array([0]) })
      .returning({ id: media.id });
    photoId = photo!.id;
    await getDb().update(mentorProfiles).set({ photoId }).where(eq(mentorProfiles.userId, "m01"));
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail("api-student") });
    const session = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    cookie = cookieHeader(session.headers.getSetCookie());
  });

  async function list(query: string, signedIn = false) {
    const request = new Request(`http://localhost:3000/api/v1/mentors${query}`, { headers: signedIn ? { cookie } : {} });
    const response = await listLoader({ request, params: {}, context: routeContext(services) } as unknown as ListRoute.LoaderArgs);
    return { response, body: (await response.json()) as Record<string, unknown> & { mentors: Record<string, unknown>[] } };
  }

  it("serves one answer per query to everyone for a few seconds, then reads the database again", async () => {
    const shared = { ...services, sharedReads: createSharedReads({ ttlMs: 60_000 }) };
    const read = async () => {
      const request = new Request("http://localhost:3000/api/v1/mentors?major=computer-science", { headers: { cookie } });
      const response = await listLoader({ request, params: {}, context: routeContext(shared) } as unknown as ListRoute.LoaderArgs);
      return ((await response.json()) as { mentors: { id: string; sessionPrice: number }[] }).mentors.find((m) => m.id === "m01")!.sessionPrice;
    };
    const [before] = await getDb().select({ cents: mentorProfiles.sessionPriceCents }).from(mentorProfiles).where(eq(mentorProfiles.userId, "m01"));
    try {
      expect(await read()).toBe(before!.cents / 100);
      await getDb().update(mentorProfiles).set({ sessionPriceCents: 4000 }).where(eq(mentorProfiles.userId, "m01"));
      expect(await read()).toBe(before!.cents / 100);
      shared.sharedReads.clear();
      expect(await read()).toBe(40);
    } finally {
      await getDb().update(mentorProfiles).set({ sessionPriceCents: before!.cents }).where(eq(mentorProfiles.userId, "m01"));
    }
  });

  describe("signed in", () => {
    it("searches, filters, sorts and pages, with prices in dollars and a photo URL; never cached", async () => {
      const { response, body } = await list("?major=computer-science&availableOnly=true&sort=rating&pageSize=3", true);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(body.mentors.map((m) => m.id)).toEqual(["m01", "m12", "m03"]);
      expect(body.mentors[0]).toEqual({
        id: "m01",
        name: "Alice Z.",
        college: "harvard",
        major: "computer-science",
        country: "US",
        languages: ["en", "zh"],
        rating: 5,
        reviewCount: 2,
        sessionPrice: 85,
        satPrice: 80,
        offersSat: true,
        satScore: 1580,
        photoUrl: `/media/${photoId}?w=320`,
        bio: expect.stringMatching(/^Mentor\./) as unknown as string,
      });
      expect(body.mentors[1]).toMatchObject({ id: "m12", photoUrl: null, sessionPrice: 45 });
    });

    it("matches the search text and pages further", async () => {
      expect((await list("?q=%E5%93%88%E4%BD%9B", true)).body.mentors.map((m) => m.id)).toEqual(["m01"]); // 哈佛
      const { body } = await list("?sort=price_asc&page=2&pageSize=5", true);
      expect(body).toMatchObject({ total: 12, page: 2, pageSize: 5 });
      expect(body.mentors.map((m) => m.id)).toEqual(["m02", "m10", "m06", "m03", "m11"]);
    });
  });

  describe("signed out", () => {
    it("answers like the visitor page: default order, filters ignored, no prices", async () => {
      const { response, body } = await list("?q=chess&major=physics&satOnly=1&ivy=1&sort=price_desc&pageSize=48");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Cookie");
      expect(body).toMatchObject({ total: 12, page: 1, pageSize: 48 });
      expect(body.mentors.map((m) => m.id)).toEqual(DEFAULT_ORDER);
      for (const mentor of body.mentors) expect([mentor.sessionPrice, mentor.satPrice]).toEqual([null, null]);
    });
  });

  describe("bad parameters", () => {
    it.each([
      ["pageSize=49", "pageSize"],
      ["pageSize=0", "pageSize"],
      ["page=0", "page"],
      ["page=two", "page"],
      ["major=astrology", "major"],
      ["college=hogwarts", "college"],
      ["country=XX", "country"],
      ["language=klingon", "language"],
      ["satOnly=maybe", "satOnly"],
      ["availableOnly=yes", "availableOnly"],
      ["ivy=2", "ivy"],
      ["sort=cheapest", "sort"],
      [`q=${"x".repeat(101)}`, "q"],
    ])("?%s answers 400 naming %s", async (query, field) => {
      for (const signedIn of [false, true]) {
        const { response, body } = await list(`?${query}`, signedIn);
        expect(response.status).toBe(400);
        expect(body).toEqual({ error: "invalid_parameter", field, message: expect.any(String) as unknown as string });
      }
    });

    it("treats empty parameters as absent", async () => {
      const { response, body } = await list("?q=&major=&page=&pageSize=&sort=", true);
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ total: 12, page: 1, pageSize: 12 });
    });
  });
});

describeEachDb("GET /api/v1/mentors/:id/reviews", (getDb) => {
  let services: AppServices;
  beforeAll(async () => {
    services = testServices(getDb());
    await insertMentorFixture(getDb());
  });

  async function reviews(id: string, query = "") {
    const request = new Request(`http://localhost:3000/api/v1/mentors/${id}/reviews${query}`);
    const response = await reviewsLoader({ request, params: { id }, context: routeContext(services) } as unknown as ReviewsRoute.LoaderArgs);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers one page of reviews as JSON", async () => {
    const { response, body } = await reviews("m03", "?page=2");
    expect(response.status).toBe(200);
    expect(body).toEqual({
      average: 4.5,
      count: 4,
      page: 2,
      pageCount: 2,
      reviews: [{ id: expect.any(String) as unknown as string, rating: 5, comment: "First", reviewer: "Sam S.", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string }],
    });
    expect((await reviews("m03")).body).toMatchObject({ page: 1 });
  });

  it("answers 404 for an unknown or disabled mentor and 400 for a bad page", async () => {
    expect((await reviews("nobody")).response.status).toBe(404);
    expect((await reviews("m13")).response.status).toBe(404);
    for (const page of ["0", "abc", "1.5", "10001"]) {
      const { response, body } = await reviews("m03", `?page=${page}`);
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ error: "invalid_parameter", field: "page" });
    }
  });
});
