import { describe, expect, it } from "vitest";
import katex from "katex";
import { buildSatBank, findMathTemplate, variantSeed } from "./bank";
import { englishItems } from "./english/items";
import { authoredEnglishItemSchema, satItemSchema, type SatItem } from "./item-schema";
import { mathTemplates } from "./math/templates";
import { createRng } from "./rng";
import { solverHash, type SecondSolverRecord } from "./second-solver";
import { gradeSpr, sprEntryFor } from "./spr-answer";
import { ITEMS_PER_SUBSECTION, englishSkills, mathSkills, satDifficulties, satSubsections, sectionOfSkill } from "./taxonomy";

const bank = buildSatBank();
const mathItems = bank.filter((i) => i.templateId);
const english = bank.filter((i) => !i.templateId);

function texSegments(markdown: string): string[] {
  return [...markdown.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g)].map((m) => (m[1] ?? m[2])!);
}

function textsOf(item: SatItem): string[] {
  return [...item.passages.map((p) => p.text), item.stem, ...item.choices, item.explanation, ...item.choiceExplanations, ...(item.table ? [item.table.title, ...item.table.columns, ...item.table.rows.flat()] : [])];
}

const words = (text: string) => text.replace(/[$*_#>`-]/g, " ").split(/\s+/).filter(Boolean);
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

function shingles(text: string): Set<string> {
  const w = words(normalise(text));
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3).join(" "));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

describe("the SAT practice bank", () => {
  it("holds 45 items in each of the seven subsections, 315 in all, with unique ids", () => {
    for (const s of satSubsections) expect(bank.filter((i) => i.subsectionId === s.id).length, s.id).toBe(ITEMS_PER_SUBSECTION);
    expect(bank.length).toBe(315);
    expect(new Set(bank.map((i) => i.id)).size).toBe(bank.length);
  });

  it("validates every item against the schema, in its subsection's section and difficulty", () => {
    for (const item of bank) {
      expect(() => satItemSchema.parse(item), item.id).not.toThrow();
      const subsection = satSubsections.find((s) => s.id === item.subsectionId)!;
      expect(sectionOfSkill(item.skill), item.id).toBe(subsection.section);
      if (subsection.difficulty) expect(item.difficulty, item.id).toBe(subsection.difficulty);
      if (subsection.level === "grammar") expect(["boundaries", "form-structure-and-sense"], item.id).toContain(item.skill);
    }
    for (const item of englishItems) expect(() => authoredEnglishItemSchema.parse(item), item.id).not.toThrow();
  });

  it("gives every multiple-choice item four distinct choices and one key, and no key outside math", () => {
    for (const item of bank) {
      if (item.type === "spr") {
        expect(item.choices, item.id).toEqual([]);
        expect(sectionOfSkill(item.skill), item.id).toBe("math");
        continue;
      }
      expect(item.choices.length, item.id).toBe(4);
      expect(new Set(item.choices.map(normalise)).size, item.id).toBe(4);
      expect(item.choiceExplanations.length, item.id).toBe(4);
      expect(["0", "1", "2", "3"], item.id).toContain(item.key);
    }
    for (const item of englishItems) expect(item.choices.filter((c) => c.correct).length, item.id).toBe(1);
  });

  it("spreads the keys evenly over A-D in every subsection", () => {
    for (const s of satSubsections) {
      const keys = bank.filter((i) => i.subsectionId === s.id && i.type === "mcq").map((i) => i.key);
      const counts = ["0", "1", "2", "3"].map((k) => keys.filter((x) => x === k).length);
      expect(Math.max(...counts) - Math.min(...counts), `${s.id}: ${counts.join(",")}`).toBeLessThanOrEqual(Math.ceil(keys.length * 0.1) + 1);
    }
  });

  it("renders every piece of TeX with KaTeX", () => {
    for (const item of bank) {
      for (const text of textsOf(item)) {
        expect(text.split("$").length % 2, `${item.id}: unbalanced $ in ${text}`).toBe(1);
        for (const tex of texSegments(text)) expect(() => katex.renderToString(tex, { throwOnError: true }), `${item.id}: ${tex}`).not.toThrow();
      }
    }
  });

  it("never names a choice by its letter, since choices are reordered", () => {
    const letter = /\b(choice|option|answer)\s+\(?[A-D]\)?(?![a-z])|\([A-D]\)/;
    for (const item of bank) for (const text of [item.explanation, ...item.choiceExplanations]) expect(text, item.id).not.toMatch(letter);
  });
});

describe("math items", () => {
  it("has a template for every math skill at every difficulty", () => {
    for (const skill of mathSkills) {
      for (const difficulty of satDifficulties) {
        expect(mathTemplates.some((t) => t.skill === skill && t.difficulty === difficulty), `${skill} ${difficulty}`).toBe(true);
      }
    }
    expect(new Set(mathTemplates.map((t) => t.id)).size).toBe(mathTemplates.length);
  });

  it("recomputes every key by the template's independent check, and no distractor passes it", () => {
    for (const item of mathItems) {
      const template = findMathTemplate(item.templateId!)!;
      const draft = template.generate(createRng(item.seed!));
      if (template.type === "spr") {
        expect(template.check(draft.params, draft.answer!.value), item.id).toBe(true);
        expect(draft.answer!.key, item.id).toBe(item.key);
        continue;
      }
      const passing = draft.choices!.filter((c) => template.check(draft.params, c.value));
      expect(passing.length, `${item.id}: choices passing the check`).toBe(1);
      expect(passing[0], item.id).toBe(draft.choices![0]);
      expect(item.choices[Number(item.key)], item.id).toBe(draft.choices![0].text);
    }
  });

  it("keeps every template sound over many more variants than the bank shows", () => {
    for (const template of mathTemplates) {
      for (let variant = 0; variant < 60; variant++) {
        const draft = template.generate(createRng(variantSeed(template.id, variant) ^ 0xabcdef));
        if (template.type === "spr") {
          expect(template.check(draft.params, draft.answer!.value), `${template.id} #${variant}`).toBe(true);
          expect(sprEntryFor(draft.answer!.key), `${template.id} #${variant}: ${draft.answer!.key} cannot be entered`).toBeDefined();
          continue;
        }
        const texts = draft.choices!.map((c) => normalise(c.text));
        expect(new Set(texts).size, `${template.id} #${variant}: ${texts.join(" | ")}`).toBe(4);
        expect(draft.choices!.filter((c) => template.check(draft.params, c.value)).length, `${template.id} #${variant}`).toBe(1);
        expect(template.check(draft.params, draft.choices![0].value), `${template.id} #${variant}`).toBe(true);
      }
    }
  });

  it("gives every student-produced key an entry that fits the SAT's box and that the grader accepts", () => {
    for (const item of mathItems.filter((i) => i.type === "spr")) {
      const entry = sprEntryFor(item.key);
      expect(entry, item.id).toBeDefined();
      expect(gradeSpr(entry!, item.key), item.id).toBe(true);
    }
  });

  it("never repeats an item: no two variants share a stem", () => {
    expect(new Set(mathItems.map((i) => normalise(i.stem + JSON.stringify(i.table ?? "")))).size).toBe(mathItems.length);
  });
});

describe("reading and writing items", () => {
  it("covers every reading and writing skill", () => {
    for (const skill of englishSkills) expect(english.some((i) => i.skill === skill), skill).toBe(true);
  });

  it("keeps each passage between 25 and 150 words", () => {
    for (const item of english) {
      for (const p of item.passages) {
        const n = words(p.text).length;
        expect(n, `${item.id}: ${n} words`).toBeGreaterThanOrEqual(25);
        expect(n, `${item.id}: ${n} words`).toBeLessThanOrEqual(150);
      }
    }
  });

  it("records the source and licence of every passage; public-domain works are from before 1930", () => {
    for (const item of english) {
      expect(item.source, item.id).toBeDefined();
      if (item.source!.licence === "public-domain") expect(item.source!.year, item.id).toBeLessThan(1930);
      if (item.source!.author === "Unibridge") {
        expect(item.source!.licence, item.id).toBe("CC BY 4.0");
        expect(item.skill, `${item.id}: original passages only carry quantitative data`).toBe("command-of-evidence-quantitative");
      }
    }
  });

  it("has no near-duplicate passages or questions", () => {
    const prints = english.map((i) => ({ id: i.id, s: shingles(i.passages.map((p) => p.text).join(" ") + " " + i.stem) }));
    for (let a = 0; a < prints.length; a++) {
      for (let b = a + 1; b < prints.length; b++) {
        expect(jaccard(prints[a]!.s, prints[b]!.s), `${prints[a]!.id} and ${prints[b]!.id}`).toBeLessThan(0.5);
      }
    }
  });

  it("has a current blind second solve of every item that agrees with the key", () => {
    const files = import.meta.glob<SecondSolverRecord[]>("./english/second-solver/*.json", { eager: true, import: "default" });
    const records = new Map(Object.values(files).flat().map((r) => [r.id, r]));
    for (const item of english) {
      const record = records.get(item.id);
      expect(record, `${item.id}: not solved blind yet (scripts/sat-second-solver.ts)`).toBeDefined();
      expect(record!.hash, `${item.id}: changed since it was solved; solve it again`).toBe(solverHash(item));
      expect(record!.answer, `${item.id}: the second solver disagrees with the key`).toBe(item.choices[Number(item.key)]);
    }
  });

  it("explains the key as right and every other choice as wrong", () => {
    for (const item of englishItems) {
      for (const c of item.choices) {
        if (c.correct) expect(c.why, item.id).not.toMatch(/^(incorrect|wrong|this is not)/i);
        else expect(c.why, item.id).not.toMatch(/^(correct|right|this is the (best|correct))/i);
      }
    }
  });
});
