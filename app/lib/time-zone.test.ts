import { describe, expect, it } from "vitest";
import { canonicalTimeZone } from "./time-zone";

describe("canonicalTimeZone", () => {
  it("accepts IANA zones in their canonical spelling", () => {
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("asia/shanghai")).toBe("Asia/Shanghai");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
  });

  it("refuses what is not a zone", () => {
    for (const zone of ["", "Mars/Olympus_Mons", "America/New York", "x".repeat(65), "<script>"]) {
      expect(canonicalTimeZone(zone), zone).toBeNull();
    }
  });
});
