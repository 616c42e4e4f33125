import Fraction from "fraction.js";

/**
 * Student-produced responses, graded as the digital SAT grades them: at most 5 characters for a
 * positive answer and 6 for a negative one; an integer, a decimal or a fraction (no mixed
 * numbers, no symbols or commas); any equivalent exact form is right; a decimal that does not end
 * may be truncated or rounded, but then it must fill every position (for 2/3: .6666, .6667, 0.666
 * and 0.667 are right, .66, .67, 0.66 and 0.67 are not).
 */
const ENTRY = /^-?(\d+|\d*\.\d+|\d+\/\d+)$/;

export function maxSprLength(entry: string): number {
  return entry.startsWith("-") ? 6 : 5;
}

/** Whether the entry is something the answer box takes at all (shape and length). */
export function isValidSprEntry(entry: string): boolean {
  const e = entry.trim();
  if (!ENTRY.test(e) || e.length > maxSprLength(e)) return false;
  if (e.includes("/") && /\/0+$/.test(e)) return false;
  return true;
}

function exact(value: string): Fraction {
  return new Fraction(value);
}

function digitsAfterPoint(entry: string): number {
  const point = entry.indexOf(".");
  return point < 0 ? 0 : entry.length - point - 1;
}

/** Grade an entry against the key (an exact value such as "2/3", "-7" or "3.5"). */
export function gradeSpr(entry: string, key: string): boolean {
  const e = entry.trim();
  if (!isValidSprEntry(e)) return false;
  const answer = exact(key);
  const given = exact(e);
  if (given.equals(answer)) return true;
  // An approximation is accepted only as a decimal that uses the whole box.
  if (!e.includes(".") || e.length !== maxSprLength(e)) return false;
  const places = digitsAfterPoint(e);
  const magnitude = answer.abs();
  const sign = answer.s < 0 ? -1 : 1;
  const truncated = magnitude.floor(places).mul(sign);
  const rounded = magnitude.round(places).mul(sign);
  return given.equals(truncated) || given.equals(rounded);
}

/** An entry that the grader accepts for this key, or undefined when the key cannot be entered. */
export function sprEntryFor(key: string): string | undefined {
  const value = exact(key);
  const candidates = [value.toFraction(), value.toString(), ...[4, 3, 2, 1].map((p) => value.floor(p).toString())];
  for (const raw of candidates) {
    const entry = raw.replace(/^(-?)0\./, "$1.");
    if (isValidSprEntry(entry) && gradeSpr(entry, key)) return entry;
  }
  return undefined;
}
