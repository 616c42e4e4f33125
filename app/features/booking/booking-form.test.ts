import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n-all-languages";
import { serverPageT } from "~/lib/page-strings.server";
import { basketNotice, bookingFormReducer, initialBookingForm, selectedSlot, type BookingFormState } from "./booking-form";
import { checkBookingMeeting } from "./check-booking-meeting";
import { buildSlotWeeks } from "./slots";

const NOW = new Date("2026-03-02T15:00:00Z"); // Monday 10:00 in New York
const weeks = buildSlotWeeks({ availability: [{ weekday: 3, hour: 15 }], takenStarts: [], now: NOW });
const wednesday = { date: "2026-03-04", time: "15:00" };
const laterWednesday = { date: "2026-03-11", time: "15:00" };
const allTypes = ["sat", "essay", "college", "interview", "general"] as const;

function state(overrides: Partial<BookingFormState> = {}): BookingFormState {
  return { type: "general", weekIndex: 0, chosen: null, major: "", expectations: "", errors: {}, ...overrides };
}

describe("checkBookingMeeting", () => {
  it("refuses what the checkout API refuses, with its message keys, field by field", () => {
    const check = checkBookingMeeting("m-1", state({ major: "  ", expectations: "" }), null);
    expect(check).toEqual({
      ok: false,
      errors: { slot: "errors:checkout.slotRequired", major: "errors:checkout.majorRequired", expectations: "errors:checkout.expectationsRequired" },
    });
    const tooLong = checkBookingMeeting("m-1", state({ major: "x".repeat(101), expectations: "Essays" }), wednesday);
    expect(tooLong).toEqual({ ok: false, errors: { major: "errors:checkout.majorTooLong" } });
  });

  it("says the same in English as before, and in Chinese", () => {
    const en = createI18n("en").getFixedT("en", "errors");
    expect(en("errors:checkout.majorRequired")).toBe("Please enter your major of interest.");
    expect(en("errors:checkout.expectationsRequired")).toBe("Please describe your goals for this session.");
    const zh = createI18n("zh").getFixedT("zh", "errors");
    expect(zh("errors:checkout.majorRequired")).toBe("请填写您感兴趣的专业。");
  });

  it("hands back the meeting to send, trimmed by the schema", () => {
    const check = checkBookingMeeting("m-1", state({ type: "essay", major: " History ", expectations: " Essays \n" }), wednesday);
    expect(check).toEqual({
      ok: true,
      meeting: { mentorId: "m-1", sessionType: "essay", date: "2026-03-04", time: "15:00", major: "History", expectations: "Essays" },
    });
  });
});

describe("the booking form", () => {
  it("starts on the requested type when offered, general otherwise, with pre-filled goals", () => {
    expect(initialBookingForm({ sessionTypes: [...allTypes] }, weeks, { meetingType: "essay", expectations: "Essays" })).toMatchObject({
      type: "essay",
      expectations: "Essays",
    });
    expect(initialBookingForm({ sessionTypes: ["essay", "general"] }, weeks, { meetingType: "sat" }).type).toBe("general");
    expect(initialBookingForm({ sessionTypes: ["essay"] }, weeks, null).type).toBe("essay");
  });

  it("restores a draft, keeping the current type or slot when the draft's is no longer offered", () => {
    const draft = { mentorId: "m-1", type: "essay" as const, slot: laterWednesday, major: "History", expectations: "Essays" };
    const restored = bookingFormReducer(state(), { kind: "restoreDraft", draft, sessionTypes: [...allTypes], weeks });
    expect(restored).toMatchObject({ type: "essay", chosen: laterWednesday, weekIndex: 1, major: "History", expectations: "Essays" });

    const stale = bookingFormReducer(state({ chosen: wednesday }), {
      kind: "restoreDraft",
      draft: { ...draft, type: "sat", slot: { date: "2026-03-05", time: "09:00" } },
      sessionTypes: ["general"],
      weeks,
    });
    expect(stale).toMatchObject({ type: "general", chosen: wednesday, weekIndex: 0, major: "History" });
  });

  it("clears the slot message when a slot is chosen, and forgets a slot the grid no longer offers", () => {
    const next = bookingFormReducer(state({ errors: { slot: "Please select a time slot", major: "Major?" } }), { kind: "chooseSlot", slot: wednesday });
    expect(next.errors).toEqual({ slot: undefined, major: "Major?" });
    expect(selectedSlot(wednesday, weeks)).toEqual(wednesday);
    expect(selectedSlot({ date: "2026-03-05", time: "09:00" }, weeks)).toBeNull();
  });
});

describe("basketNotice", () => {
  const en = serverPageT("en", "booking");
  const zh = serverPageT("zh", "booking");

  it("puts the right article before each session type", () => {
    expect(basketNotice(false, "essay", "Caleb S.", en).text).toBe(
      "Your basket already has an Essay Review session with Caleb S. Remove it from the basket to pick another time.",
    );
    expect(basketNotice(false, "sat", "Ada L.", en).text).toMatch(/^Your basket already has an SAT Tutoring session/);
    expect(basketNotice(false, "interview", "Ada L.", en).text).toMatch(/has an Interview Preparation session/);
    expect(basketNotice(false, "college", "Ada L.", en).text).toMatch(/has a College Information session/);
    expect(basketNotice(false, "general", "Ada L.", en).text).toMatch(/has a General Consultation session/);
  });

  it("says it was added, in both languages", () => {
    expect(basketNotice(true, "essay", "Ada L.", en)).toEqual({ tone: "success", text: "Essay Review with Ada L. was added to your basket." });
    expect(basketNotice(false, "essay", "Ada L.", zh)).toEqual({ tone: "info", text: "购物车中已有与 Ada L. 的文书修改。如需更换时间，请先从购物车中移除。" });
  });
});
