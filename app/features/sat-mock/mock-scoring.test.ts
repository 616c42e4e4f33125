import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mockDifficultyCounts } from "~content/sat/mock/blueprint";
import { satDifficulties, type SatDifficulty } from "~content/sat/taxonomy";
import { estimateSection, estimateTotal, routeSecondModule, type ScoredResponse } from "./mock-scoring";

function form(section: "english" | "math", name: "m1" | "m2e" | "m2h"): SatDifficulty[] {
  return satDifficulties.flatMap((d) => Array<SatDifficulty>(mockDifficultyCounts[section][name][d]).fill(d));
}

const responses = (items: SatDifficulty[], right: boolean[]): ScoredResponse[] => items.map((difficulty, i) => ({ difficulty, correct: right[i] ?? false }));

describe("routing", () => {
  it("sends 60% or more of module 1 right to the harder module 2", () => {
    expect(routeSecondModule(15, 25)).toBe("m2h");
    expect(routeSecondModule(14, 25)).toBe("m2e");
    expect(routeSecondModule(12, 20)).toBe("m2h");
    expect(routeSecondModule(11, 20)).toBe("m2e");
  });
});

describe("the score estimate", () => {
  const items = [...form("english", "m1"), ...form("english", "m2h")];

  it("never falls when one more answer is right, and its range holds the score", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: items.length, maxLength: items.length }), fc.nat(items.length - 1), (right, flip) => {
        const before = estimateSection(responses(items, right));
        if (right[flip]) return;
        const after = estimateSection(responses(items, right.map((r, i) => (i === flip ? true : r))));
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(after.low).toBeGreaterThanOrEqual(before.low);
        expect(after.high).toBeGreaterThanOrEqual(before.high);
        for (const e of [before, after]) {
          expect(e.low).toBeLessThanOrEqual(e.score);
          expect(e.high).toBeGreaterThanOrEqual(e.score);
          expect(e.score % 10).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("spans the scale: nothing right is 200, everything right on the harder route is 800", () => {
    expect(estimateSection(responses(items, [])).score).toBe(200);
    expect(estimateSection(responses(items, items.map(() => true))).score).toBe(800);
  });

  it("rewards the same number right more on the harder route", () => {
    const easier = [...form("english", "m1"), ...form("english", "m2e")];
    const right = items.map((_, i) => i % 2 === 0);
    expect(estimateSection(responses(items, right)).score).toBeGreaterThan(estimateSection(responses(easier, right)).score);
  });

  it("adds the sections into the total on 400-1600", () => {
    const e = { score: 550, low: 520, high: 580 };
    const m = { score: 610, low: 570, high: 650 };
    expect(estimateTotal(e, m)).toEqual({ score: 1160, low: 1090, high: 1230 });
  });
});
