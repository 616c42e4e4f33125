import { describe, expect, it } from "vitest";
import { canonicalTimeZone, zonedDateTimeFormat } from "./time-zone";

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

describe("zonedDateTimeFormat", () => {
  const winter = new Date("2026-12-01T19:00:00Z");
  const time = { hour: "numeric", minute: "2-digit" } as const;

  it("names a zone by its short name where the language has one", () => {
    expect(zonedDateTimeFormat("en-US", { ...time, timeZone: "America/New_York" }).format(winter)).toBe("2:00 PM EST");
    expect(zonedDateTimeFormat("en-US", { ...time, timeZone: "Europe/London" }).format(winter)).toBe("7:00 PM GMT");
  });

  it("names it in words where the short name would be an offset", () => {
    expect(zonedDateTimeFormat("zh-CN", { ...time, timeZone: "America/New_York" }).format(winter)).toContain("北美东部标准时间");
    expect(zonedDateTimeFormat("en-US", { ...time, timeZone: "Asia/Shanghai" }).format(winter)).toBe("3:00 AM China Standard Time");
    for (const zone of ["America/New_York", "America/Los_Angeles", "Asia/Shanghai", "Europe/Berlin"]) {
      for (const locale of ["en-US", "zh-CN"]) {
        expect(zonedDateTimeFormat(locale, { ...time, timeZone: zone }).format(winter), `${locale} ${zone}`).not.toMatch(/GMT[+-]|UTC[+-]/);
      }
    }
  });
});
