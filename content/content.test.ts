import { describe, it, expect } from "vitest";
import { majors, findMajor } from "./majors";
import { countries, findCountry } from "./countries";
import { languages, findLanguage } from "./languages";
import { universities, ivyLeagueIds, findUniversity } from "./universities";

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

function expectUnique(values: readonly string[]): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes).toEqual([]);
}

function expectBilingual(rows: readonly { en: string; zh: string }[]): void {
  for (const row of rows) {
    expect(row.en.trim(), JSON.stringify(row)).not.toBe("");
    expect(row.zh.trim(), JSON.stringify(row)).not.toBe("");
    expect(row.zh, JSON.stringify(row)).toMatch(CJK);
  }
}

describe("majors", () => {
  it("has 25-35 unique kebab-case ids", () => {
    expect(majors.length).toBeGreaterThanOrEqual(25);
    expect(majors.length).toBeLessThanOrEqual(35);
    expectUnique(majors.map((m) => m.id));
    for (const m of majors) expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has non-empty English and Chinese names", () => {
    expectBilingual(majors);
  });

  it("finds a major by id", () => {
    expect(findMajor("computer-science")?.zh).toBe("计算机科学");
    expect(findMajor("nope")).toBeUndefined();
  });
});

describe("countries", () => {
  it("has 190-200 unique upper-case alpha-2 codes", () => {
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(countries.length).toBeLessThanOrEqual(200);
    expectUnique(countries.map((c) => c.code));
    for (const c of countries) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it("includes key countries", () => {
    const codes = countries.map((c) => c.code);
    for (const code of ["US", "CN", "GB", "IN", "KR"]) expect(codes).toContain(code);
    expect(findCountry("US")?.zh).toBe("美国");
    expect(findCountry("cn")?.zh).toBe("中国");
    expect(findCountry("TW")?.zh).toBe("中国台湾");
    expect(findCountry("HK")?.zh).toBe("中国香港");
    expect(findCountry("MO")?.zh).toBe("中国澳门");
    expect(findCountry("XX")).toBeUndefined();
  });

  it("is sorted by English name", () => {
    const names = countries.map((c) => c.en);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, "en"));
    expect(names).toEqual(sorted);
  });

  it("has non-empty English and Chinese names", () => {
    expectBilingual(countries);
  });
});

describe("languages", () => {
  it("has exactly 47 unique lower-case codes", () => {
    expect(languages).toHaveLength(47);
    expectUnique(languages.map((l) => l.code));
    for (const l of languages) expect(l.code).toMatch(/^[a-z]{2,3}$/);
  });

  it("has non-empty English and Chinese names", () => {
    expectBilingual(languages);
  });

  it("finds a language by code", () => {
    expect(findLanguage("zh")?.en).toBe("Mandarin Chinese");
    expect(findLanguage("yue")?.zh).toBe("粤语");
    expect(findLanguage("EN")?.zh).toBe("英语");
    expect(findLanguage("xx")).toBeUndefined();
  });
});

describe("universities", () => {
  it("has 90-110 unique kebab-case ids", () => {
    expect(universities.length).toBeGreaterThanOrEqual(90);
    expect(universities.length).toBeLessThanOrEqual(110);
    expectUnique(universities.map((u) => u.id));
    for (const u of universities) expect(u.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has non-empty English and Chinese names", () => {
    expectBilingual(universities);
  });

  it("has 2-4 letter badge abbreviations and #rrggbb colours", () => {
    for (const u of universities) {
      expect(u.short, u.id).toMatch(/^[A-Z]{2,4}$/);
      expect(u.color, u.id).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("has exactly the eight Ivy League members", () => {
    const flagged = universities.filter((u) => u.ivy).map((u) => u.id);
    expect(flagged).toHaveLength(8);
    expect(ivyLeagueIds).toHaveLength(8);
    expect([...ivyLeagueIds].sort()).toEqual([...flagged].sort());
    expect([...ivyLeagueIds].sort()).toEqual(
      ["brown", "columbia", "cornell", "dartmouth", "harvard", "princeton", "upenn", "yale"],
    );
  });

  it("finds a university by id", () => {
    expect(findUniversity("harvard")?.zh).toBe("哈佛大学");
    expect(findUniversity("mit")?.short).toBe("MIT");
    expect(findUniversity("uc-berkeley")?.zh).toBe("加州大学伯克利分校");
    expect(findUniversity("nope")).toBeUndefined();
  });
});
