import { describe, expect, it, vi } from "vitest";
import { reportTimeZone } from "./time-zone-reporter";

describe("reportTimeZone", () => {
  const setup = () => ({ post: vi.fn(() => Promise.resolve()), sent: new Set<string>() });

  it("posts the browser's zone once when it differs from the stored one", () => {
    const { post, sent } = setup();
    expect(reportTimeZone({ signedIn: true, storedZone: null, browserZone: "Asia/Shanghai", post, sent })).toBe(true);
    expect(reportTimeZone({ signedIn: true, storedZone: null, browserZone: "Asia/Shanghai", post, sent })).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("Asia/Shanghai");
  });

  it("posts again for a user with another stored zone, or after the user moved", () => {
    const { post, sent } = setup();
    reportTimeZone({ signedIn: true, storedZone: null, browserZone: "Asia/Shanghai", post, sent });
    reportTimeZone({ signedIn: true, storedZone: "America/New_York", browserZone: "Asia/Shanghai", post, sent });
    reportTimeZone({ signedIn: true, storedZone: "Asia/Shanghai", browserZone: "Europe/Paris", post, sent });
    expect(post.mock.calls).toEqual([["Asia/Shanghai"], ["Asia/Shanghai"], ["Europe/Paris"]]);
  });

  it("stays quiet for visitors, an unchanged zone, or a browser that does not say", () => {
    const { post, sent } = setup();
    expect(reportTimeZone({ signedIn: false, storedZone: null, browserZone: "Asia/Shanghai", post, sent })).toBe(false);
    expect(reportTimeZone({ signedIn: true, storedZone: "Asia/Shanghai", browserZone: "Asia/Shanghai", post, sent })).toBe(false);
    expect(reportTimeZone({ signedIn: true, storedZone: null, browserZone: null, post, sent })).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it("does not read the browser's zone for a visitor (a visitor's page starts no Intl)", () => {
    const { post, sent } = setup();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(reportTimeZone({ signedIn: false, storedZone: null, post, sent })).toBe(false);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("swallows a failed post", async () => {
    const post = vi.fn(() => Promise.reject(new Error("offline")));
    expect(reportTimeZone({ signedIn: true, storedZone: null, browserZone: "Asia/Tokyo", post, sent: new Set() })).toBe(true);
    await Promise.resolve();
  });
});
