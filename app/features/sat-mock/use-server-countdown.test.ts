import { describe, expect, it } from "vitest";
import { formatClock, secondsUntil } from "./use-server-countdown";

describe("the exam clock", () => {
  it("counts from the server's time to the deadline, never below zero", () => {
    expect(secondsUntil("2031-03-02T14:32:00.000Z", "2031-03-02T14:00:00.000Z")).toBe(1920);
    expect(secondsUntil("2031-03-02T14:32:00.000Z", "2031-03-02T14:31:59.400Z")).toBe(1);
    expect(secondsUntil("2031-03-02T14:32:00.000Z", "2031-03-02T14:40:00.000Z")).toBe(0);
  });

  it("shows minutes and seconds", () => {
    expect(formatClock(2100)).toBe("35:00");
    expect(formatClock(299)).toBe("4:59");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(0)).toBe("0:00");
  });
});
