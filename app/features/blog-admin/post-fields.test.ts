import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_READ_TIME, excerptOf, postStatus, readTimeOf, SLUG_PATTERN, slugify, splitTags } from "./post-fields";

describe("slugify", () => {
  it("lower-cases the title and turns every run of other characters into one hyphen", () => {
    expect(slugify("A 12-Week SAT Study Plan That Actually Works")).toBe("a-12-week-sat-study-plan-that-actually-works");
    expect(slugify("  Why?! Early Decision — or Not…  ")).toBe("why-early-decision-or-not");
    expect(slugify("Résumé tips")).toBe("r-sum-tips");
  });

  it("gives nothing for a title without Latin letters or digits", () => {
    expect(slugify("如何选择大学")).toBe("");
    expect(slugify("---")).toBe("");
  });

  it("always gives a valid slug or nothing, never longer than 100 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("excerptOf", () => {
  it("is the first line, cut at 150 characters", () => {
    const line = "x".repeat(200);
    expect(excerptOf(`${line}\nsecond line`)).toBe("x".repeat(150));
    expect(excerptOf("Short first line.\nSecond line.")).toBe("Short first line.");
  });

  it("skips blank lines and the Markdown a reader does not see", () => {
    expect(excerptOf("\n\n## **Start** with [moments](https://example.org)\n\nBody")).toBe("Start with moments");
    expect(excerptOf("![A campus](/media/abc)\n")).toBe("A campus");
  });

  it("counts whole characters, so Chinese and emoji are never cut in half", () => {
    const text = "申".repeat(149) + "😀😀";
    const excerpt = excerptOf(text);
    expect(Array.from(excerpt)).toHaveLength(150);
    expect(excerpt.endsWith("😀")).toBe(true);
  });

  it("is empty for empty text", () => {
    expect(excerptOf("")).toBe("");
  });
});

describe("readTimeOf", () => {
  it("is the spec's default without text", () => {
    expect(readTimeOf("")).toBe(DEFAULT_READ_TIME);
    expect(readTimeOf("  \n ## \n")).toBe(DEFAULT_READ_TIME);
    expect(readTimeOf("申请".repeat(500), "zh")).toBe("3 分钟阅读");
  });

  it("reads 200 English words a minute, rounding up, at least one minute", () => {
    expect(readTimeOf("word ".repeat(10))).toBe("1 min read");
    expect(readTimeOf("word ".repeat(200))).toBe("1 min read");
    expect(readTimeOf("word ".repeat(201))).toBe("2 min read");
    expect(readTimeOf("word ".repeat(1000))).toBe("5 min read");
  });

  it("counts Chinese by characters", () => {
    expect(readTimeOf("学".repeat(400))).toBe("1 min read");
    expect(readTimeOf("学".repeat(1201))).toBe("4 min read");
  });
});

describe("splitTags", () => {
  it("trims, drops blanks and repeats (either comma)", () => {
    expect(splitTags(" SAT, essays ,,sat， 文书 ")).toEqual(["SAT", "essays", "文书"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("postStatus", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("is draft, scheduled or published by the public rule", () => {
    expect(postStatus({ published: false, publishedAt: null }, now)).toBe("draft");
    expect(postStatus({ published: false, publishedAt: new Date("2026-01-01T00:00:00Z") }, now)).toBe("draft");
    expect(postStatus({ published: true, publishedAt: new Date("2026-11-25T12:00:01Z") }, now)).toBe("scheduled");
    expect(postStatus({ published: true, publishedAt: now }, now)).toBe("published");
  });
});
