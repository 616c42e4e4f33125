import { describe, expect, it } from "vitest";
import { suggestMentorFilters, SUGGESTIONS_PER_KIND } from "./mentor-suggestions";

describe("suggestMentorFilters", () => {
  it("offers nothing for empty input", () => {
    expect(suggestMentorFilters("   ", "en")).toEqual([]);
  });

  it("puts the free text first, then up to three per category", () => {
    const found = suggestMentorFilters("an", "en");
    expect(found[0]).toEqual({ kind: "text", value: "an", label: "an" });
    for (const kind of ["country", "major", "college", "language"] as const) {
      const count = found.filter((s) => s.kind === kind).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(SUGGESTIONS_PER_KIND);
    }
  });

  it("matches any case and prefers names that start with the text", () => {
    const found = suggestMentorFilters("ECON", "en");
    expect(found).toContainEqual({ kind: "major", value: "economics", label: "Economics" });
    const colleges = suggestMentorFilters("harv", "en").filter((s) => s.kind === "college");
    expect(colleges[0]).toEqual({ kind: "college", value: "harvard", label: "Harvard University" });
  });

  it("matches Chinese names and labels in the interface language", () => {
    expect(suggestMentorFilters("哈佛", "en")).toContainEqual({ kind: "college", value: "harvard", label: "Harvard University" });
    expect(suggestMentorFilters("harvard", "zh")).toContainEqual({ kind: "college", value: "harvard", label: "哈佛大学" });
    expect(suggestMentorFilters("spanish", "zh")).toContainEqual({ kind: "language", value: "es", label: "西班牙语" });
  });

  it("ignores accents", () => {
    expect(suggestMentorFilters("cote", "en").some((s) => s.kind === "country" && s.value === "CI")).toBe(true);
  });

  it("has only the free text when nothing else matches", () => {
    expect(suggestMentorFilters("zzqx", "en")).toEqual([{ kind: "text", value: "zzqx", label: "zzqx" }]);
  });
});
