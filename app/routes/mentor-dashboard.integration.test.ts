import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/mentor-dashboard";
import { loader } from "./mentor-dashboard";
import { meetings } from "~/db/schema";
import { createMentorProfile, storeProfilePicture } from "~/features/accounts/create-mentor-profile.server";
import { jpegBytes, validBio } from "~/features/accounts/signup-test-fixtures";
import type { Role } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { createScenario } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";

const appUrl = "http://localhost:3000";
const DAY = 86_400_000;

describeEachDb("/mentor-dashboard", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  async function signedIn(role: Role, withProfile = role === "mentor") {
    const { id, email } = await createTestAccount(getDb(), { email: uniqueEmail(`md-${role}`, "yale.edu"), role, name: "Grace Brewster Hopper" });
    if (withProfile) {
      const photo = await storeProfilePicture(getDb(), await jpegBytes(), id);
      const fields = { major: "mathematics", college: "yale", country: "US", languages: ["en"], interests: ["math"], bio: validBio };
      await getDb().transaction((tx) => createMentorProfile(tx, id, fields, photo.id));
    }
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return { id, cookie: cookieHeader(result.headers.getSetCookie()) };
  }

  function load(cookie?: string) {
    const request = new Request(`${appUrl}/mentor-dashboard`, { headers: cookie ? { cookie } : {} });
    return loader({ request, context: routeContext(services), params: {} } as unknown as Route.LoaderArgs).catch((thrown: unknown) => thrown);
  }
  const locationOf = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);

  it.each([
    [undefined, "/login?redirectTo=%2Fmentor-dashboard"],
    ["student", "/student-dashboard"],
    ["admin", "/"],
  ] as const)("sends %s away to %s", async (role, target) => {
    const cookie = role ? (await signedIn(role)).cookie : undefined;
    expect(locationOf(await load(cookie))).toBe(target);
  });

  it("asks a mentor without a profile to complete it", async () => {
    const { cookie } = await signedIn("mentor", false);
    // Nothing of a dashboard: only its own strings and the profile's, for the page that asks for a profile.
    expect(await load(cookie)).toEqual({
      profile: null,
      strings: { locale: "en", bundles: { "mentor-dashboard": expect.any(Object), "mentor-profile": expect.any(Object) } },
    });
  });

  it("shows a mentor only their own meetings and students", async () => {
    const me = await signedIn("mentor");
    const world = await createScenario(getDb(), {
      mentors: [{}],
      students: [{ name: "Lina Zhang" }],
      meetings: [{ startsAt: new Date(Date.now() + 5 * DAY), paid: true }],
    });
    // The same student also booked this mentor.
    const mine = { id: crypto.randomUUID(), mentorId: me.id, studentId: world.students[0]!.id, startsAt: new Date(Date.now() + 6 * DAY), isPaid: true, priceCents: 6000 };
    await getDb().insert(meetings).values(mine);

    const answer = (await load(me.cookie)) as Awaited<ReturnType<typeof loader>>;
    expect(answer.profile?.header).toMatchObject({ name: "Grace Brewster Hopper", college: "yale" });
    expect(answer.profile?.upcoming.map((m) => m.id)).toEqual([mine.id]);
    expect(answer.profile?.students).toEqual([
      { studentId: world.students[0]!.id, name: "Lina Z.", sessions: [{ id: mine.id, startsAt: mine.startsAt.toISOString(), type: "general", status: "scheduled" }] },
    ]);
    expect(answer.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
