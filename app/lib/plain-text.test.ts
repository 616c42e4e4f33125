import { describe, expect, it } from "vitest";
import { controlCharacterParam, hasControlCharacters, plainText } from "./plain-text";

const CONTROLS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0080", "\u0085", "\u009f"];

describe("hasControlCharacters", () => {
  it("finds every C0 and C1 control character, NUL included", () => {
    for (const control of [...CONTROLS, "\t", "\n", "\r"]) expect(hasControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(true);
  });

  it("allows tab and line breaks only in multi-line text", () => {
    expect(hasControlCharacters("line one\r\nline two\tend", { multiline: true })).toBe(false);
    for (const control of CONTROLS) expect(hasControlCharacters(`a${control}b`, { multiline: true }), JSON.stringify(control)).toBe(true);
  });

  it("leaves ordinary text alone, in any script", () => {
    expect(hasControlCharacters("Zoë O'Brien — 张伟 🎓 \u00a0\u3000")).toBe(false);
  });
});

describe("plainText", () => {
  it("refuses control characters with its message before the field's own rules", () => {
    const schema = plainText().trim().min(1, "required").max(5, "too long");
    const result = schema.safeParse("\u0000 far too long");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["errors:invalid_characters"]);
    expect(schema.parse("  ok ")).toBe("ok");
  });

  it("takes line breaks in multi-line fields", () => {
    expect(plainText({ multiline: true }).parse("one\ntwo")).toBe("one\ntwo");
    expect(plainText().safeParse("one\ntwo").success).toBe(false);
  });
});

describe("controlCharacterParam", () => {
  it("names the first parameter with a control character in its name or value", () => {
    expect(controlCharacterParam(new URLSearchParams("q=ok&page=2"))).toBeNull();
    expect(controlCharacterParam(new URLSearchParams("q=ok&page=%00"))).toBe("page");
    expect(controlCharacterParam(Object.entries({ mentorId: "a\u0000", other: undefined }))).toBe("mentorId");
  });
});
