import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitLinks } from "./link-text";

describe("splitLinks", () => {
  it("finds http and https links inside text", () => {
    expect(splitLinks("Verify: https://unibridge.test/verify?token=a1b2&x=1 now")).toEqual([
      { kind: "text", value: "Verify: " },
      { kind: "link", value: "https://unibridge.test/verify?token=a1b2&x=1" },
      { kind: "text", value: " now" },
    ]);
    expect(splitLinks("http://localhost:3000/reset")).toEqual([{ kind: "link", value: "http://localhost:3000/reset" }]);
  });

  it("leaves sentence punctuation outside the link", () => {
    expect(splitLinks("Go to https://a.test/x.")).toEqual([
      { kind: "text", value: "Go to " },
      { kind: "link", value: "https://a.test/x" },
      { kind: "text", value: "." },
    ]);
    expect(splitLinks("(see https://a.test/x)")).toEqual([
      { kind: "text", value: "(see " },
      { kind: "link", value: "https://a.test/x" },
      { kind: "text", value: ")" },
    ]);
    expect(splitLinks("https://en.wikipedia.org/wiki/SAT_(test)")).toEqual([
      { kind: "link", value: "https://en.wikipedia.org/wiki/SAT_(test)" },
    ]);
    expect(splitLinks("请点击 https://a.test/verify?token=abc。谢谢")).toEqual([
      { kind: "text", value: "请点击 " },
      { kind: "link", value: "https://a.test/verify?token=abc" },
      { kind: "text", value: "。谢谢" },
    ]);
  });

  it("does not link other schemes", () => {
    expect(splitLinks("javascript:alert(1) mailto:a@b.c ftp://x")).toEqual([
      { kind: "text", value: "javascript:alert(1) mailto:a@b.c ftp://x" },
    ]);
  });

  it("keeps every character of the text, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom("https://a.test/p?q=1", "http://x.y/(z).", " ", "。"))), (pieces) => {
        const text = pieces.join("");
        const parts = splitLinks(text);
        expect(parts.map((p) => p.value).join("")).toBe(text);
        for (const part of parts) if (part.kind === "link") expect(part.value).toMatch(/^https?:\/\//);
      }),
    );
  });
});
