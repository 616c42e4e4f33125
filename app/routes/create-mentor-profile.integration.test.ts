import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/create-mentor-profile";
import { action, loader } from "./create-mentor-profile";
import { loader as mentorDashboardLoader } from "./mentor-dashboard";
import type { Route as DashboardRoute } from "./+types/mentor-dashboard";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import type { FieldErrors } from "~/features/accounts/field-errors";
import { accountRowCounts, fileOf, formOf, gifBytes, jpegBytes, mentorProfileFields } from "~/features/accounts/signup-test-fixtures";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import { describeEachDb } from "~/test/test-database";

const appUrl = "http://localhost:3000";

describeEachDb("/create-mentor-profile", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  async function signedIn(role: "student" | "mentor") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`cmp-${role}`, "princeton.edu"), role });
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  function args(cookie: string | undefined, init: RequestInit = {}, path = "/create-mentor-profile") {
    const request = new Request(`${appUrl}${path}`, { ...init, headers: { origin: appUrl, ...(cookie ? { cookie } : {}) } });
    return { request, context: routeContext(services), params: {} };
  }

  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);

  async function submit(cookie: string | undefined, form: FormData) {
    return settle(action(args(cookie, { method: "POST", body: form }) as unknown as Route.ActionArgs));
  }

  async function profileForm() {
    return formOf({ ...mentorProfileFields, picture: fileOf(await jpegBytes(), "me.jpg", "image/jpeg") });
  }

  it("asks a mentor without a profile on the dashboard to complete it, and the form creates it", async () => {
    const { id, cookie } = await signedIn("mentor");
    const dashboard = await mentorDashboardLoader(args(cookie, {}, "/mentor-dashboard") as unknown as DashboardRoute.LoaderArgs);
    expect(dashboard.profile).toBeNull();
    expect(await loader(args(cookie) as unknown as Route.LoaderArgs)).toEqual({ strings: { locale: "en", bundles: { signup: expect.any(Object) } } });

    const created = await submit(cookie, await profileForm());
    expect(locationOf(created)).toBe("/mentor-dashboard");
    const [profile] = await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, id));
    expect(profile).toMatchObject({
      college: "stanford",
      languages: ["en", "zh"],
      interests: ["SAT", "essay writing", "robotics"],
      satScore: 1540,
      sessionPriceCents: 6000,
      satPriceCents: 8000,
      offersSat: false,
      satScoreVerified: true,
      ratingCount: 0,
    });
    const [photo] = await getDb().select({ ownerId: media.ownerId, type: media.contentType }).from(media).where(eq(media.id, profile!.photoId!));
    expect(photo).toEqual({ ownerId: id, type: "image/webp" });

    const dashboardNow = await mentorDashboardLoader(args(cookie, {}, "/mentor-dashboard") as unknown as DashboardRoute.LoaderArgs);
    expect(dashboardNow.profile?.header).toMatchObject({ college: "stanford", ratingCount: 0 });
    // With a profile, the form is no longer offered, and posting again changes nothing.
    expect(locationOf(await settle(loader(args(cookie) as unknown as Route.LoaderArgs)))).toBe("/mentor-dashboard");
    const before = await accountRowCounts(getDb());
    expect(locationOf(await submit(cookie, await profileForm()))).toBe("/mentor-dashboard");
    expect(await accountRowCounts(getDb())).toEqual(before);
  });

  it("lets the new mentor appear in shared mentor lists at once", async () => {
    const cleared: string[] = [];
    const sharedReads = { get: <V,>(_key: string, load: () => Promise<V>) => load(), clear: () => void cleared.push("cleared") };
    const { cookie } = await signedIn("mentor");
    const withShared = { ...services, sharedReads };
    const request = new Request(`${appUrl}/create-mentor-profile`, { method: "POST", body: await profileForm(), headers: { origin: appUrl, cookie } });
    const created = await settle(action({ request, context: routeContext(withShared), params: {} } as unknown as Route.ActionArgs));
    expect(locationOf(created)).toBe("/mentor-dashboard");
    expect(cleared).toEqual(["cleared"]);
  });

  it("answers field errors with the sign-up's rules and stores nothing", async () => {
    const { id, cookie } = await signedIn("mentor");
    const before = await accountRowCounts(getDb());
    const gif = await gifBytes();
    const refused = (await submit(cookie, formOf({ ...mentorProfileFields, picture: fileOf(gif, "a.gif", "image/gif"), bio: "short", languages: [] }))) as {
      data: { fieldErrors: FieldErrors };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      picture: { message: "errors:image_invalid_type" },
      bio: { message: "signup:errors.bioTooShort" },
      languages: { message: "signup:errors.languagesRequired" },
    });
    const disguised = (await submit(cookie, formOf({ ...mentorProfileFields, picture: fileOf(gif, "a.jpg", "image/jpeg") }))) as {
      data: { formError: unknown };
      init: ResponseInit;
    };
    expect(disguised.init.status).toBe(400);
    expect(disguised.data.formError).toEqual({ message: "errors:image_invalid_type" });
    expect(await accountRowCounts(getDb())).toEqual(before);
    expect(await getDb().$count(mentorProfiles, eq(mentorProfiles.userId, id))).toBe(0);
  });

  it("is for mentors only", async () => {
    const visitor = await settle(loader(args(undefined) as unknown as Route.LoaderArgs));
    expect(locationOf(visitor)).toBe("/login?redirectTo=%2Fcreate-mentor-profile");
    const { cookie } = await signedIn("student");
    expect(locationOf(await settle(loader(args(cookie) as unknown as Route.LoaderArgs)))).toBe("/student-dashboard");
    const before = await accountRowCounts(getDb());
    expect(locationOf(await submit(cookie, await profileForm()))).toBe("/student-dashboard");
    expect(locationOf(await submit(undefined, await profileForm()))).toMatch(/^\/login/);
    expect(await accountRowCounts(getDb())).toEqual(before);
  });

  it("refuses a second profile for the same mentor inside the transaction", async () => {
    const { id } = await signedIn("mentor");
    const fields = { major: "economics", college: "yale", country: "US", languages: ["en"], interests: ["debate"], bio: "x".repeat(60) };
    const first = await storeProfilePicture(getDb(), await jpegBytes());
    await getDb().transaction((tx) => createMentorProfile(tx, id, fields, first.id));
    const second = await storeProfilePicture(getDb(), await jpegBytes());
    const error = await getDb()
      .transaction((tx) => createMentorProfile(tx, id, fields, second.id))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("mentor_profile_exists");
  });
});
