import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("shows every page of a short run", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the ends and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(5, 834)).toEqual([1, "gap", 4, 5, 6, "gap", 834]);
    expect(pageWindow(1, 834)).toEqual([1, 2, "gap", 834]);
    expect(pageWindow(834, 834)).toEqual([1, "gap", 833, 834]);
  });

  it("fills a gap of one page with that page rather than an ellipsis", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("is empty without pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
