import { describe, expect, it } from "vitest";
import { adminTimeZone, instantFromLocal, localFromInstant } from "./publish-time";

describe("publish time in the admin's zone", () => {
  it("reads a wall-clock time in the zone, across daylight saving", () => {
    expect(instantFromLocal("2026-12-01T09:30", "America/New_York")?.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(instantFromLocal("2026-07-01T09:30", "America/New_York")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(instantFromLocal("2026-12-01T09:30", "Asia/Shanghai")?.toISOString()).toBe("2026-12-01T01:30:00.000Z");
  });

  it("refuses dates that do not exist and other text", () => {
    expect(instantFromLocal("2026-02-31T09:00", "Asia/Shanghai")).toBeNull();
    expect(instantFromLocal("2026-13-01T09:00", "Asia/Shanghai")).toBeNull();
    expect(instantFromLocal("tomorrow", "Asia/Shanghai")).toBeNull();
    expect(instantFromLocal("", "Asia/Shanghai")).toBeNull();
  });

  it("shows an instant as the same wall-clock time it was typed as", () => {
    const instant = new Date("2026-11-03T06:05:00Z");
    expect(localFromInstant(instant, "America/New_York")).toBe("2026-11-03T01:05");
    expect(instantFromLocal(localFromInstant(instant, "Asia/Shanghai"), "Asia/Shanghai")?.getTime()).toBe(instant.getTime());
  });

  it("uses US Eastern until the admin's browser has reported a zone", () => {
    expect(adminTimeZone(null)).toBe("America/New_York");
    expect(adminTimeZone("Not/AZone")).toBe("America/New_York");
    expect(adminTimeZone("asia/shanghai")).toBe("Asia/Shanghai");
  });
});
