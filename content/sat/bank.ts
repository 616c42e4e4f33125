import { authoredEnglishItemSchema, satItemSchema, type AuthoredEnglishItem, type SatItem } from "./item-schema";
import type { MathDraft, MathTemplate } from "./math/template";
import { mathTemplates } from "./math/templates";
import { englishItems } from "./english/items";
import { createRng, hashSeed } from "./rng";
import { ITEMS_PER_SUBSECTION, satSubsections, type SatSubsectionId } from "./taxonomy";

/**
 * The practice bank: 45 items in each of the seven subsections. English items are authored;
 * math items are variants of the templates, frozen by BANK_SEED so a subsection's items are the
 * same on every start. Keys are placed so that positions spread evenly over A-D.
 */
export const BANK_SEED = 20261125;

export function variantSeed(templateId: string, variant: number): number {
  return (hashSeed(`${templateId}#${variant}`) ^ BANK_SEED) >>> 0;
}

export function findMathTemplate(id: string): MathTemplate | undefined {
  return mathTemplates.find((t) => t.id === id);
}

/** One variant of a template as a bank item, its key at `keyPosition` (mcq). */
export function mathItemFromTemplate(
  template: MathTemplate,
  seed: number,
  options: { id: string; subsectionId: string; keyPosition: number },
): SatItem {
  const draft: MathDraft<unknown, unknown> = template.generate(createRng(seed));
  const base = {
    id: options.id,
    subsectionId: options.subsectionId,
    skill: template.skill,
    difficulty: template.difficulty,
    passages: [],
    ...(draft.table ? { table: draft.table } : {}),
    stem: draft.stem,
    explanation: draft.explanation,
    templateId: template.id,
    seed,
  };
  if (template.type === "spr") {
    if (!draft.answer) throw new Error(`${template.id}: a student-produced response needs an answer`);
    return satItemSchema.parse({ ...base, type: "spr", choices: [], choiceExplanations: [], key: draft.answer.key });
  }
  if (!draft.choices) throw new Error(`${template.id}: a multiple-choice item needs four choices`);
  const [right, ...wrong] = draft.choices;
  const ordered = placeKey(right, wrong, options.keyPosition, createRng(seed ^ 0x5bd1e995));
  return satItemSchema.parse({
    ...base,
    type: "mcq",
    choices: ordered.map((c) => c.text),
    choiceExplanations: ordered.map((c) => c.why),
    key: String(options.keyPosition),
  });
}

function placeKey<T>(right: T, wrong: readonly T[], position: number, rng: ReturnType<typeof createRng>): T[] {
  const others = rng.shuffle(wrong);
  return [...others.slice(0, position), right, ...others.slice(position)];
}

/** Key positions for n items: each of A-D used n/4 times (±1), in a seeded order. */
export function balancedPositions(n: number, seed: number): number[] {
  return createRng(seed).shuffle(Array.from({ length: n }, (_, i) => i % 4));
}

/** An authored item (validated by its caller) as a bank item, its key at `keyPosition`. */
export function englishItem(parsed: AuthoredEnglishItem, subsectionId: string, keyPosition: number): SatItem {
  const right = parsed.choices.find((c) => c.correct);
  const wrong = parsed.choices.filter((c) => !c.correct);
  if (!right || wrong.length !== 3) throw new Error(`${parsed.id}: exactly one choice must be correct`);
  const ordered = placeKey(right, wrong, keyPosition, createRng(hashSeed(parsed.id)));
  return satItemSchema.parse({
    id: parsed.id,
    subsectionId,
    skill: parsed.skill,
    difficulty: parsed.difficulty,
    type: "mcq",
    passages: parsed.passages,
    ...(parsed.table ? { table: parsed.table } : {}),
    stem: parsed.stem,
    choices: ordered.map((c) => c.text),
    choiceExplanations: ordered.map((c) => c.why),
    key: String(keyPosition),
    explanation: parsed.explanation,
    source: parsed.source,
  });
}

function subsectionOfEnglishId(id: string): SatSubsectionId {
  return `english-${id.split("-")[1]}` as SatSubsectionId;
}

function buildMathSubsection(subsectionId: SatSubsectionId, difficulty: string): SatItem[] {
  const templates = mathTemplates.filter((t) => t.difficulty === difficulty).sort((a, b) => a.id.localeCompare(b.id));
  if (templates.length === 0) return [];
  const positions = balancedPositions(ITEMS_PER_SUBSECTION, hashSeed(subsectionId) ^ BANK_SEED);
  const items: SatItem[] = [];
  const stems = new Set<string>();
  const nextVariant = new Map<string, number>();
  for (let i = 0; items.length < ITEMS_PER_SUBSECTION && i < ITEMS_PER_SUBSECTION * 20; i++) {
    const template = templates[i % templates.length]!;
    const variant = nextVariant.get(template.id) ?? 0;
    nextVariant.set(template.id, variant + 1);
    const item = mathItemFromTemplate(template, variantSeed(template.id, variant), {
      id: `${template.id}~v${variant}`,
      subsectionId,
      keyPosition: positions[items.length]!,
    });
    if (stems.has(item.stem)) continue;
    stems.add(item.stem);
    items.push(item);
  }
  return items;
}

let bank: SatItem[] | undefined;

/** Every item of the practice bank, subsection by subsection, in the order a session takes them. */
export function buildSatBank(): SatItem[] {
  if (bank) return bank;
  const out: SatItem[] = [];
  for (const subsection of satSubsections) {
    if (subsection.section === "math") {
      out.push(...buildMathSubsection(subsection.id, subsection.difficulty));
      continue;
    }
    const authored = englishItems.filter((item) => subsectionOfEnglishId(item.id) === subsection.id);
    const positions = balancedPositions(authored.length, hashSeed(subsection.id) ^ BANK_SEED);
    authored.forEach((item, i) => out.push(englishItem(authoredEnglishItemSchema.parse(item), subsection.id, positions[i]!)));
  }
  bank = out;
  return out;
}
