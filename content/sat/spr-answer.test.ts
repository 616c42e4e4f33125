import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gradeSpr, isValidSprEntry, sprEntryFor } from "./spr-answer";

describe("student-produced responses", () => {
  it("accepts the College Board's published forms of 2/3 and refuses the short decimals", () => {
    for (const entry of ["2/3", ".6666", ".6667", "0.666", "0.667"]) expect(gradeSpr(entry, "2/3"), entry).toBe(true);
    for (const entry of [".66", ".67", "0.66", "0.67", ".666", ".667", "0.6"]) expect(gradeSpr(entry, "2/3"), entry).toBe(false);
  });

  it("accepts every exact equivalent: integers, decimals, unreduced fractions", () => {
    expect(gradeSpr("3.5", "7/2")).toBe(true);
    expect(gradeSpr("7/2", "3.5")).toBe(true);
    expect(gradeSpr("14/4", "7/2")).toBe(true);
    expect(gradeSpr("3.50", "7/2")).toBe(true);
    expect(gradeSpr("12", "12")).toBe(true);
    expect(gradeSpr("24/2", "12")).toBe(true);
    expect(gradeSpr(".5", "1/2")).toBe(true);
    expect(gradeSpr("0.5", "1/2")).toBe(true);
  });

  it("takes six characters for a negative answer and five for a positive one", () => {
    expect(gradeSpr("-2/3", "-2/3")).toBe(true);
    expect(gradeSpr("-.6666", "-2/3")).toBe(true);
    expect(gradeSpr("-.6667", "-2/3")).toBe(true);
    expect(gradeSpr("-0.666", "-2/3")).toBe(true);
    expect(gradeSpr("-0.67", "-2/3")).toBe(false);
    expect(isValidSprEntry("123456")).toBe(false);
    expect(isValidSprEntry("-12345")).toBe(true);
    expect(isValidSprEntry("0.6667")).toBe(false);
  });

  it("refuses mixed numbers, symbols, commas and a zero denominator", () => {
    for (const entry of ["3 1/2", "$5", "50%", "1,000", "1/0", "", "-", "2/3/4", "1.5/2", "+3"]) {
      expect(isValidSprEntry(entry), entry).toBe(false);
      expect(gradeSpr(entry, "7/2"), entry).toBe(false);
    }
  });

  it("refuses a wrong value however it is written", () => {
    expect(gradeSpr("3.4", "7/2")).toBe(false);
    expect(gradeSpr("-7/2", "7/2")).toBe(false);
    expect(gradeSpr(".3333", "2/3")).toBe(false);
  });

  it("finds an entry the grader accepts for any fraction that fits", () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 1, max: 99 }), (n, d) => {
        const key = `${n}/${d}`;
        const entry = sprEntryFor(key);
        if (entry === undefined) return true;
        return isValidSprEntry(entry) && gradeSpr(entry, key);
      }),
    );
    expect(sprEntryFor("2/3")).toBe("2/3");
    expect(sprEntryFor("1/7")).toBe("1/7");
    expect(sprEntryFor("100/7")).toBe("100/7");
    expect(sprEntryFor("1000/7")).toBe("142.8");
    expect(sprEntryFor("123456")).toBeUndefined();
  });
});
