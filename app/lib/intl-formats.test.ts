import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";

describe("cached Intl formats", () => {
  it("gives the same formatter for the same locale and options, another for other ones", () => {
    const options = { hour: "numeric", minute: "2-digit", timeZone: "UTC" } as const;
    expect(dateTimeFormat("en-US", options)).toBe(dateTimeFormat("en-US", { ...options }));
    expect(dateTimeFormat("zh-CN", options)).not.toBe(dateTimeFormat("en-US", options));
    expect(dateTimeFormat("en-US", { ...options, timeZone: "Asia/Shanghai" })).not.toBe(dateTimeFormat("en-US", options));
    expect(dateTimeFormat("en-US", options).format(new Date(Date.UTC(2026, 0, 1, 15, 5)))).toBe("3:05 PM");
  });

  it("formats numbers as Intl does", () => {
    expect(numberFormat("en-US", { style: "currency", currency: "USD" }).format(1234.5)).toBe("$1,234.50");
    expect(numberFormat("en-US", { style: "currency", currency: "USD" })).toBe(numberFormat("en-US", { style: "currency", currency: "USD" }));
  });
});
