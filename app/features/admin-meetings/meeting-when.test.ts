import { describe, expect, it } from "vitest";
import { meetingWhen } from "./meeting-when";

describe("meetingWhen", () => {
  it("shows the start in US Eastern with the zone, in winter and summer time", () => {
    expect(meetingWhen(new Date("2026-11-30T21:00:00Z"), "en-US")).toEqual({
      date: { text: "Mon, Nov 30, 2026" },
      time: { text: "4:00 PM EST" },
    });
    expect(meetingWhen("2026-07-01T00:30:00Z", "en-US")).toEqual({
      date: { text: "Tue, Jun 30, 2026" },
      time: { text: "8:30 PM EDT" },
    });
  });

  it("falls back to 'Date not set' and 'Time not set' without a start", () => {
    for (const missing of [null, undefined, ""]) {
      expect(meetingWhen(missing, "en-US")).toEqual({ date: { fallback: "dateNotSet" }, time: { fallback: "timeNotSet" } });
    }
  });

  it("says 'Invalid time' for a start that is not an instant", () => {
    expect(meetingWhen("25:99", "en-US")).toEqual({ date: { fallback: "dateNotSet" }, time: { fallback: "invalidTime" } });
  });
});
