import Fraction from "fraction.js";

export type Rational = Fraction | number;

/** True when no two of the values are equal. */
export function allDistinct(values: readonly Rational[]): boolean {
  const f = values.map((v) => new Fraction(v));
  return f.every((a, i) => f.every((b, j) => i === j || !a.equals(b)));
}

/** Draw parameters until they pass `ok` (the guard that keeps every distractor apart from the key). */
export function drawUntil<T>(draw: () => T, ok: (t: T) => boolean): T {
  for (let i = 0; i < 5000; i++) {
    const t = draw();
    if (ok(t)) return t;
  }
  throw new Error("no admissible parameters");
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}
