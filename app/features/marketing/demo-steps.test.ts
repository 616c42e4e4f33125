import { describe, expect, it } from "vitest";
import { DEMO_SESSION_START, DEMO_STEPS, stepAfterKey } from "./demo-steps";

describe("stepAfterKey", () => {
  it("moves one step with the arrows and stops at both ends", () => {
    expect(stepAfterKey("ArrowRight", 0)).toBe(1);
    expect(stepAfterKey("ArrowLeft", 1)).toBe(0);
    expect(stepAfterKey("ArrowLeft", 0)).toBe(0);
    expect(stepAfterKey("ArrowRight", DEMO_STEPS.length - 1)).toBe(DEMO_STEPS.length - 1);
  });

  it("jumps to the first and last step with Home and End, and ignores other keys", () => {
    expect(stepAfterKey("End", 2)).toBe(DEMO_STEPS.length - 1);
    expect(stepAfterKey("Home", 4)).toBe(0);
    expect(stepAfterKey("Enter", 2)).toBeNull();
    expect(stepAfterKey("a", 2)).toBeNull();
  });
});

describe("the example session", () => {
  it("starts at 10:00 in New York, as the miniature's slot says", () => {
    const eastern = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short", hour: "numeric", minute: "2-digit" }).format(DEMO_SESSION_START);
    expect(eastern).toBe("Tue 10:00 AM");
  });
});
