import type { Rng } from "../rng";
import type { ItemTable } from "../item-schema";
import type { MathSkill, SatDifficulty } from "../taxonomy";

/**
 * A parametrised math item. `generate` picks numbers with the seeded generator and writes the
 * item with them: the key computed with exact arithmetic (fraction.js, never floats), wrong choices
 * derived from named mistakes, explanations that show the numbers. `check` is the second,
 * independent evaluation the content tests run: it decides whether a value answers the item by a
 * different route than `generate` took (substitution, brute force, a numeric evaluation), so a
 * wrong key or a distractor that also works is caught.
 */
export interface MathTemplate<P = unknown, V = unknown> {
  /** Unique and stable, e.g. "alg-linear-one-var-easy". */
  id: string;
  skill: MathSkill;
  difficulty: SatDifficulty;
  type: "mcq" | "spr";
  generate(rng: Rng): MathDraft<P, V>;
  /** True when `value` answers the item with these parameters. */
  check(params: P, value: V): boolean;
}

export interface MathChoice<V> {
  /** What the student sees: Markdown with TeX between $...$. */
  text: string;
  /** What `check` is given for this choice (a number, a fraction string, a function to compare...). */
  value: V;
  /** The key's reasoning, or the named mistake that produces this choice and why it is wrong. */
  why: string;
}

export interface MathDraft<P, V> {
  params: P;
  stem: string;
  table?: ItemTable;
  /** mcq: the right choice first, then three distractors from named mistakes. */
  choices?: [MathChoice<V>, MathChoice<V>, MathChoice<V>, MathChoice<V>];
  /** spr: the exact key as the SAT would grade it ("2/3", "-7", "3.5") and its value for `check`. */
  answer?: { key: string; value: V };
  explanation: string;
}
