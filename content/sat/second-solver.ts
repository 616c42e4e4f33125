import { createHash } from "node:crypto";
import type { SatItem } from "./item-schema";

/**
 * The second solver's answers to the reading and writing items: someone who did not write an
 * item answers it blind (passages, stem and choices only) and the answer is recorded with a hash
 * of what they saw. The content tests require every item's record to agree with the key, and to
 * be current: an item edited after it was solved must be solved again.
 */
export interface SecondSolverRecord {
  id: string;
  /** Hash of the item as the solver saw it (solverView). */
  hash: string;
  /** The text of the choice the solver picked. */
  answer: string;
}

export function solverView(item: SatItem): string {
  return JSON.stringify({ passages: item.passages, table: item.table ?? null, stem: item.stem, choices: [...item.choices].sort() });
}

export function solverHash(item: SatItem): string {
  return createHash("sha256").update(solverView(item)).digest("hex").slice(0, 16);
}
