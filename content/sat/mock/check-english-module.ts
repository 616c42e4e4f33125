import { authoredMockEnglishItemSchema, type AuthoredMockEnglishItem } from "../item-schema";
import { jaccard, NEAR_DUPLICATE, shingles, words } from "../similarity";
import { domainOfSkill, type SatDifficulty, type SatDomain } from "../taxonomy";
import { mockDifficultyCounts, mockDomainCounts, mockSectionShape, PILOTS_PER_MODULE, type MockForm } from "./blueprint";

/** An item's fingerprint for near-duplicate checks: its passages and stem. */
export interface ItemPrint {
  id: string;
  print: Set<string>;
}

export function printOf(item: { id: string; passages: { text: string }[]; stem: string }): ItemPrint {
  return { id: item.id, print: shingles(item.passages.map((p) => p.text).join(" ") + " " + item.stem) };
}

const LETTER = /\b(choice|option|answer)\s+\(?[A-D]\)?(?![a-z])|\([A-D]\)/;

/**
 * Everything a reading and writing module of a mock test must satisfy; the problems found, empty
 * when it passes. `others` are the items it must not repeat (the practice bank, other modules).
 */
export function checkEnglishModule(test: number, form: MockForm, raw: readonly unknown[], others: readonly ItemPrint[]): string[] {
  const problems: string[] = [];
  const shape = mockSectionShape.english;
  const prefix = `mock${String(test).padStart(2, "0")}-rw-${form}-`;
  if (raw.length !== shape.questions) problems.push(`${raw.length} items; a module has ${shape.questions}`);

  const items: AuthoredMockEnglishItem[] = [];
  raw.forEach((r, i) => {
    const parsed = authoredMockEnglishItemSchema.safeParse(r);
    if (!parsed.success) {
      problems.push(`item ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
      return;
    }
    items.push(parsed.data);
  });

  items.forEach((item, i) => {
    const expectedId = `${prefix}${String(i + 1).padStart(2, "0")}`;
    if (item.id !== expectedId) problems.push(`${item.id}: expected id ${expectedId}`);
    if (item.choices.filter((c) => c.correct).length !== 1) problems.push(`${item.id}: exactly one choice must be correct`);
    if (new Set(item.choices.map((c) => c.text.trim().toLowerCase())).size !== 4) problems.push(`${item.id}: choices must be distinct`);
    for (const p of item.passages) {
      const n = words(p.text).length;
      if (n < 25 || n > 150) problems.push(`${item.id}: a passage of ${n} words (25-150)`);
    }
    if (item.source.licence === "public-domain" && item.source.year >= 1930) problems.push(`${item.id}: public domain means published before 1930`);
    if (item.source.author === "Unibridge" && item.skill !== "command-of-evidence-quantitative") {
      problems.push(`${item.id}: original Unibridge passages only carry quantitative data`);
    }
    for (const c of item.choices) {
      if (c.correct && /^(incorrect|wrong|this is not)/i.test(c.why)) problems.push(`${item.id}: the key's explanation reads as wrong`);
      if (!c.correct && /^(correct|right|this is the (best|correct))/i.test(c.why)) problems.push(`${item.id}: a wrong choice's explanation reads as right`);
    }
    for (const text of [item.explanation, ...item.choices.map((c) => c.why)]) {
      if (LETTER.test(text)) problems.push(`${item.id}: names a choice by its letter (choices are reordered)`);
    }
  });

  const scored = items.filter((i) => !i.pilot);
  const pilots = items.length - scored.length;
  if (pilots !== PILOTS_PER_MODULE) problems.push(`${pilots} pilot items; a module has ${PILOTS_PER_MODULE}`);
  const domains = countBy(scored, (i) => domainOfSkill(i.skill));
  for (const [domain, want] of Object.entries(mockDomainCounts.english) as [SatDomain, number][]) {
    if ((domains.get(domain) ?? 0) !== want) problems.push(`${domain}: ${domains.get(domain) ?? 0} scored items, the blueprint asks ${want}`);
  }
  const levels = countBy(scored, (i) => i.difficulty);
  for (const [level, want] of Object.entries(mockDifficultyCounts.english[form]) as [SatDifficulty, number][]) {
    if ((levels.get(level) ?? 0) !== want) problems.push(`${level}: ${levels.get(level) ?? 0} scored items, form ${form} asks ${want}`);
  }

  const prints = items.map(printOf);
  for (const [a, b] of nearDuplicates(prints, [...prints, ...others])) problems.push(`${prints[a]!.id} repeats ${b.id}`);
  return problems;
}

/**
 * Each pair (a, later) of a module item and a later entry of `all` (the module's items, then the
 * others) that are near duplicates, in the order of a nested loop over both. Only pairs sharing a
 * shingle are compared (any other pair's index is 0), which keeps the check linear in the others.
 */
function nearDuplicates(prints: readonly ItemPrint[], all: readonly ItemPrint[]): [number, ItemPrint][] {
  const itemsWith = new Map<string, number[]>();
  prints.forEach((p, a) => {
    for (const s of p.print) itemsWith.set(s, [...(itemsWith.get(s) ?? []), a]);
  });
  const found: [number, number][] = [];
  all.forEach((other, b) => {
    const sharing = new Set<number>();
    for (const s of other.print) for (const a of itemsWith.get(s) ?? []) if (a < b) sharing.add(a);
    for (const a of sharing) if (jaccard(prints[a]!.print, other.print) >= NEAR_DUPLICATE) found.push([a, b]);
  });
  return found.sort(([a1, b1], [a2, b2]) => a1 - a2 || b1 - b2).map(([a, b]) => [a, all[b]!]);
}

function countBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, number> {
  const out = new Map<K, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}
