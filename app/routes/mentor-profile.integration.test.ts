import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "./+types/mentor-profile";
import { action, loader } from "./mentor-profile";
import { loader as dashboardLoader } from "./mentor-dashboard";
import type { Route as DashboardRoute } from "./+types/mentor-dashboard";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { users } from "~/db/schema/users";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import type { FieldErrors } from "~/features/accounts/field-errors";
import { fileOf, formOf, gifBytes, jpegBytes, pngBytes, validBio } from "~/features/accounts/signup-test-fixtures";
import type { AppServices } from "~/lib/app-context.server";
import type { Role } from "~/db/schema/users";
import { recordingLogger } from "~/test/payment-helpers";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";

const editedFields = {
  major: "economics",
  college: "yale",
  country: "br",
  interests: " debate,  , chess ,economics ",
  bio: `${validBio} I also coach debate.`,
};

describeEachDb("/mentor-profile", (getDb) => {
  let services: AppServices;
  let cleared = 0;
  beforeAll(() => {
    const base = testServices(getDb(), appUrl);
    services = { ...base, sharedReads: { get: (_key, load) => load(), clear: () => void (cleared += 1) } };
  });

  async function signedIn(role: Role, { withProfile = role === "mentor", satScore = 1540 as number | null } = {}) {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`mp-${role}`, "yale.edu"), role, name: "Grace Hopper" });
    let photoId: string | null = null;
    if (withProfile) {
      const photo = await storeProfilePicture(getDb(), await jpegBytes(), id);
      photoId = photo.id;
      const fields = { major: "computer-science", college: "stanford", country: "CN", languages: ["en", "zh"], interests: ["SAT"], bio: validBio, satScore: satScore ?? undefined };
      await getDb().transaction((tx) => createMentorProfile(tx, id, fields, photo.id));
    }
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, photoId, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  function args(cookie: string | undefined, init: RequestInit = {}, path = "/mentor-profile") {
    const request = new Request(`${appUrl}${path}`, { ...init, headers: { origin: appUrl, ...(cookie ? { cookie } : {}) } });
    return { request, context: routeContext(services), params: {} };
  }
  const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);
  const load = (cookie?: string) => settle(loader(args(cookie) as unknown as Route.LoaderArgs));
  const submit = (cookie: string | undefined, form: FormData) => settle(action(args(cookie, { method: "POST", body: form }) as unknown as Route.ActionArgs));
  const profileOf = async (id: string) => (await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, id)))[0]!;

  describe("who may open and save it", () => {
    it.each([
      ["student", "/student-dashboard"],
      ["admin", "/"],
    ] as const)("sends the %s to %s and changes nothing", async (role, home) => {
      const { cookie } = await signedIn(role);
      expect(locationOf(await load(cookie))).toBe(home);
      const before = cleared;
      expect(locationOf(await submit(cookie, formOf(editedFields)))).toBe(home);
      expect(cleared).toBe(before);
    });

    it("sends a visitor to log in, and back here afterwards", async () => {
      expect(locationOf(await load())).toBe("/login?redirectTo=%2Fmentor-profile");
      expect(locationOf(await submit(undefined, formOf(editedFields)))).toBe("/login?redirectTo=%2Fmentor-profile");
    });

    it("asks a mentor without a profile to create one, and refuses a save", async () => {
      const { id, cookie } = await signedIn("mentor", { withProfile: false });
      expect(await load(cookie)).toEqual({ profile: null, strings: { locale: "en", bundles: { "mentor-profile": expect.any(Object), signup: expect.any(Object) } } });
      const refused = (await submit(cookie, formOf(editedFields))) as { data: { formError: { message: string } }; init: ResponseInit };
      expect(refused.init.status).toBe(403);
      expect(refused.data.formError.message).toBe("errors:forbidden");
      expect(await getDb().select().from(mentorProfiles).where(eq(mentorProfiles.userId, id))).toEqual([]);
    });
  });

  it("shows the mentor's own profile with name and SAT score", async () => {
    const { cookie, photoId } = await signedIn("mentor");
    expect(await load(cookie)).toEqual({
      profile: {
        name: "Grace Hopper",
        photoId,
        major: "computer-science",
        college: "stanford",
        country: "CN",
        interests: ["SAT"],
        bio: validBio,
        satScore: 1540,
        satScoreVerified: true,
      },
      strings: { locale: "en", bundles: { "mentor-profile": expect.any(Object), signup: expect.any(Object) } },
    });
  });

  it("saves the editable fields, keeps the picture, clears the shared lists and goes to the dashboard", async () => {
    const { id, cookie, photoId } = await signedIn("mentor");
    const other = await signedIn("mentor");
    const otherBefore = await profileOf(other.id);
    const before = cleared;
    expect(locationOf(await submit(cookie, formOf(editedFields)))).toBe("/mentor-dashboard");
    expect(cleared).toBe(before + 1);
    expect(await profileOf(id)).toMatchObject({
      major: "economics",
      college: "yale",
      country: "BR",
      interests: ["debate", "chess", "economics"],
      bio: editedFields.bio,
      photoId,
      satScore: 1540,
    });
    expect(await profileOf(other.id)).toEqual(otherBefore);
    const dashboard = await dashboardLoader(args(cookie, {}, "/mentor-dashboard") as unknown as DashboardRoute.LoaderArgs);
    expect(dashboard.profile?.header).toMatchObject({ college: "yale", bio: editedFields.bio });
  });

  it("ignores a name, SAT score, verification, prices or a mentor id sent by the client", async () => {
    const { id, cookie } = await signedIn("mentor", { satScore: 1320 });
    const other = await signedIn("mentor");
    const form = formOf({
      ...editedFields,
      name: "Someone Else",
      displayName: "Someone Else",
      satScore: "1600",
      satScoreVerified: "false",
      offersSat: "true",
      sessionPriceCents: "100",
      mentorId: other.id,
      userId: other.id,
    });
    expect(locationOf(await submit(cookie, form))).toBe("/mentor-dashboard");
    expect(await profileOf(id)).toMatchObject({ satScore: 1320, satScoreVerified: true, offersSat: false, sessionPriceCents: 6000, college: "yale" });
    const [user] = await getDb().select({ name: users.name }).from(users).where(eq(users.id, id));
    expect(user!.name).toBe("Grace Hopper");
    expect(await profileOf(other.id)).toMatchObject({ college: "stanford" });
  });

  it("replaces the picture through the sign-up pipeline and removes the old one", async () => {
    const { id, cookie, photoId } = await signedIn("mentor");
    const form = formOf({ ...editedFields, picture: fileOf(await pngBytes(), "new.png", "image/png") });
    expect(locationOf(await submit(cookie, form))).toBe("/mentor-dashboard");
    const profile = await profileOf(id);
    expect(profile.photoId).not.toBe(photoId);
    const [stored] = await getDb().select({ ownerId: media.ownerId, type: media.contentType }).from(media).where(eq(media.id, profile.photoId!));
    expect(stored).toEqual({ ownerId: id, type: "image/webp" });
    expect(await getDb().select().from(media).where(eq(media.id, photoId!))).toEqual([]);
  });

  it("refuses what the sign-up refuses, with a message per field, and changes nothing", async () => {
    const { id, cookie } = await signedIn("mentor");
    const before = await profileOf(id);
    const clearedBefore = cleared;
    const refused = (await submit(
      cookie,
      formOf({ major: "basket-weaving", college: "", country: "XX", interests: " , ,", bio: "Too short.", picture: fileOf(await gifBytes(), "a.gif", "image/gif") }),
    )) as { data: { fieldErrors: FieldErrors }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      major: { message: "signup:errors.majorRequired" },
      college: { message: "signup:errors.collegeRequired" },
      country: { message: "signup:errors.countryRequired" },
      interests: { message: "signup:errors.interestsRequired" },
      bio: { message: "signup:errors.bioTooShort" },
      picture: { message: "errors:image_invalid_type" },
    });
    const tooLong = (await submit(cookie, formOf({ ...editedFields, bio: "b".repeat(1001) }))) as { data: { fieldErrors: FieldErrors } };
    expect(tooLong.data.fieldErrors.bio).toEqual({ message: "signup:errors.bioTooLong" });
    expect(await profileOf(id)).toEqual(before);
    expect(cleared).toBe(clearedBefore);
  });

  it("says 'Failed to update profile' when saving fails, and keeps the stored profile", async () => {
    const { id, cookie } = await signedIn("mentor");
    const before = await profileOf(id);
    const { logger, lines } = recordingLogger();
    const failingDb = new Proxy(getDb(), {
      get: (target, key, receiver) => (key === "transaction" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(target, key, receiver)),
    });
    const broken = { ...services, db: failingDb, logger } as unknown as AppServices;
    const request = new Request(`${appUrl}/mentor-profile`, { method: "POST", body: formOf(editedFields), headers: { origin: appUrl, cookie } });
    const answer = (await settle(action({ request, context: routeContext(broken), params: {} } as unknown as Route.ActionArgs))) as {
      data: { formError: { message: string } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(500);
    expect(answer.data.formError.message).toBe("mentor-profile:saveFailed");
    expect(lines.map((line) => line.message)).toEqual(["updating a mentor profile failed"]);
    expect(await profileOf(id)).toEqual(before);
  });
});
