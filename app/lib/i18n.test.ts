import { describe, expect, it } from "vitest";
import { isChinese, toLocale } from "./i18n";
import { createI18n } from "./i18n-all-languages";
import { serverPageT } from "./page-strings.server";

describe("language helpers", () => {
  it("reads a locale from a language tag", () => {
    expect(["en", "en-US", "zh", "zh-CN", "ZH-tw", "fr", ""].map(toLocale)).toEqual(["en", "en", "zh", "zh", "zh", undefined, undefined]);
  });

  it("tells whether the interface language is Chinese", () => {
    expect(["zh", "zh-CN", "en", "en-GB"].map(isChinese)).toEqual([true, true, false, false]);
  });
});

describe("translated sentences", () => {
  const t = createI18n("en").t;

  it("end once when an interpolated name already ends with a full stop", () => {
    const text = serverPageT("en", "meetings")("invitation.description", { type: "Essay Review", name: "Caleb S.", link: "https://meet.example/x" });
    expect(text).toBe("Essay Review with Caleb S.\nJoin the video call: https://meet.example/x");
  });

  it("keep an ellipsis and a plain stop", () => {
    expect(serverPageT("en", "signup")("actions.submitting", { count: 1 })).toBe("Creating Account...");
    expect(t("dashboard:welcome", { name: "Ada L." })).toBe("Welcome, Ada L.");
  });
});
