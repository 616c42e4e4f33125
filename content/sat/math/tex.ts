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

/** A polynomial in TeX from its coefficients, highest power first: [2, -3, 5] gives "2x^{2} - 3x + 5". */
export function polyTex(coeffs: readonly (Fraction | number)[], variable = "x"): string {
  const degree = coeffs.length - 1;
  let out = "";
  coeffs.forEach((c, i) => {
    const f = new Fraction(c);
    if (f.equals(0)) return;
    const power = degree - i;
    const term = power === 0 ? "" : power === 1 ? variable : `${variable}^{${power}}`;
    if (!out) out = power === 0 ? texNumber(f) : leadTerm(f, term);
    else out += power === 0 ? plusTerm(f) : plusTerm(f, term);
  });
  return out || "0";
}
