import { describe, expect, it } from "vitest";
import { shownAverage } from "./rating-average";

describe("shownAverage", () => {
  it("is 0 for a mentor without ratings", () => {
    expect(shownAverage(0, 0)).toBe(0);
  });

  it("rounds to 2 decimals, a half upwards as PostgreSQL's round does", () => {
    expect(shownAverage(14, 3)).toBe(4.67);
    expect(shownAverage(13, 3)).toBe(4.33);
    // 33 / 8 = 4.125 exactly.
    expect(shownAverage(33, 8)).toBe(4.13);
    expect(shownAverage(9, 2)).toBe(4.5);
  });

  it("is exact at any count: one more 5 on ten thousand 4s", () => {
    expect(shownAverage(40_005, 10_001)).toBe(4);
    expect(shownAverage(40_000 + 5 * 51, 10_051)).toBe(4.01);
  });
});
