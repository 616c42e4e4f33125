import { describe, expect, it } from "vitest";
import { universities } from "~content/universities";
import { textColorOn, universityMarkSvg } from "./university-mark-svg";

describe("universityMarkSvg", () => {
  it("draws the school's colour and abbreviation and names the school", () => {
    const svg = universityMarkSvg({ en: "Harvard University", short: "HU", color: "#a51c30" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#a51c30"');
    expect(svg).toContain(">HU</text>");
    expect(svg).toContain("<title>Harvard University</title>");
  });

  it("escapes text and refuses colours that are not #rrggbb", () => {
    const svg = universityMarkSvg({ en: "A & <B>", short: "<x>", color: "red\" onload=\"x" });
    expect(svg).toContain("A &amp; &lt;B&gt;");
    expect(svg).toContain("&lt;x&gt;");
    expect(svg).not.toContain("onload");
  });

  it("uses dark text on light school colours and white on dark ones", () => {
    expect(textColorOn("#b9d9eb")).toBe("#0f1733");
    expect(textColorOn("#00356b")).toBe("#ffffff");
  });

  it("works for every listed university", () => {
    for (const u of universities) expect(universityMarkSvg(u)).toContain(`fill="${u.color}"`);
  });
});
