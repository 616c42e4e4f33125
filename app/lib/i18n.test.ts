import { describe, expect, it } from "vitest";
import { isChinese, toLocale } from "./i18n";

describe("language helpers", () => {
  it("reads a locale from a language tag", () => {
    expect(["en", "en-US", "zh", "zh-CN", "ZH-tw", "fr", ""].map(toLocale)).toEqual(["en", "en", "zh", "zh", "zh", undefined, undefined]);
  });

  it("tells whether the interface language is Chinese", () => {
    expect(["zh", "zh-CN", "en", "en-GB"].map(isChinese)).toEqual([true, true, false, false]);
  });
});
