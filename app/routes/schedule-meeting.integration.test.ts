import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/schedule-meeting.$mentorId";
import { loader } from "./schedule-meeting.$mentorId";
import { cookieHeader, createTestAccount, routeContext, TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { createScenario } from "~/test/scenario";
import type { BookingMentorView } from "~/features/booking/schedule-meeting-page";
import { BOOKING_WEEKS, type SlotWeek } from "~/features/booking/slots";
import type { AppServices } from "~/lib/app-context.server";
import type { PageStrings } from "~/lib/page-strings";
import { describeEachDb } from "~/test/test-database";

const appUrl = "http://localhost:3000";

interface PageData {
  mentor: BookingMentorView | null;
  weeks: SlotWeek[];
  viewerRole: string | null;
  strings: PageStrings;
}

describeEachDb("/schedule-meeting/:mentorId loader", (getDb) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(getDb(), appUrl);
  });

  async function signedIn(role: "student" | "mentor") {
    const { email } = await createTestAccount(getDb(), { email: uniqueEmail(`schedule-${role}`, "example.edu"), role });
    const result = await services.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
    return cookieHeader(result.headers.getSetCookie());
  }

  async function load(mentorId: string, cookie?: string): Promise<PageData> {
    const request = new Request(`${appUrl}/schedule-meeting/${mentorId}`, { headers: cookie ? { cookie } : {} });
    const result: unknown = await loader({ request, context: routeContext(services), params: { mentorId } } as unknown as Route.LoaderArgs);
    return result as PageData;
  }

  it("answers 404 with no mentor for an unknown or disabled mentor", async () => {
    const { mentors } = await createScenario(getDb(), { mentors: [{ disabled: true }] });
    for (const id of ["no-such-mentor", mentors[0]!.id]) {
      // data(..., { status: 404 }): the page renders 'Mentor not found' with that status.
      const result = (await load(id)) as unknown as { data: PageData; init: ResponseInit };
      expect(result.init.status).toBe(404);
      expect(result.data.mentor).toBeNull();
      // 'Mentor not found' is worded from the booking strings.
      expect(result.data.strings).toEqual({ locale: "en", bundles: { booking: expect.any(Object) } });
    }
  });

  it("shows a visitor the mentor, the offered types without prices and 8 weeks of slots", async () => {
    const { mentors } = await createScenario(getDb(), {
      mentors: [{ name: "Alice Zhang", sessionPriceCents: 6500, satPriceCents: 9000, satScore: 1560, offersSat: true }],
      availability: [{ weekday: 2, hour: 10 }],
    });
    const data = await load(mentors[0]!.id);
    expect(data.viewerRole).toBeNull();
    expect(data.mentor).toMatchObject({ name: "Alice Z.", prices: null, sessionTypes: ["sat", "essay", "college", "interview", "general"] });
    expect(JSON.stringify(data)).not.toMatch(/6500|9000/);
    expect(data.weeks).toHaveLength(BOOKING_WEEKS);
    expect(data.weeks.flatMap((week) => week.slots).every((slot) => slot.time === "10:00")).toBe(true);
  });

  it("tells the page who is looking, and shows a signed-in user the prices from the database", async () => {
    const { mentors } = await createScenario(getDb(), { mentors: [{ sessionPriceCents: 6500, satPriceCents: 9000, satScore: 1560, offersSat: true }] });
    const student = await load(mentors[0]!.id, await signedIn("student"));
    expect(student.viewerRole).toBe("student");
    expect(student.mentor?.prices).toEqual({ sessionPriceCents: 6500, satPriceCents: 9000 });
    expect((await load(mentors[0]!.id, await signedIn("mentor"))).viewerRole).toBe("mentor");
  });
});

