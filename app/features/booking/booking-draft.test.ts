import { describe, expect, it } from "vitest";
import { parseBookingDraft } from "./booking-draft";

describe("parseBookingDraft", () => {
  const draft = { mentorId: "m-1", type: "essay", slot: { date: "2026-03-04", time: "10:00" }, major: "History", expectations: "Essays" };

  it("restores a draft for the same mentor", () => {
    expect(parseBookingDraft(JSON.stringify(draft), "m-1")).toEqual(draft);
  });

  it("ignores another mentor's draft, bad JSON and unknown session types", () => {
    expect(parseBookingDraft(JSON.stringify(draft), "m-2")).toBeNull();
    expect(parseBookingDraft("{", "m-1")).toBeNull();
    expect(parseBookingDraft(JSON.stringify({ ...draft, type: "poetry" }), "m-1")).toBeNull();
    expect(parseBookingDraft(null, "m-1")).toBeNull();
  });

  it("drops a malformed slot and non-text fields but keeps the rest", () => {
    expect(parseBookingDraft(JSON.stringify({ ...draft, slot: { date: "soon", time: 10 }, major: 3 }), "m-1")).toEqual({
      ...draft,
      slot: null,
      major: "",
    });
  });
});
