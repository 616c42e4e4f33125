import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n-all-languages";
import { formatCharged, formatPrice } from "./format-price";

describe("formatCharged", () => {
  it("is the dollar amount in English", () => {
    expect(formatCharged(18900, "en", createI18n("en").t)).toBe("$189.00");
  });

  it("adds the yuan equivalent the booking page showed, in Chinese", () => {
    const text = formatCharged(18900, "zh", createI18n("zh").t);
    expect(text).toBe(`$189.00（约 ${formatPrice(18900, "zh")}）`);
    expect(text).toContain("¥1,368.36");
  });
});
