import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancellationRefunds,
  guaranteeEndsAt,
  meetingEvents,
  meetingState,
  meetingStates,
  meetingTransition,
  payoutDueAt,
  statusOf,
  withinChangeWindow,
  type MeetingActor,
  type MeetingEvent,
  type MeetingState,
} from "./meeting-transitions";

const HOUR = 3_600_000;
const actors: MeetingActor[] = ["student", "mentor", "admin", "system"];

// The legal moves, written out independently of the rule table: [from, event, by, to].
const legal: [MeetingState, MeetingEvent, MeetingActor, MeetingState][] = [
  ["held", "pay", "system", "paid"],
  ["expired", "pay", "system", "paid"],
  ["held", "expire", "system", "expired"],
  ["paid", "cancel", "student", "cancelled"],
  ["paid", "cancel", "mentor", "cancelled"],
  ["paid", "reschedule", "student", "paid"],
  ["paid", "complete", "system", "completed"],
  ["completed", "mark_no_show", "mentor", "no_show"],
  ["completed", "refund", "admin", "refunded"],
];

describe("the meeting state machine", () => {
  it("accepts exactly its legal transitions, for exactly their actors", () => {
    const accepted = meetingStates.flatMap((from) =>
      meetingEvents.flatMap((event) =>
        actors.flatMap((by) => {
          const to = meetingTransition(from, event, by);
          return to ? [[from, event, by, to]] : [];
        }),
      ),
    );
    expect(new Set(accepted.map((t) => t.join(" ")))).toEqual(new Set(legal.map((t) => t.join(" "))));
  });

  it("has no way out of cancelled, refunded or no-show", () => {
    for (const from of ["cancelled", "refunded", "no_show"] as const) {
      for (const event of meetingEvents) for (const by of actors) expect(meetingTransition(from, event, by)).toBeNull();
    }
  });

  it("reads a row's state, and writes a state back as the same row status", () => {
    expect(meetingState({ status: "scheduled", isPaid: false })).toBe("held");
    expect(meetingState({ status: "scheduled", isPaid: true })).toBe("paid");
    // A hold released unpaid, whether it lapsed or its checkout was abandoned.
    expect(meetingState({ status: "cancelled", isPaid: false })).toBe("expired");
    expect(meetingState({ status: "expired", isPaid: false })).toBe("expired");
    expect(meetingState({ status: "cancelled", isPaid: true })).toBe("cancelled");
    for (const state of ["paid", "completed", "cancelled", "refunded", "no_show"] as const) {
      expect(meetingState({ status: statusOf(state), isPaid: true })).toBe(state);
    }
  });
});

describe("the 24-hour change window", () => {
  it("is open at exactly 24 hours before the start and closed a millisecond later", () => {
    const startsAt = new Date("2026-06-10T14:00:00Z");
    expect(withinChangeWindow(startsAt, new Date(startsAt.getTime() - 24 * HOUR))).toBe(true);
    expect(withinChangeWindow(startsAt, new Date(startsAt.getTime() - 24 * HOUR + 1))).toBe(false);
  });

  it("counts elapsed hours across the autumn change: the same Eastern time the day before is 25 hours earlier", () => {
    // US Eastern falls back on 2026-11-01 at 02:00.
    const startsAt = new Date("2026-11-01T15:00:00Z"); // 10:00 EST
    const dayBefore = new Date("2026-10-31T14:00:00Z"); // 10:00 EDT
    expect(startsAt.getTime() - dayBefore.getTime()).toBe(25 * HOUR);
    expect(withinChangeWindow(startsAt, new Date(dayBefore.getTime() + HOUR))).toBe(true);
    expect(withinChangeWindow(startsAt, new Date(dayBefore.getTime() + HOUR + 1))).toBe(false);
  });

  it("counts elapsed hours across the spring change: the same Eastern time the day before is only 23 hours earlier", () => {
    // US Eastern springs forward on 2026-03-08 at 02:00.
    const startsAt = new Date("2026-03-08T14:00:00Z"); // 10:00 EDT
    const dayBefore = new Date("2026-03-07T15:00:00Z"); // 10:00 EST
    expect(startsAt.getTime() - dayBefore.getTime()).toBe(23 * HOUR);
    expect(withinChangeWindow(startsAt, dayBefore)).toBe(false);
    expect(withinChangeWindow(startsAt, new Date(dayBefore.getTime() - HOUR))).toBe(true);
  });

  it("refunds a student's cancellation only inside the window, a mentor's always", () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * HOUR, max: 96 * HOUR }), (msBefore) => {
        const startsAt = new Date("2026-11-01T14:00:00Z");
        const now = new Date(startsAt.getTime() - msBefore);
        expect(cancellationRefunds("student", startsAt, now)).toBe(msBefore >= 24 * HOUR);
        expect(cancellationRefunds("mentor", startsAt, now)).toBe(true);
      }),
    );
  });
});

describe("the dates after a session", () => {
  it("ends the guarantee 30 days and the payout hold 2 days after the session's hour", () => {
    const startsAt = new Date("2026-03-07T15:00:00Z");
    expect(guaranteeEndsAt(startsAt).toISOString()).toBe("2026-04-06T16:00:00.000Z");
    expect(payoutDueAt(startsAt).toISOString()).toBe("2026-03-09T16:00:00.000Z");
  });
});
