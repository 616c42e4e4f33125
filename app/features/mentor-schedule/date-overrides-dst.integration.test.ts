import { expect, it } from "vitest";
import { createCheckout } from "~/features/booking/create-checkout.server";
import { listFreeSlots } from "~/features/booking/list-free-slots.server";
import { createScenario, recordingGateway } from "~/test/scenario";
import { describeEachDb } from "~/test/test-database";
import { codeOf } from "~/test/test-services";
import { removeDateOverride, setDateOverride } from "./change-date-override.server";
import { findBookedOutsideHours } from "./find-booked-outside-hours.server";
import { replaceWeeklyHours } from "./replace-weekly-hours.server";

// Date overrides around the DST changes of 2027 (clocks forward Sunday 14 March, back Sunday 7
// November), with the clock injected: the slot grid, the checkout's re-check and the report of
// booked sessions all read the same Eastern dates and hours.

const MARCH_NOW = new Date("2027-02-24T17:00:00Z"); // Wednesday 24 Feb, 12:00 EST
const NOVEMBER_NOW = new Date("2027-10-20T16:00:00Z"); // Wednesday 20 Oct, 12:00 EDT
const appUrl = "http://localhost:3000";

describeEachDb("date overrides across DST weeks", (getDb) => {
  const gateway = recordingGateway();

  it("blocks the Sunday clocks go forward and opens extra hours the next day, in the grid and at checkout", async () => {
    const db = getDb();
    const { mentors, students } = await createScenario(db, {
      mentors: [{}],
      availability: [{ weekday: 6, hour: 9 }, { weekday: 7, hour: 9 }, { weekday: 1, hour: 20 }],
      students: [{}],
    });
    const mentorId = mentors[0]!.id;
    await setDateOverride(db, mentorId, { kind: "blocked", date: "2027-03-14" }, MARCH_NOW);
    await setDateOverride(db, mentorId, { kind: "extra", date: "2027-03-15", start: 9, end: 11 }, MARCH_NOW);
    const slots = (await listFreeSlots(db, mentorId, MARCH_NOW))!.flatMap((w) => w.slots);
    expect(slots.filter((s) => s.date >= "2027-03-13" && s.date <= "2027-03-15")).toEqual([
      { date: "2027-03-13", time: "09:00", startsAt: "2027-03-13T14:00:00.000Z" },
      { date: "2027-03-15", time: "09:00", startsAt: "2027-03-15T13:00:00.000Z" },
      { date: "2027-03-15", time: "10:00", startsAt: "2027-03-15T14:00:00.000Z" },
      { date: "2027-03-15", time: "20:00", startsAt: "2027-03-16T00:00:00.000Z" },
    ]);

    const book = (date: string, time: string) =>
      codeOf(
        createCheckout(db, {
          student: students[0]!,
          request: { type: "single_meeting", meeting: { mentorId, sessionType: "general", date, time, major: "History", expectations: "Plan" } },
          gateway,
          appUrl,
          now: MARCH_NOW,
        }),
      );
    expect(await book("2027-03-14", "09:00")).toBe("slot_not_offered");
    expect(await book("2027-03-15", "10:00")).toBeNull();
    // The booked extra hour is outside the hours once the exception goes; it stays booked.
    const { outside } = await removeDateOverride(db, mentorId, "2027-03-15", MARCH_NOW);
    expect(outside).toMatchObject([{ date: "2027-03-15", time: "10:00", paid: false }]);
    expect((await listFreeSlots(db, mentorId, MARCH_NOW))!.flatMap((w) => w.slots).some((s) => s.date === "2027-03-15" && s.time === "09:00")).toBe(false);
  });

  it("keeps a paid meeting on the Sunday clocks go back when that date is blocked, and reports it", async () => {
    const db = getDb();
    const { mentors, meetings } = await createScenario(db, {
      mentors: [{}],
      availability: [{ weekday: 7, hour: 12 }, { weekday: 6, hour: 12 }],
      meetings: [{ startsAt: { date: "2027-11-07", time: "12:00" }, paid: true }],
    });
    const mentorId = mentors[0]!.id;
    expect(meetings[0]!.startsAt.toISOString()).toBe("2027-11-07T17:00:00.000Z");
    const { outside } = await setDateOverride(db, mentorId, { kind: "blocked", date: "2027-11-07" }, NOVEMBER_NOW);
    expect(outside).toMatchObject([{ meetingId: meetings[0]!.id, date: "2027-11-07", time: "12:00", paid: true }]);
    await setDateOverride(db, mentorId, { kind: "extra", date: "2027-11-06", start: 20, end: 21 }, NOVEMBER_NOW);
    const slots = (await listFreeSlots(db, mentorId, NOVEMBER_NOW))!.flatMap((w) => w.slots);
    expect(slots.filter((s) => s.date >= "2027-11-06" && s.date <= "2027-11-07")).toEqual([
      { date: "2027-11-06", time: "12:00", startsAt: "2027-11-06T16:00:00.000Z" },
      { date: "2027-11-06", time: "20:00", startsAt: "2027-11-07T00:00:00.000Z" },
    ]);
    // A new week without Sundays leaves the meeting where it is, and still reports it.
    const replaced = await replaceWeeklyHours(db, mentorId, [{ weekday: 6, hour: 12 }], NOVEMBER_NOW);
    expect(replaced.outside.map((m) => m.meetingId)).toEqual([meetings[0]!.id]);
    expect(await findBookedOutsideHours(db, mentorId, new Date("2027-11-08T00:00:00Z"))).toEqual([]);
  });
});
