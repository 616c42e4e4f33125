import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { universities, type University } from "~content/universities";
import { planMentors } from "./plan-mentors";
import { createRandom } from "./random";
import { DEMO_SEED } from "./seed-demo-data.server";

// What the site promises and what the demo data holds must agree: every university the copy
// names (in any language, on any page) has at least one demo mentor, so searching for it finds one.

const appDir = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.includes(".test."))
    .map((file) => path.join(dir, file));
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every string of every locale file, en and zh. */
function localeCopy(): string[] {
  return filesUnder(path.join(appDir, "locales"), /\.json$/).flatMap((file) => stringsIn(JSON.parse(readFileSync(file, "utf8"))));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How copy refers to a university: its names, the short forms ("Stanford", "斯坦福", "MIT"). */
function namePatterns(u: University): RegExp[] {
  const english = [u.en, u.en.replace(/^University of /, "").replace(/ (University|College)$/, "")];
  if (/^[A-Z]{3,}$/.test(u.short)) english.push(u.short);
  const chinese = [u.zh, u.zh.replace(/(大学|学院)$/, "")].filter((name) => name.length >= 2);
  return [
    ...english.map((name) => new RegExp(`\\b${escape(name)}\\b`)),
    ...chinese.map((name) => new RegExp(escape(name))),
  ];
}

const ivyIds = universities.filter((u) => u.ivy).map((u) => u.id);

/** The university ids a text names; "Ivy League" names all eight. */
function universitiesNamedIn(text: string): string[] {
  const named = universities.filter((u) => namePatterns(u).some((pattern) => pattern.test(text))).map((u) => u.id);
  if (/Ivy League|常春藤/.test(text)) named.push(...ivyIds);
  return [...new Set(named)];
}

/** Ids the home page's components name in code (the hero's Stanford card, the trust logos). */
function idsInHomeComponents(): string[] {
  const ids = new Set(universities.map((u) => u.id));
  return filesUnder(path.join(appDir, "features/home"), /\.tsx?$/).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/"([a-z-]+)"/g)].map((match) => match[1]!).filter((id) => ids.has(id)),
  );
}

describe("universities the copy names", () => {
  it("are read from the copy in both languages", () => {
    expect(universitiesNamedIn("verified students at Harvard, Stanford, MIT and 50+ top universities")).toEqual(["harvard", "stanford", "mit"]);
    expect(universitiesNamedIn("与哈佛、斯坦福、麻省理工等 50 多所顶尖大学")).toEqual(["harvard", "stanford", "mit"]);
    expect(universitiesNamedIn("a sophomore at Brown")).toEqual(["brown"]);
    expect(universitiesNamedIn("students at the Ivy League")).toEqual(ivyIds);
    expect(universitiesNamedIn("Peer mentoring for US college admissions")).toEqual([]);
  });

  it("each have at least one demo mentor", () => {
    const named = new Set([...localeCopy().flatMap(universitiesNamedIn), ...idsInHomeComponents()]);
    expect([...named]).toEqual(expect.arrayContaining(["harvard", "stanford", "mit"]));
    const seeded = new Set(planMentors(createRandom(DEMO_SEED), new Date("2026-03-10T15:30:00Z")).map((m) => m.college));
    expect([...named].filter((id) => !seeded.has(id))).toEqual([]);
  });
});
