import { describe, expect, it } from "vitest";
import { formatAverageRating } from "./average-rating";

describe("formatAverageRating", () => {
  it("is 0.0 without ratings", () => {
    expect(formatAverageRating(0, 0)).toBe("0.0");
  });

  it("rounds to one decimal, halves up", () => {
    expect(formatAverageRating(93, 20)).toBe("4.7"); // 4.65
    expect(formatAverageRating(14, 3)).toBe("4.7"); // 4.666…
    expect(formatAverageRating(13, 3)).toBe("4.3"); // 4.333…
    expect(formatAverageRating(5, 1)).toBe("5.0");
  });
});
