import { balancedPositions, buildSatBank, englishItem, mathItemFromTemplate } from "../bank";
import { authoredMockEnglishItemSchema, type AuthoredMockEnglishItem, type SatItem } from "../item-schema";
import { mathTemplates } from "../math/templates";
import { createRng, hashSeed } from "../rng";
import { domainOfSkill, satDifficulties, type SatDifficulty, type SatDomain, type SatSection } from "../taxonomy";
import { mockDifficultyCounts, mockDomainCounts, mockForms, mockModuleId, PILOTS_PER_MODULE, type MockForm } from "./blueprint";
import { mockEnglishModules } from "./english";

/**
 * The mock tests' modules: reading and writing authored in content/sat/mock/english, math built
 * from the templates with seeds of their own. Every item is new: no stem of the practice bank or
 * of another module repeats (the content tests prove it).
 */
export interface MockItem extends SatItem {
  pilot: boolean;
}

export interface MockModule {
  test: number;
  section: SatSection;
  form: MockForm;
  /** "mock-01-english-m1": the items' subsectionId. */
  id: string;
  items: MockItem[];
}

export const MOCK_SEED = 20261126;

/** The tests whose three reading and writing modules are written. */
export function writtenMockTests(): number[] {
  const tests = [...new Set(mockEnglishModules.map((m) => m.test))].sort((a, b) => a - b);
  return tests.filter((t) => mockForms.every((f) => mockEnglishModules.some((m) => m.test === t && m.form === f)));
}

let built: MockModule[] | undefined;

/** Every module of every written test, math stems checked unique against the practice bank. */
export function buildMockModules(): MockModule[] {
  if (built) return built;
  const usedStems = new Set(buildSatBank().map((i) => i.stem));
  const out: MockModule[] = [];
  for (const test of writtenMockTests()) {
    for (const form of mockForms) {
      out.push(englishModule(test, form));
    }
    for (const form of mockForms) {
      out.push(mathModule(test, form, usedStems));
    }
  }
  built = out;
  return out;
}

/** A reading and writing module as the test serves it; `authored` defaults to the module listed in english/index.ts. */
export function englishModule(test: number, form: MockForm, authored: readonly unknown[] = findAuthored(test, form)): MockModule {
  const parsed: AuthoredMockEnglishItem[] = authored.map((item) => authoredMockEnglishItemSchema.parse(item));
  const id = mockModuleId(test, "english", form);
  const positions = balancedPositions(parsed.length, hashSeed(id) ^ MOCK_SEED);
  return {
    test,
    section: "english",
    form,
    id,
    items: parsed.map((item, i) => ({ ...englishItem(item, id, positions[i]!), pilot: item.pilot === true })),
  };
}

function findAuthored(test: number, form: MockForm): readonly unknown[] {
  const found = mockEnglishModules.find((m) => m.test === test && m.form === form);
  if (!found) throw new Error(`test ${test} ${form} is not listed in content/sat/mock/english/index.ts`);
  return found.items;
}

/** The module's slots: domain and difficulty, each difficulty spread over the domains. */
function mathSlots(form: MockForm): { domain: SatDomain; difficulty: SatDifficulty }[] {
  const domains = Object.entries(mockDomainCounts.math) as [SatDomain, number][];
  const left = new Map(domains);
  const order: SatDomain[] = [];
  // Round robin, so every domain meets every difficulty.
  while (order.length < 20) {
    for (const [domain] of domains) {
      if ((left.get(domain) ?? 0) > 0) {
        order.push(domain);
        left.set(domain, left.get(domain)! - 1);
      }
    }
  }
  const levels = satDifficulties.flatMap((d) => Array<SatDifficulty>(mockDifficultyCounts.math[form][d]).fill(d));
  // 7 is coprime with 20: stepping by it visits every level once.
  return order.map((domain, k) => ({ domain, difficulty: levels[(k * 7) % levels.length]! }));
}

export function mathModule(test: number, form: MockForm, usedStems: Set<string>): MockModule {
  const id = mockModuleId(test, "math", form);
  const rng = createRng(hashSeed(id) ^ MOCK_SEED);
  const slots = mathSlots(form);
  const pilotSlots = Array.from({ length: PILOTS_PER_MODULE }, () => ({
    domain: rng.pick(Object.keys(mockDomainCounts.math) as SatDomain[]),
    difficulty: rng.pick(satDifficulties),
    pilot: true,
  }));
  const all = [...slots.map((s) => ({ ...s, pilot: false })), ...pilotSlots];
  // The SAT orders a math module roughly from easy to hard; pilots sit among their level.
  const rank = (d: SatDifficulty) => satDifficulties.indexOf(d);
  const ordered = all.map((s, i) => ({ ...s, i })).sort((a, b) => rank(a.difficulty) - rank(b.difficulty) || a.i - b.i);
  const positions = balancedPositions(ordered.length, hashSeed(`${id}#keys`) ^ MOCK_SEED);
  const items: MockItem[] = ordered.map((slot, n) => {
    const candidates = mathTemplates.filter((t) => domainOfSkill(t.skill) === slot.domain && t.difficulty === slot.difficulty);
    const itemId = `mock${String(test).padStart(2, "0")}-m-${form}-${String(n + 1).padStart(2, "0")}`;
    for (let attempt = 0; attempt < 200; attempt++) {
      const template = candidates[(hashSeed(`${itemId}#${attempt}`) + attempt) % candidates.length]!;
      const seed = (hashSeed(`${itemId}#${attempt}`) ^ MOCK_SEED) >>> 0;
      const item = mathItemFromTemplate(template, seed, { id: itemId, subsectionId: id, keyPosition: positions[n]! });
      if (usedStems.has(item.stem)) continue;
      usedStems.add(item.stem);
      return { ...item, pilot: slot.pilot };
    }
    throw new Error(`${itemId}: no new variant for ${slot.domain} ${slot.difficulty}`);
  });
  return { test, section: "math", form, id, items };
}
