import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("TEST_CLOCK", () => {
  it("is off unless set to exactly 1, and refuses anything but 0 or 1", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "0" }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "1" }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: "yes" })).toThrow(/TEST_CLOCK/);
  });
});
