import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changeEnd,
  changeStart,
  endChoices,
  hoursToRanges,
  isValidRange,
  nextFreeRange,
  rangesToHours,
  slotCount,
  startChoices,
  weekFromHours,
  weekToHours,
} from "./availability-rules";

describe("the availability editor's rules", () => {
  it("offers starts 09:00-20:00 and ends after the start up to 21:00", () => {
    expect(startChoices()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(endChoices(9)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(endChoices(20)).toEqual([21]);
  });

  it("pushes the end to start + 1 h when a new start is not before it, and keeps it otherwise", () => {
    expect(changeStart({ start: 9, end: 12 }, 10)).toEqual({ start: 10, end: 12 });
    expect(changeStart({ start: 9, end: 12 }, 12)).toEqual({ start: 12, end: 13 });
    expect(changeStart({ start: 9, end: 12 }, 15)).toEqual({ start: 15, end: 16 });
    expect(changeStart({ start: 14, end: 15 }, 20)).toEqual({ start: 20, end: 21 });
    expect(changeEnd({ start: 9, end: 10 }, 13)).toEqual({ start: 9, end: 13 });
  });

  it("accepts only whole-hour ranges inside 09:00-21:00 that end after they start", () => {
    expect(isValidRange({ start: 9, end: 21 })).toBe(true);
    expect(isValidRange({ start: 20, end: 21 })).toBe(true);
    expect(isValidRange({ start: 8, end: 10 })).toBe(false);
    expect(isValidRange({ start: 21, end: 22 })).toBe(false);
    expect(isValidRange({ start: 12, end: 12 })).toBe(false);
    expect(isValidRange({ start: 13, end: 12 })).toBe(false);
    expect(isValidRange({ start: 9.5, end: 11 })).toBe(false);
  });

  it("counts each bookable hour once, overlapping ranges included", () => {
    expect(slotCount([])).toBe(0);
    expect(slotCount([{ start: 9, end: 12 }])).toBe(3);
    expect(slotCount([{ start: 9, end: 12 }, { start: 11, end: 14 }])).toBe(5);
    expect(rangesToHours([{ start: 18, end: 21 }, { start: 9, end: 10 }])).toEqual([9, 18, 19, 20]);
  });

  it("joins consecutive hours into ranges and back, for any set of hours", () => {
    expect(hoursToRanges([9, 10, 11, 14, 20])).toEqual([{ start: 9, end: 12 }, { start: 14, end: 15 }, { start: 20, end: 21 }]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 9, max: 20 }), { maxLength: 12 }), (hours) => {
        const ranges = hoursToRanges(hours);
        expect(rangesToHours(ranges)).toEqual([...hours].sort((a, b) => a - b));
        for (const range of ranges) expect(isValidRange(range)).toBe(true);
        // Ranges never touch: touching ones would be one.
        for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.start).toBeGreaterThan(ranges[i - 1]!.end);
      }),
    );
  });

  it("adds a range after the last one, then in a gap, and none when the day is full", () => {
    expect(nextFreeRange([])).toEqual({ start: 9, end: 10 });
    expect(nextFreeRange([{ start: 9, end: 12 }])).toEqual({ start: 12, end: 13 });
    expect(nextFreeRange([{ start: 13, end: 21 }])).toEqual({ start: 9, end: 10 });
    expect(nextFreeRange([{ start: 9, end: 12 }, { start: 12, end: 21 }])).toBeNull();
  });

  it("groups weekly rows into seven days of ranges and back", () => {
    const rows = [
      { weekday: 1, hour: 9 },
      { weekday: 1, hour: 10 },
      { weekday: 3, hour: 20 },
    ];
    const week = weekFromHours(rows);
    expect(week).toEqual({ 1: [{ start: 9, end: 11 }], 2: [], 3: [{ start: 20, end: 21 }], 4: [], 5: [], 6: [], 7: [] });
    expect(weekToHours(week)).toEqual(rows);
  });
});
