import Fraction from "fraction.js";

/** A number for TeX: integers as they are, other rationals as a \frac with the sign in front. */
export function texNumber(value: Fraction | number): string {
  const f = new Fraction(value);
  if (f.d === 1n) return f.toString();
  return `${f.s < 0 ? "-" : ""}\\frac{${f.abs().n}}{${f.d}}`;
}

/** " + 5" or " - 5": a term added after another, with its sign written as an operator. */
export function plusTerm(value: Fraction | number, variable = ""): string {
  const f = new Fraction(value);
  const magnitude = f.abs();
  const shown = variable && magnitude.equals(1) ? "" : texNumber(magnitude);
  return `${f.s < 0 ? " - " : " + "}${shown}${variable}`;
}

/** "3x", "-x", "x": a leading coefficient with its variable. */
export function leadTerm(value: Fraction | number, variable: string): string {
  const f = new Fraction(value);
  if (f.equals(1)) return variable;
  if (f.equals(-1)) return `-${variable}`;
  return `${texNumber(f)}${variable}`;
}
