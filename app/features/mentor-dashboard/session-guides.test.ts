import { describe, expect, it } from "vitest";
import { guidelineCardTypes, sessionGuides } from "~content/session-guides";
import { sessionTypes } from "~/lib/session-types";

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

describe("session guides", () => {
  it("has a guide for every session type and four cards", () => {
    expect(Object.keys(sessionGuides).sort()).toEqual([...sessionTypes].sort());
    expect(guidelineCardTypes).toHaveLength(4);
  });

  it.each(sessionTypes)("%s: five tips, requirements, all in English and Chinese", (type) => {
    const guide = sessionGuides[type];
    expect(guide.tips).toHaveLength(5);
    expect(guide.requirements.length).toBeGreaterThanOrEqual(2);
    for (const text of [guide.expectations, ...guide.requirements, ...guide.tips]) {
      expect(text.en.trim().length).toBeGreaterThan(20);
      expect(text.zh).toMatch(CJK);
    }
    expect(new Set(guide.tips.map((tip) => tip.en)).size).toBe(5);
  });
});
