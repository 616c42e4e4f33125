import { beforeAll, expect, it } from "vitest";
import type { Route } from "./+types/api.v1.mentors.$id.slots";
import { loader } from "./api.v1.mentors.$id.slots";
import { routeContext, testServices } from "~/test/test-services";
import { createScenario, recordingGateway } from "~/test/scenario";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import { easternSlotToUtc, utcToEasternSlot } from "~/features/booking/slots";
import type { AppServices } from "~/lib/app-context.server";
import type { Locale } from "~/lib/i18n";
import { describeEachDb } from "~/test/test-database";

describeEachDb("GET /api/v1/mentors/:id/slots", (getDb) => {
  let services: AppServices;
  let mentorIds: string[];
  let paidSlot: { date: string; time: string };
  beforeAll(async () => {
    services = { ...testServices(getDb()), paymentGateway: recordingGateway(), webhookSecret: "whsec_test", notifyJobs: () => {} };
    paidSlot = nextAt(new Date(Date.now() + 21 * 86_400_000), 2, 9);
    const { mentors } = await createScenario(getDb(), {
      mentors: [{}, { disabled: true }],
      availability: [{ weekday: 2, hour: 9 }, { weekday: 6, hour: 15 }, { mentor: 1, weekday: 1, hour: 9 }],
      // A paid meeting in three weeks on one of the hours takes that slot.
      meetings: [{ startsAt: paidSlot, paid: true }],
    });
    mentorIds = mentors.map((m) => m.id);
  });

  async function slots(id: string, locale?: Locale) {
    const request = new Request(`http://localhost:3000/api/v1/mentors/${id}/slots`);
    const response = await loader({ request, params: { id }, context: routeContext(services, locale) } as unknown as Route.LoaderArgs);
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers the free slots of the schedule page, in Eastern time with the UTC instant", async () => {
    const { response, body } = await slots(mentorIds[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const expected = (await listFreeSlots(getDb(), mentorIds[0]!))!.flatMap((w) => w.slots);
    expect(body).toEqual({ timeZone: "America/New_York", slots: expected });
    // Two weekly hours over 8 weeks, less the notice period and the paid meeting.
    expect(expected.length).toBeGreaterThanOrEqual(13);
    expect(expected.length).toBeLessThanOrEqual(15);
    for (const slot of expected) {
      expect(Object.keys(slot)).toEqual(["date", "time", "startsAt"]);
      expect(slot.time === "09:00" || slot.time === "15:00").toBe(true);
      expect(slot.startsAt).toBe(easternSlotToUtc(slot.date, slot.time).toISOString());
    }
    expect(expected.some((s) => s.date === paidSlot.date && s.time === paidSlot.time)).toBe(false);
  });

  it("answers 404 for an unknown or disabled mentor, in the user's language", async () => {
    expect(await slots("no-such-mentor")).toMatchObject({ response: { status: 404 }, body: { error: "not_found", message: "Mentor not found" } });
    expect(await slots(mentorIds[1]!, "zh")).toMatchObject({ response: { status: 404 }, body: { error: "not_found", message: "未找到导师" } });
  });
});

/** The first `weekday` (1 = Monday) at `hour` Eastern on or after `from`, as an Eastern date and time. */
function nextAt(from: Date, weekday: number, hour: number): { date: string; time: string } {
  const days = Array.from({ length: 7 }, (_, i) => utcToEasternSlot(new Date(from.getTime() + i * 86_400_000)));
  return { date: days.find((d) => d.weekday === weekday)!.date, time: `${String(hour).padStart(2, "0")}:00` };
}
