import katex from "katex";
import { describe, expect, it } from "vitest";
import { buildSatBank } from "../bank";
import { englishItems } from "../english/items";
import { mathTemplates } from "../math/templates";
import { createRng } from "../rng";
import { solverHash, type SecondSolverRecord } from "../second-solver";
import { domainOfSkill } from "../taxonomy";
import { mockDifficultyCounts, mockDomainCounts, mockSectionShape, PILOTS_PER_MODULE } from "./blueprint";
import { checkEnglishModule, printOf } from "./check-english-module";
import { mockEnglishModules } from "./english";
import { buildMockModules, writtenMockTests } from "./mock-tests";

const modules = buildMockModules();
const mockItems = modules.flatMap((m) => m.items);

const count = <T,>(items: readonly T[], key: (item: T) => string) => {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
};

describe("the mock tests", () => {
  it("has test 1 written, every written test in six modules of the right length", () => {
    expect(writtenMockTests()).toContain(1);
    for (const test of writtenMockTests()) {
      const mine = modules.filter((m) => m.test === test);
      expect(mine.map((m) => `${m.section}-${m.form}`).sort(), `test ${test}`).toEqual(
        ["english-m1", "english-m2e", "english-m2h", "math-m1", "math-m2e", "math-m2h"].sort(),
      );
      for (const m of mine) expect(m.items, m.id).toHaveLength(mockSectionShape[m.section].questions);
    }
  });

  it("follows the blueprint in every module: domains, difficulty and two pilots", () => {
    for (const m of modules) {
      const scored = m.items.filter((i) => !i.pilot);
      expect(m.items.length - scored.length, m.id).toBe(PILOTS_PER_MODULE);
      expect(count(scored, (i) => domainOfSkill(i.skill)), m.id).toEqual(mockDomainCounts[m.section]);
      const levels = Object.fromEntries(Object.entries(mockDifficultyCounts[m.section][m.form]).filter(([, n]) => n > 0));
      expect(count(scored, (i) => i.difficulty), m.id).toEqual(levels);
    }
  });

  it("passes the reading and writing checks in every authored module", () => {
    const practice = englishItems.map(printOf);
    const printsOf = new Map(mockEnglishModules.map((m) => [m, (m.items as Parameters<typeof printOf>[0][]).map(printOf)]));
    for (const authored of mockEnglishModules) {
      const others = [...practice, ...mockEnglishModules.filter((o) => o !== authored).flatMap((o) => printsOf.get(o)!)];
      expect(checkEnglishModule(authored.test, authored.form, authored.items, others), `test ${authored.test} ${authored.form}`).toEqual([]);
    }
  });

  it("never reuses an item: unique ids, and no math stem from the practice bank or another module", () => {
    expect(new Set(mockItems.map((i) => i.id)).size).toBe(mockItems.length);
    const bankStems = new Set(buildSatBank().filter((i) => i.templateId).map((i) => i.stem));
    const mathStems = mockItems.filter((i) => i.templateId).map((i) => i.stem);
    expect(new Set(mathStems).size).toBe(mathStems.length);
    for (const stem of mathStems) expect(bankStems.has(stem), stem).toBe(false);
  });

  it("recomputes every math key with its template's independent check", () => {
    for (const item of mockItems.filter((i) => i.templateId)) {
      const template = mathTemplates.find((t) => t.id === item.templateId)!;
      const draft = template.generate(createRng(item.seed!));
      if (template.type === "spr") {
        expect(template.check(draft.params, draft.answer!.value), item.id).toBe(true);
        continue;
      }
      const [right, ...wrong] = draft.choices!;
      expect(template.check(draft.params, right.value), item.id).toBe(true);
      for (const w of wrong) expect(template.check(draft.params, w.value), `${item.id}: ${w.text}`).toBe(false);
      expect(item.choices[Number(item.key)], item.id).toBe(right.text);
    }
  });

  it("renders every piece of TeX with KaTeX", () => {
    for (const item of mockItems) {
      for (const text of [item.stem, ...item.choices, item.explanation, ...item.choiceExplanations]) {
        for (const m of text.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g)) {
          expect(() => katex.renderToString((m[1] ?? m[2])!, { throwOnError: true }), item.id).not.toThrow();
        }
      }
    }
  });

  it("has a current blind second solve of every reading and writing item that agrees with the key", () => {
    const files = import.meta.glob<SecondSolverRecord[]>("./english/second-solver/*.json", { eager: true, import: "default" });
    const records = new Map(Object.values(files).flat().map((r) => [r.id, r]));
    for (const item of mockItems.filter((i) => !i.templateId)) {
      const record = records.get(item.id);
      expect(record, `${item.id}: not solved blind yet (scripts/sat-second-solver.ts)`).toBeDefined();
      expect(record!.hash, `${item.id}: changed since it was solved; solve it again`).toBe(solverHash(item));
      expect(record!.answer, `${item.id}: the second solver disagrees with the key`).toBe(item.choices[Number(item.key)]);
    }
  });
});
