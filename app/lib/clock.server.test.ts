import { describe, expect, it } from "vitest";
import { createAdjustableClock, systemClock } from "./clock.server";

describe("clocks", () => {
  it("the system clock tells the system time", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("an adjustable clock runs at its offset from the base, and goes back to it at 0", () => {
    const clock = createAdjustableClock(() => 1_000_000);
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.setOffset(3 * 86_400_000);
    expect(clock.offsetMs).toBe(3 * 86_400_000);
    expect(clock.now().getTime()).toBe(1_000_000 + 3 * 86_400_000);
    clock.setOffset(0);
    expect(clock.now().getTime()).toBe(1_000_000);
  });

  it("refuses an offset that is not a whole number of milliseconds", () => {
    const clock = createAdjustableClock(() => 0);
    expect(() => clock.setOffset(1.5)).toThrow(RangeError);
    expect(() => clock.setOffset(Number.NaN)).toThrow(RangeError);
    expect(clock.offsetMs).toBe(0);
  });
});
