import { describe, expect, it } from "vitest";
import { readMeetingFilters } from "./meeting-filters";

const read = (query: string) => readMeetingFilters(new URL(`http://localhost/admin/meetings${query}`));

describe("readMeetingFilters", () => {
  it("reads a name and a date range from the URL", () => {
    expect(read("?q=%20Ada%20&from=2026-11-01&to=2026-11-30")).toEqual({ filters: { q: "Ada", from: "2026-11-01", to: "2026-11-30" }, errors: {} });
    expect(read("")).toEqual({ filters: { q: "", from: null, to: null }, errors: {} });
  });

  it("drops a filter it cannot read and says why", () => {
    expect(read("?from=2026-13-45&to=yesterday")).toEqual({
      filters: { q: "", from: null, to: null },
      errors: { from: "meetings.filters.dateInvalid", to: "meetings.filters.dateInvalid" },
    });
    expect(read(`?q=${"a".repeat(101)}`).errors).toEqual({ q: "meetings.filters.nameInvalid" });
    expect(read("?from=2026-11-30&to=2026-11-01")).toEqual({
      filters: { q: "", from: null, to: null },
      errors: { to: "meetings.filters.rangeInvalid" },
    });
  });
});
