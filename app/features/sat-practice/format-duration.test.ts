import { describe, expect, it } from "vitest";
import { formatDuration, percentOf } from "./format-duration";
import { accuracyBand, secondsSpent, sessionDeadline } from "./session-time";

describe("practice time and accuracy", () => {
  it("formats durations as a clock", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(59)).toBe("0:59");
    expect(formatDuration(3000)).toBe("50:00");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(-4)).toBe("0:00");
  });

  it("gives the spec's message for each accuracy band, the floors included", () => {
    expect(accuracyBand(9, 10)).toBe("outstanding");
    expect(accuracyBand(89, 100)).toBe("excellent");
    expect(accuracyBand(8, 10)).toBe("excellent");
    expect(accuracyBand(7, 10)).toBe("good");
    expect(accuracyBand(6, 10)).toBe("keepPracticing");
    expect(accuracyBand(59, 100)).toBe("morePractice");
    expect(accuracyBand(0, 0)).toBe("morePractice");
    expect(percentOf(2, 3)).toBe(67);
  });

  it("never counts more time than the session had", () => {
    const session = { startedAt: new Date("2031-01-01T00:00:00Z"), totalSeconds: 120 };
    expect(sessionDeadline(session).toISOString()).toBe("2031-01-01T00:02:00.000Z");
    expect(secondsSpent(session, new Date("2031-01-01T00:01:00Z"))).toBe(60);
    expect(secondsSpent(session, new Date("2031-01-01T01:00:00Z"))).toBe(120);
  });
});
