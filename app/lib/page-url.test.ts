import { describe, expect, it } from "vitest";
import { localizedUrl, pathInLanguage } from "./page-url";

describe("localizedUrl", () => {
  it("puts English at the path and Chinese at ?lang=zh, keeping other parameters", () => {
    expect(localizedUrl("https://unibridge.example", "/blog", "en")).toBe("https://unibridge.example/blog");
    expect(localizedUrl("https://unibridge.example", "/blog?category=SAT+Prep", "zh")).toBe(
      "https://unibridge.example/blog?category=SAT+Prep&lang=zh",
    );
    expect(localizedUrl("https://unibridge.example", "/?lang=zh", "en")).toBe("https://unibridge.example/");
  });
});

describe("pathInLanguage", () => {
  it("sets ?lang=zh for Chinese and drops ?lang for English, keeping the rest of the path", () => {
    expect(pathInLanguage("/mentors?major=economics", "zh")).toBe("/mentors?major=economics&lang=zh");
    expect(pathInLanguage("/mentors?lang=zh&major=economics", "en")).toBe("/mentors?major=economics");
    expect(pathInLanguage("/mentor-support?lang=en#payment-timing", "zh")).toBe("/mentor-support?lang=zh#payment-timing");
    expect(pathInLanguage("/?lang=zh", "en")).toBe("/");
  });
});
