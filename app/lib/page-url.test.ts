import { describe, expect, it } from "vitest";
import { localizedUrl } from "./page-url";

describe("localizedUrl", () => {
  it("puts English at the path and Chinese at ?lang=zh, keeping other parameters", () => {
    expect(localizedUrl("https://unibridge.example", "/blog", "en")).toBe("https://unibridge.example/blog");
    expect(localizedUrl("https://unibridge.example", "/blog?category=SAT+Prep", "zh")).toBe(
      "https://unibridge.example/blog?category=SAT+Prep&lang=zh",
    );
    expect(localizedUrl("https://unibridge.example", "/?lang=zh", "en")).toBe("https://unibridge.example/");
  });
});
