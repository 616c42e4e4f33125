import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextOnlineCount, ONLINE_MAX, ONLINE_MIN, randomStartCount } from "./online-widget";

describe("students-online count", () => {
  it("starts between 22 and 29", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const start = randomStartCount(() => r);
        expect(Number.isInteger(start)).toBe(true);
        expect(start).toBeGreaterThanOrEqual(22);
        expect(start).toBeLessThanOrEqual(29);
      }),
    );
  });

  it("moves by exactly one and never leaves 20-30", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 22, max: 29 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 200 }),
        (start, draws) => {
          let count = start;
          for (const r of draws) {
            const next = nextOnlineCount(count, () => r);
            expect(Math.abs(next - count)).toBe(1);
            expect(next).toBeGreaterThanOrEqual(ONLINE_MIN);
            expect(next).toBeLessThanOrEqual(ONLINE_MAX);
            count = next;
          }
        },
      ),
    );
  });
});
