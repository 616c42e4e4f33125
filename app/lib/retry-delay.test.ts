import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay";

describe("retryDelayMs", () => {
  it("doubles from 10 seconds after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
  });

  it("is capped at one hour", () => {
    expect(retryDelayMs(9)).toBe(2_560_000);
    expect(retryDelayMs(10)).toBe(3_600_000);
    expect(retryDelayMs(25)).toBe(3_600_000);
    expect(retryDelayMs(10_000)).toBe(3_600_000);
  });

  it("treats zero or fewer attempts like the first", () => {
    expect(retryDelayMs(0)).toBe(10_000);
    expect(retryDelayMs(-3)).toBe(10_000);
  });

  it("never shrinks as attempts grow and stays within bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        const delay = retryDelayMs(n);
        expect(delay).toBeGreaterThanOrEqual(10_000);
        expect(delay).toBeLessThanOrEqual(3_600_000);
        expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
