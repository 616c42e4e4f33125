import { afterEach, describe, expect, it, type MockInstance, vi } from "vitest";

// A fresh module per test: the zone is kept for the module's lifetime (a page load).
const load = async () => {
  vi.resetModules();
  return import("./browser-time-zone");
};

let spy: MockInstance<typeof Intl.DateTimeFormat> | undefined;
const spyOnDateTimeFormat = () => (spy = vi.spyOn(Intl, "DateTimeFormat"));

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
});

describe("browserTimeZone", () => {
  it("reads the runtime's zone", async () => {
    const { browserTimeZone } = await load();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("asks the runtime once, however often it is read", async () => {
    const { browserTimeZone } = await load();
    const made = spyOnDateTimeFormat();
    browserTimeZone();
    browserTimeZone();
    browserTimeZone();
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("is null when the runtime cannot say", async () => {
    const { browserTimeZone } = await load();
    spyOnDateTimeFormat().mockImplementation(() => {
      throw new RangeError("no zone data");
    });
    expect(browserTimeZone()).toBeNull();
  });
});
