import { describe, expect, it } from "vitest";
import { checkDemoSlot, localDateString } from "./demo-slot-rules";

const today = "2026-11-25";
const slot = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe("checkDemoSlot", () => {
  it("accepts a slot today or later on 30-minute steps with the end after the start", () => {
    expect(checkDemoSlot(slot("2026-11-25", "09:00", "09:30"), today)).toBeNull();
    expect(checkDemoSlot(slot("2027-01-02", "13:30", "15:00"), today)).toBeNull();
  });

  it("needs the date, the start and the end", () => {
    expect(checkDemoSlot(slot("", "09:00", "10:00"), today)).toBe("required");
    expect(checkDemoSlot(slot("2026-11-26", "", "10:00"), today)).toBe("required");
    expect(checkDemoSlot(slot("2026-11-26", "09:00", " "), today)).toBe("required");
    expect(checkDemoSlot(slot("26/11/2026", "09:00", "10:00"), today)).toBe("required");
    expect(checkDemoSlot(slot("2026-11-26", "25:00", "26:00"), today)).toBe("required");
  });

  it("refuses an end at or before the start", () => {
    expect(checkDemoSlot(slot("2026-11-26", "10:00", "10:00"), today)).toBe("endBeforeStart");
    expect(checkDemoSlot(slot("2026-11-26", "10:30", "10:00"), today)).toBe("endBeforeStart");
  });

  it("refuses a date before today", () => {
    expect(checkDemoSlot(slot("2026-11-24", "10:00", "11:00"), today)).toBe("pastDate");
  });

  it("refuses times off the 30-minute step", () => {
    expect(checkDemoSlot(slot("2026-11-26", "10:15", "11:00"), today)).toBe("step");
    expect(checkDemoSlot(slot("2026-11-26", "10:00", "10:45"), today)).toBe("step");
  });
});

describe("localDateString", () => {
  it("is the local calendar day, zero-padded", () => {
    expect(localDateString(new Date(2027, 0, 5, 23, 59))).toBe("2027-01-05");
  });
});
