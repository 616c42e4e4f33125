import { describe, expect, it } from "vitest";
import { createMeetingLink } from "./create-meeting-link";

describe("createMeetingLink", () => {
  it("is a Jitsi Meet room with 160 random bits in base32", () => {
    expect(createMeetingLink()).toMatch(/^https:\/\/meet\.jit\.si\/Unibridge-[a-z2-7]{32}$/);
  });

  it("never repeats", () => {
    const links = new Set(Array.from({ length: 1000 }, createMeetingLink));
    expect(links.size).toBe(1000);
  });

  it("uses every base32 character (the encoding is not stuck on a few)", () => {
    const chars = new Set(Array.from({ length: 200 }, createMeetingLink).flatMap((link) => [...link.split("-")[1]!]));
    expect([...chars].sort().join("")).toBe("234567abcdefghijklmnopqrstuvwxyz");
  });
});
