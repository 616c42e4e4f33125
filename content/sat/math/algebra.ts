import Fraction from "fraction.js";
import { allDistinct, gcd } from "./draw";
import type { MathTemplate } from "./template";
import type { Rng } from "../rng";
import { leadTerm, plusTerm, texNumber } from "./tex";

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

const F = (n: number | Fraction, d?: number) => (d === undefined ? new Fraction(n) : new Fraction(n as number, d));

/** A non-zero integer in [-max, -min] or [min, max]. */
function nonZero(rng: Rng, min: number, max: number): number {
  return rng.int(min, max) * (rng.int(0, 1) === 0 ? -1 : 1);
}

/** "mx + b" in TeX, dropping a zero term and a coefficient of 1. */
function linearTex(m: Fraction | number, b: Fraction | number, v = "x"): string {
  const mf = F(m);
  const bf = F(b);
  if (mf.equals(0)) return texNumber(bf);
  return `${leadTerm(mf, v)}${bf.equals(0) ? "" : plusTerm(bf)}`;
}

/** "x - 5" or "x + 5": a variable minus a signed number, without "- (-5)". */
function minus(v: string, value: number | Fraction): string {
  return `${v}${plusTerm(F(value).neg())}`;
}

/** "Add 7x to" / "Subtract 7x from": moving a term off one side of an equation. */
function removeTerm(coefficient: number, v = "x"): string {
  return coefficient < 0 ? `Add $${leadTerm(-coefficient, v)}$ to` : `Subtract $${leadTerm(coefficient, v)}$ from`;
}

/** "1 unit" / "6 units". */
function units(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** A number to multiply or subtract in TeX: negative values in parentheses. */
function paren(n: number | Fraction): string {
  const f = F(n);
  return f.s < 0 && !f.equals(0) ? `(${texNumber(f)})` : texNumber(f);
}

/** A rational as plain text for a context ("19.5"): only used for halves, quarters and integers. */
function plain(value: Fraction): string {
  return value.toString();
}


/** ax + b = c: the key by inverse operations in exact arithmetic; `check` substitutes back. */
const linearOneVariableEasy: MathTemplate<{ a: number; b: number; c: number }, Fraction> = {
  id: "alg-linear-one-var-easy",
  skill: "linear-equations-in-one-variable",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = rng.int(2, 9);
      // x = 0 would make "multiplied instead of divided" equal the key.
      const x = rng.pick([-9, -7, -6, -4, -3, -2, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12]);
      const b = rng.pick([-15, -11, -7, -4, 3, 5, 8, 13]);
      const c = a * x + b;
      const params = { a, b, c };
      const key = new Fraction(c - b, a);
      const addedInstead = new Fraction(c + b, a);
      const multipliedInstead = new Fraction(c - b).mul(a);
      const dividedFirst = new Fraction(c, a).sub(b);
      // Two mistakes can land on the same number (a = 2, x = 1, b = 3: both give 4): draw again.
      if (!allDistinct([key, addedInstead, multipliedInstead, dividedFirst])) continue;
      return {
        params,
        stem: `If $${leadTerm(a, "x")}${plusTerm(b)} = ${c}$, what is the value of $x$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `${b < 0 ? `Adding ${-b} to` : `Subtracting ${b} from`} both sides gives $${a}x = ${c - b}$; dividing by ${a} gives $x = ${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(addedInstead)}$`,
            value: addedInstead,
            why: `This moves the constant across the equals sign without changing its sign: $${a}x = ${c + b}$ is not equivalent to the equation.`,
          },
          {
            text: `$${texNumber(multipliedInstead)}$`,
            value: multipliedInstead,
            why: `This multiplies by ${a} after isolating $${a}x$; the last step is to divide by ${a}.`,
          },
          {
            text: `$${texNumber(dividedFirst)}$`,
            value: dividedFirst,
            why: `This divides only ${c} by ${a} before dealing with the constant; dividing first means every term, the constant included, must be divided by ${a}.`,
          },
        ],
        explanation: `Undo the operations in reverse order. ${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides: $${a}x = ${c - b}$. Divide both sides by ${a}: $x = ${texNumber(key)}$.`,
      };
    }
  },
  check({ a, b, c }, x) {
    return x.mul(a).add(b).equals(c);
  },
};

// ---------------------------------------------------------------------------------------------
// Linear equations in one variable
// ---------------------------------------------------------------------------------------------

const feeContexts = [
  {
    intro: (f: number, r: number) => `A gym charges a one-time joining fee of ${f} dollars plus ${r} dollars for each month of membership.`,
    ask: (t: number) => `Priya paid a total of ${t} dollars for her membership, joining fee included. For how many months was she a member?`,
    unit: "months",
  },
  {
    intro: (f: number, r: number) => `A plumber charges a call-out fee of ${f} dollars plus ${r} dollars for each hour of work.`,
    ask: (t: number) => `The total bill for one repair was ${t} dollars. For how many hours did the plumber work on this repair?`,
    unit: "hours",
  },
  {
    intro: (f: number, r: number) => `A car rental company charges a flat booking fee of ${f} dollars plus ${r} dollars for each day the car is rented.`,
    ask: (t: number) => `A customer was charged ${t} dollars in total. For how many days did the customer rent the car?`,
    unit: "days",
  },
];

/** Fixed fee plus a rate: F + r n = T, solved for n; `check` recomputes the total. */
const linearOneVariableContextEasy: MathTemplate<{ fee: number; rate: number; total: number }, Fraction> = {
  id: "alg-linear-one-var-context-easy",
  skill: "linear-equations-in-one-variable",
  difficulty: "easy",
  type: "spr",
  generate(rng) {
    const context = rng.pick(feeContexts);
    const fee = rng.int(4, 15) * 5;
    const rate = rng.int(6, 29);
    const n = rng.int(3, 16);
    const total = fee + rate * n;
    const key = F(total - fee, rate);
    return {
      params: { fee, rate, total },
      stem: `${context.intro(fee, rate)} ${context.ask(total)}`,
      answer: { key: key.toFraction(), value: key },
      explanation: `Let $n$ be the number of ${context.unit}. The total charge is $${fee} + ${rate}n$, so $${fee} + ${rate}n = ${total}$. Subtract ${fee} from both sides: $${rate}n = ${total - fee}$. Divide by ${rate}: $n = ${texNumber(key)}$.`,
    };
  },
  check({ fee, rate, total }, n) {
    return n.mul(rate).add(fee).equals(total) && n.compare(0) > 0;
  },
};

/** a(x + b) = cx + d: distribute, collect x on one side; `check` substitutes back. */
const linearOneVariableBothSidesMedium: MathTemplate<{ a: number; b: number; c: number; d: number }, Fraction> = {
  id: "alg-linear-one-var-both-sides-medium",
  skill: "linear-equations-in-one-variable",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = rng.int(2, 7);
      const c = nonZero(rng, 1, 9);
      const b = nonZero(rng, 1, 8);
      const x = nonZero(rng, 1, 10);
      if (c === a || a + c === 0) continue;
      const d = a * (x + b) - c * x;
      const key = F(d - a * b, a - c);
      const noDistribute = F(d - b, a - c);
      const signOnX = F(d - a * b, a + c);
      const signOnConstant = F(d + a * b, a - c);
      if (!allDistinct([key, noDistribute, signOnX, signOnConstant])) continue;
      const equation = `${a}(x${plusTerm(b)}) = ${linearTex(c, d)}`;
      const lhs = `${a}x${plusTerm(a * b)}`;
      return {
        params: { a, b, c, d },
        stem: `$$${equation}$$\n\nWhat value of $x$ is the solution to the given equation?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Distributing gives $${lhs} = ${linearTex(c, d)}$. Collecting the $x$-terms on the left and the constants on the right gives $${a - c}x = ${d - a * b}$, so $x = ${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(noDistribute)}$`,
            value: noDistribute,
            why: `This multiplies only $x$ by ${a}, as if the left side were $${a}x${plusTerm(b)}$. The ${a} multiplies both terms in the parentheses, so the constant is $${a * b}$, not $${b}$.`,
          },
          {
            text: `$${texNumber(signOnX)}$`,
            value: signOnX,
            why: `This moves $${leadTerm(c, "x")}$ to the left side without changing its sign, giving the coefficient $${a + c}$ rather than $${a - c}$. Moving a term to the other side changes its sign.`,
          },
          {
            text: `$${texNumber(signOnConstant)}$`,
            value: signOnConstant,
            why: `This moves the constant $${a * b}$ to the right side without changing its sign, giving $${a - c}x = ${d + a * b}$, which is not equivalent to the equation.`,
          },
        ],
        explanation: `Distribute ${a} on the left: $${lhs} = ${linearTex(c, d)}$. ${removeTerm(c)} both sides: $${linearTex(a - c, a * b)} = ${d}$. ${a * b < 0 ? `Add ${-a * b} to` : `Subtract ${a * b} from`} both sides: $${leadTerm(a - c, "x")} = ${d - a * b}$. Divide by ${a - c}: $x = ${texNumber(key)}$.`,
      };
    }
  },
  check({ a, b, c, d }, x) {
    return x.add(b).mul(a).equals(x.mul(c).add(d));
  },
};

/** (x + b)/p = (x + e)/q: cross-multiply; `check` substitutes into both fractions. */
const linearOneVariableFractionsMedium: MathTemplate<{ b: number; p: number; e: number; q: number }, Fraction> = {
  id: "alg-linear-one-var-fractions-medium",
  skill: "linear-equations-in-one-variable",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const p = rng.int(2, 7);
      const q = rng.int(2, 7);
      if (p === q) continue;
      const x = nonZero(rng, 1, 12);
      const t = nonZero(rng, 1, 4);
      const b = p * t - x;
      const e = q * t - x;
      if (b === 0 || e === 0 || Math.abs(b) > 20 || Math.abs(e) > 20) continue;
      const key = F(p * e - q * b, q - p);
      const crossedWrong = F(q * e - p * b, p - q);
      const noDistribute = F(e - b, q - p);
      const signSlip = key.neg();
      if (!allDistinct([key, crossedWrong, noDistribute, signSlip])) continue;
      return {
        params: { b, p, e, q },
        stem: `$$\\frac{x${plusTerm(b)}}{${p}} = \\frac{x${plusTerm(e)}}{${q}}$$\n\nWhat is the solution to the given equation?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Multiplying both sides by ${p * q} gives $${q}(x${plusTerm(b)}) = ${p}(x${plusTerm(e)})$, so $${linearTex(q, q * b)} = ${linearTex(p, p * e)}$, $${leadTerm(q - p, "x")} = ${p * e - q * b}$ and $x = ${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(crossedWrong)}$`,
            value: crossedWrong,
            why: `This cross-multiplies each numerator by its own denominator, writing $${p}(x${plusTerm(b)}) = ${q}(x${plusTerm(e)})$. Each numerator must be multiplied by the other fraction's denominator.`,
          },
          {
            text: `$${texNumber(noDistribute)}$`,
            value: noDistribute,
            why: `After cross-multiplying, this multiplies only the $x$-terms, giving $${q}x${plusTerm(b)} = ${p}x${plusTerm(e)}$. The constants $${b}$ and $${e}$ must be multiplied too.`,
          },
          {
            text: `$${texNumber(signSlip)}$`,
            value: signSlip,
            why: `This collects the terms correctly up to $${leadTerm(q - p, "x")} = ${p * e - q * b}$ but then changes a sign while moving terms, which gives the opposite of the solution.`,
          },
        ],
        explanation: `Multiply both sides by ${p} and by ${q} (cross-multiply): $${q}(x${plusTerm(b)}) = ${p}(x${plusTerm(e)})$, so $${linearTex(q, q * b)} = ${linearTex(p, p * e)}$. Collect terms: $${leadTerm(q - p, "x")} = ${p * e - q * b}$, so $x = ${texNumber(key)}$. Check: both sides equal $${texNumber(key.add(b).div(p))}$.`,
      };
    }
  },
  check({ b, p, e, q }, x) {
    return x.add(b).div(p).equals(x.add(e).div(q));
  },
};

/** a(kx + b) = cx - d(x - e) with no solution: equal x-coefficients, different constants. */
const linearOneVariableNoSolutionHard: MathTemplate<{ a: number; b: number; c: number; d: number; e: number }, Fraction> = {
  id: "alg-linear-one-var-no-solution-hard",
  skill: "linear-equations-in-one-variable",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = rng.int(2, 6);
      const k = nonZero(rng, 1, 6);
      const d = rng.int(2, 7);
      const e = nonZero(rng, 1, 6);
      const b = nonZero(rng, 1, 9);
      const c = a * k + d;
      if (c === 0 || a * b === d * e) continue;
      const key = F(k);
      const signSlip = F(c + d, a);
      const noDistribute = F(c - d);
      const droppedTerm = F(c, a);
      if (!allDistinct([key, signSlip, noDistribute, droppedTerm])) continue;
      const rhs = `${leadTerm(c, "x")} - ${d}(x${plusTerm(-e)})`;
      return {
        params: { a, b, c, d, e },
        stem: `$$${a}(kx${plusTerm(b)}) = ${rhs}$$\n\nIn the given equation, $k$ is a constant. The equation has no solution. What is the value of $k$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `The left side is $${a}kx${plusTerm(a * b)}$ and the right side simplifies to $${linearTex(c - d, d * e)}$. With no solution, the $x$-coefficients are equal while the constants ($${a * b}$ and $${d * e}$) differ: $${a}k = ${c - d}$, so $k = ${k}$.`,
          },
          {
            text: `$${texNumber(signSlip)}$`,
            value: signSlip,
            why: `This distributes $-${d}$ with the wrong sign on the $x$-term, writing $+${d}x$, so the right side's coefficient becomes $${c + d}$. Since $-${d}(x${plusTerm(-e)}) = -${d}x${plusTerm(d * e)}$, the coefficient is $${c - d}$.`,
          },
          {
            text: `$${texNumber(noDistribute)}$`,
            value: noDistribute,
            why: `This sets $k$ equal to the right side's coefficient $${c - d}$ without distributing the ${a} on the left: the left side's $x$-coefficient is $${a}k$, not $k$.`,
          },
          {
            text: `$${texNumber(droppedTerm)}$`,
            value: droppedTerm,
            why: `This matches $${a}k$ with $${c}$ only, ignoring the $x$-term inside $-${d}(x${plusTerm(-e)})$; the right side's full $x$-coefficient is $${c} - ${d} = ${c - d}$.`,
          },
        ],
        explanation: `Expand both sides: $${a}kx${plusTerm(a * b)} = ${linearTex(c - d, d * e)}$. A linear equation has no solution when the two sides have the same $x$-coefficient but different constants. The constants $${a * b}$ and $${d * e}$ already differ, so the equation has no solution exactly when $${a}k = ${c - d}$, that is, $k = ${k}$. (For any other $k$, the equation has exactly one solution.)`,
      };
    }
  },
  check({ a, b, c, d, e }, k) {
    // Evaluate (left side - right side) at three values of x: no solution means a non-zero constant.
    const diff = (x: number) => k.mul(x).add(b).mul(a).sub(F(c * x).sub(F(d).mul(x - e)));
    const [d0, d1, d2] = [diff(0), diff(1), diff(2)];
    return d0.equals(d1) && d1.equals(d2) && !d0.equals(0);
  },
};

// ---------------------------------------------------------------------------------------------
// Linear functions
// ---------------------------------------------------------------------------------------------

/** f(x) = mx + b evaluated at a negative input; `check` rebuilds f from f(0) and f(1). */
const linearFunctionEvaluateEasy: MathTemplate<{ m: number; b: number; input: number }, Fraction> = {
  id: "alg-linear-function-evaluate-easy",
  skill: "linear-functions",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const m = nonZero(rng, 2, 9);
      const b = nonZero(rng, 1, 12);
      const input = -rng.int(2, 8);
      const key = F(m * input + b);
      const droppedSign = F(-m * input + b);
      const groupedWrong = F(m * (input + b));
      const solvedInstead = F(input - b, m);
      if (!allDistinct([key, droppedSign, groupedWrong, solvedInstead])) continue;
      return {
        params: { m, b, input },
        stem: `The function $f$ is defined by $f(x) = ${linearTex(m, b)}$. What is the value of $f(${input})$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Substituting $${input}$ for $x$: $f(${input}) = ${m}(${input})${plusTerm(b)} = ${m * input}${plusTerm(b)} = ${key.toString()}$.`,
          },
          {
            text: `$${texNumber(droppedSign)}$`,
            value: droppedSign,
            why: `This substitutes ${-input} instead of $${input}$, losing the negative sign of the input; it is $f(${-input})$.`,
          },
          {
            text: `$${texNumber(groupedWrong)}$`,
            value: groupedWrong,
            why: `This adds before multiplying, computing $${m}(${input}${plusTerm(b)})$. In $${linearTex(m, b)}$ only $x$ is multiplied by ${m}; the constant is added afterwards.`,
          },
          {
            text: `$${texNumber(solvedInstead)}$`,
            value: solvedInstead,
            why: `This solves $f(x) = ${input}$ for $x$, finding the input whose output is $${input}$, rather than the output for the input $${input}$.`,
          },
        ],
        explanation: `$f(${input})$ is the output when $x = ${input}$: $f(${input}) = ${m}(${input})${plusTerm(b)} = ${m * input}${plusTerm(b)} = ${key.toString()}$.`,
      };
    }
  },
  check({ m, b, input }, value) {
    const f0 = F(b);
    const f1 = F(m + b);
    return f0.add(f1.sub(f0).mul(input)).equals(value);
  },
};

/** A table of a linear function; which rule defines it. `check` tests every row of the table. */
const linearFunctionTableMedium: MathTemplate<{ rows: [number, number][] }, { m: Fraction; b: Fraction }> = {
  id: "alg-linear-function-table-medium",
  skill: "linear-functions",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const m = nonZero(rng, 2, 6);
      const b = rng.int(-15, 15);
      const x1 = nonZero(rng, 1, 5);
      const step = rng.int(1, 3);
      const xs = [x1, x1 + step, x1 + 2 * step];
      if (xs.includes(0)) continue;
      const rows = xs.map((x) => [x, m * x + b] as [number, number]);
      const y1 = rows[0]![1];
      const key = { m: F(m), b: F(b) };
      const inverted = { m: F(1, m), b: F(y1).sub(F(x1, m)) };
      const signSlip = { m: F(m), b: F(y1 + m * x1) };
      const firstOutput = { m: F(m), b: F(y1) };
      const all = [key, inverted, signSlip, firstOutput];
      const texts = all.map((c) => `$f(x) = ${linearTex(c.m, c.b)}$`);
      if (new Set(texts).size !== 4) continue;
      const dy = rows[1]![1] - y1;
      return {
        params: { rows },
        stem: `The table shows the values of the linear function $f$ at $x = ${xs[0]}$, $x = ${xs[1]}$ and $x = ${xs[2]}$. Which equation defines $f$?`,
        table: { title: `Values of the linear function f`, columns: ["x", "f(x)"], rows: rows.map(([x, y]) => [String(x), String(y)]) },
        choices: [
          {
            text: texts[0]!,
            value: key,
            why: `The slope is $\\frac{${dy}}{${step}} = ${m}$, and the constant term is $${y1} - ${paren(m)}(${x1}) = ${b}$; this rule gives every value in the table.`,
          },
          {
            text: texts[1]!,
            value: inverted,
            why: `This takes the slope as the change in $x$ over the change in $f(x)$, $\\frac{${step}}{${dy}}$, the reciprocal of the slope. The rule fits the first row only.`,
          },
          {
            text: texts[2]!,
            value: signSlip,
            why: `This uses the slope $${m}$ but finds the constant as $${y1} + ${paren(m)}(${x1})$ instead of $${y1} - ${paren(m)}(${x1})$, a sign error; the rule does not give $f(${x1}) = ${y1}$.`,
          },
          {
            text: texts[3]!,
            value: firstOutput,
            why: `This uses $f(${x1}) = ${y1}$ as the $y$-intercept, but the $y$-intercept is the value at $x = 0$, not at $x = ${x1}$.`,
          },
        ],
        explanation: `From one row to the next, $x$ increases by ${step} and $f(x)$ changes by $${dy}$, so the slope is $m = \\frac{${dy}}{${step}} = ${m}$. Then $f(x) = ${m}x + b$, and $f(${x1}) = ${y1}$ gives $${m * x1} + b = ${y1}$, so $b = ${b}$. Hence $f(x) = ${linearTex(m, b)}$, which also gives $f(${xs[2]}) = ${rows[2]![1]}$.`,
      };
    }
  },
  check({ rows }, { m, b }) {
    return rows.every(([x, y]) => m.mul(x).add(b).equals(y));
  },
};

const depletionContexts = [
  {
    rates: [F(1, 2), F(3, 2), F(2), F(5, 2), F(3)],
    text: (t1: number, h1: string, t2: number, h2: string) =>
      `A candle burns down at a constant rate. ${t1} hours after it was lit, its height was ${h1} centimeters, and ${t2} hours after it was lit, its height was ${h2} centimeters. How many hours after it was lit will the candle's height reach 0 centimeters?`,
    unit: "hours",
    rateUnit: "centimeters per hour",
    amount: "height",
    measure: "centimeters",
  },
  {
    rates: [F(4), F(5), F(6), F(8), F(12), F(15)],
    text: (t1: number, h1: string, t2: number, h2: string) =>
      `Water drains from a tank at a constant rate. ${t1} minutes after the draining began, the tank held ${h1} liters of water, and ${t2} minutes after the draining began, it held ${h2} liters. How many minutes after the draining began will the tank be empty?`,
    unit: "minutes",
    rateUnit: "liters per minute",
    amount: "amount of water",
    measure: "liters",
  },
];

/** Two readings of a linear decrease; when it reaches 0. `check` interpolates through both readings. */
const linearFunctionContextMedium: MathTemplate<{ t1: number; y1: Fraction; t2: number; y2: Fraction }, Fraction> = {
  id: "alg-linear-function-context-medium",
  skill: "linear-functions",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const context = rng.pick(depletionContexts);
    const rate = rng.pick(context.rates);
    const end = rng.int(9, 30);
    const start = rate.mul(end);
    const t1 = rng.int(1, Math.floor(end / 2) - 1);
    const t2 = rng.int(t1 + 2, end - 2);
    const y1 = start.sub(rate.mul(t1));
    const y2 = start.sub(rate.mul(t2));
    const key = F(end);
    return {
      params: { t1, y1, t2, y2 },
      stem: context.text(t1, plain(y1), t2, plain(y2)),
      answer: { key: key.toFraction(), value: key },
      explanation: `The ${context.amount} decreases by ${plain(y1.sub(y2))} ${context.measure} in ${t2 - t1} ${context.unit}, so it decreases at $\\frac{${texNumber(y1.sub(y2))}}{${t2 - t1}} = ${texNumber(rate)}$ ${context.rateUnit}. At the start it was $${texNumber(y1)} + ${texNumber(rate)}(${t1}) = ${texNumber(start)}$ ${context.measure}. It reaches 0 after $\\frac{${texNumber(start)}}{${texNumber(rate)}} = ${end}$ ${context.unit}.`,
    };
  },
  check({ t1, y1, t2, y2 }, t) {
    const slope = y2.sub(y1).div(t2 - t1);
    return y1.add(slope.mul(t.sub(t1))).equals(0);
  },
};

/** f known by two values, g(x) = f(x - h): the x-intercept of g. `check` evaluates g at the value. */
const linearFunctionShiftHard: MathTemplate<{ x1: number; y1: number; x2: number; y2: number; h: number }, Fraction> = {
  id: "alg-linear-function-shift-hard",
  skill: "linear-functions",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const p = nonZero(rng, 1, 5);
      const q = rng.pick([1, 1, 2, 3]);
      const r = nonZero(rng, 1, 9);
      const h = nonZero(rng, 1, 8);
      const t1 = rng.int(-3, 3);
      const t2 = rng.int(-3, 3);
      if (t1 === t2 || t1 === 0 || t2 === 0 || (q > 1 && p % q === 0)) continue;
      const x1 = r + q * t1;
      const x2 = r + q * t2;
      const y1 = p * t1;
      const y2 = p * t2;
      const key = F(r + h);
      const noShift = F(r);
      const wrongWay = F(r - h);
      const signSlip = F(-r + h);
      if (!allDistinct([key, noShift, wrongWay, signSlip])) continue;
      const m = F(p, q);
      const b = m.mul(-r);
      const gArg = `x${plusTerm(-h)}`;
      return {
        params: { x1, y1, x2, y2, h },
        stem: `For the linear function $f$, $f(${x1}) = ${y1}$ and $f(${x2}) = ${y2}$. The function $g$ is defined by $g(x) = f(${gArg})$. What is the $x$-intercept of the graph of $y = g(x)$ in the $xy$-plane?`,
        choices: [
          {
            text: `$(${r + h}, 0)$`,
            value: key,
            why: `$f$ is zero at $x = ${r}$, and $g(x) = f(${gArg})$ is zero when $${gArg} = ${r}$, that is, at $x = ${r + h}$.`,
          },
          {
            text: `$(${r}, 0)$`,
            value: noShift,
            why: `This is the $x$-intercept of the graph of $f$ itself; the graph of $g$ is that graph translated ${units(Math.abs(h), "unit")} ${h > 0 ? "right" : "left"}.`,
          },
          {
            text: `$(${r - h}, 0)$`,
            value: wrongWay,
            why: `This translates the graph of $f$ in the wrong direction: replacing $x$ with $${gArg}$ moves the graph ${units(Math.abs(h), "unit")} ${h > 0 ? "right" : "left"}, not ${h > 0 ? "left" : "right"}.`,
          },
          {
            text: `$(${-r + h}, 0)$`,
            value: signSlip,
            why: `This solves $f(x) = 0$ with a sign error, getting $x = ${-r}$ (from $x = \\frac{b}{m}$ instead of $x = -\\frac{b}{m}$), and then translates correctly. Check: $f(${-r}) \\ne 0$.`,
          },
        ],
        explanation: `The slope of $f$ is $\\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${texNumber(m)}$, so $f(x) = ${linearTex(m, b)}$. Setting $f(x) = 0$ gives $x = ${r}$. Since $g(x) = f(${gArg})$, $g(x) = 0$ exactly when $${gArg} = ${r}$, so $x = ${r + h}$. The $x$-intercept of the graph of $g$ is $(${r + h}, 0)$.`,
      };
    }
  },
  check({ x1, y1, x2, y2, h }, x) {
    const f = (t: Fraction) => F(y1).add(F(y2 - y1, x2 - x1).mul(t.sub(x1)));
    return f(x.sub(h)).equals(0);
  },
};

// ---------------------------------------------------------------------------------------------
// Linear equations in two variables
// ---------------------------------------------------------------------------------------------

const twoItemContexts = [
  {
    text: (a: number, b: number, t: number) =>
      `At a bake sale, muffins sell for ${a} dollars each and cookies sell for ${b} dollars each. One afternoon, the sale took in a total of ${t} dollars from selling $x$ muffins and $y$ cookies.`,
    items: "muffins and cookies",
  },
  {
    text: (a: number, b: number, t: number) =>
      `A museum charges ${a} dollars for an adult ticket and ${b} dollars for a child ticket. On Monday, the museum collected ${t} dollars from selling $x$ adult tickets and $y$ child tickets.`,
    items: "tickets",
  },
  {
    text: (a: number, b: number, t: number) =>
      `A printing shop charges ${a} dollars per poster and ${b} dollars per banner. A school paid ${t} dollars in total for $x$ posters and $y$ banners.`,
    items: "posters and banners",
  },
];

/** Writing ax + by = T from a context. Values are predicates; `check` compares them over a grid. */
const twoVariableContextEasy: MathTemplate<{ a: number; b: number; t: number }, (x: number, y: number) => boolean> = {
  id: "alg-two-var-context-easy",
  skill: "linear-equations-in-two-variables",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const context = rng.pick(twoItemContexts);
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      const x0 = rng.int(3, 15);
      const y0 = rng.int(3, 15);
      if (a === b || x0 === y0) continue;
      const t = a * x0 + b * y0;
      return {
        params: { a, b, t },
        stem: `${context.text(a, b, t)} Which equation represents this situation?`,
        choices: [
          {
            text: `$${a}x + ${b}y = ${t}$`,
            value: (x, y) => a * x + b * y === t,
            why: `$x$ items at ${a} dollars bring in $${a}x$ dollars and $y$ items at ${b} dollars bring in $${b}y$ dollars; together they make ${t} dollars.`,
          },
          {
            text: `$${b}x + ${a}y = ${t}$`,
            value: (x, y) => b * x + a * y === t,
            why: `This attaches each price to the wrong variable: $x$ counts the items that cost ${a} dollars, so its coefficient is ${a}.`,
          },
          {
            text: `$x + y = ${t}$`,
            value: (x, y) => x + y === t,
            why: `This adds the numbers of ${context.items}, but ${t} is an amount of money, so each count must be multiplied by its price.`,
          },
          {
            text: `$${a + b}(x + y) = ${t}$`,
            value: (x, y) => (a + b) * (x + y) === t,
            why: `This charges both prices for every item. Each item is sold at only one of the two prices.`,
          },
        ],
        explanation: `The money from the first kind of item is ${a} dollars times $x$, or $${a}x$; from the second kind, $${b}y$. The total is ${t} dollars, so $${a}x + ${b}y = ${t}$. For example, $x = ${x0}$ and $y = ${y0}$ fit: $${a}(${x0}) + ${b}(${y0}) = ${t}$.`,
      };
    }
  },
  check({ a, b, t }, equation) {
    // The equation must hold for exactly the whole-number pairs that make the total t.
    for (let x = 0; x <= 60; x++) for (let y = 0; y <= 60; y++) if (equation(x, y) !== (a * x + b * y === t)) return false;
    return true;
  },
};

/** The slope of ax + by = c (or ax = c - by). `check` finds two points on the line. */
const twoVariableSlopeMedium: MathTemplate<{ a: number; b: number; c: number }, Fraction> = {
  id: "alg-two-var-slope-medium",
  skill: "linear-equations-in-two-variables",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const g = rng.pick([1, 2, 2, 3]);
      const a = rng.int(1, 5) * g;
      const b = nonZero(rng, 1, 5) * g;
      const c = nonZero(rng, 1, 12) * g;
      if (Math.abs(a) === Math.abs(b)) continue;
      const key = F(-a, b);
      const signSlip = F(a, b);
      const reciprocal = F(-b, a);
      const intercept = F(c, b);
      if (!allDistinct([key, signSlip, reciprocal, intercept])) continue;
      const standard = rng.int(0, 1) === 0;
      const equation = standard ? `${leadTerm(a, "x")}${plusTerm(b, "y")} = ${c}` : `${leadTerm(a, "x")} = ${c}${plusTerm(-b, "y")}`;
      return {
        params: { a, b, c },
        stem: `In the $xy$-plane, what is the slope of the graph of $${equation}$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Solving for $y$ gives $y = ${linearTex(key, intercept)}$, so the slope is $${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(signSlip)}$`,
            value: signSlip,
            why: `This keeps the sign of the $x$-term when moving it to the other side. Isolating $${leadTerm(b, "y")}$ gives $${leadTerm(b, "y")} = ${linearTex(-a, c)}$, so the slope is $${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(reciprocal)}$`,
            value: reciprocal,
            why: `This divides the coefficients the wrong way round ($y$-coefficient over $x$-coefficient). The slope is the coefficient of $x$ after solving for $y$: $${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(intercept)}$`,
            value: intercept,
            why: `This is the $y$-coordinate of the $y$-intercept, the constant term after solving for $y$, not the slope.`,
          },
        ],
        explanation: `${standard ? "" : `${removeTerm(-b, "y")} both sides: $${leadTerm(a, "x")}${plusTerm(b, "y")} = ${c}$. `}Subtract $${leadTerm(a, "x")}$ from both sides: $${leadTerm(b, "y")} = ${linearTex(-a, c)}$. Divide by $${b}$: $y = ${linearTex(key, intercept)}$. The slope is $${texNumber(key)}$.`,
      };
    }
  },
  check({ a, b, c }, slope) {
    // Two points on the line: x = 0 and x = b.
    const yAt = (x: number) => F(c - a * x, b);
    return yAt(b).sub(yAt(0)).div(b).equals(slope);
  },
};

/** A line through a point, parallel or perpendicular to ax + by = c: its x-intercept. */
const twoVariableParallelHard: MathTemplate<{ a: number; b: number; c: number; p: number; q: number; parallel: boolean }, Fraction> = {
  id: "alg-two-var-parallel-hard",
  skill: "linear-equations-in-two-variables",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = nonZero(rng, 1, 6);
      const b = nonZero(rng, 1, 6);
      const c = rng.int(-12, 12);
      const p = nonZero(rng, 1, 6);
      const q = nonZero(rng, 1, 6);
      const parallel = rng.int(0, 1) === 0;
      if (Math.abs(a) === Math.abs(b) || a * p + b * q === c) continue;
      const parallelX = F(a * p + b * q, a);
      const perpendicularX = F(b * p - a * q, b);
      const key = parallel ? parallelX : perpendicularX;
      const otherRelation = parallel ? perpendicularX : parallelX;
      const lineX = F(c, a);
      const signSlip = parallel ? F(a * p - b * q, a) : F(b * p + a * q, b);
      if (!allDistinct([key, otherRelation, lineX, signSlip])) continue;
      const slopeL = F(-a, b);
      const slopeK = parallel ? slopeL : F(b, a);
      return {
        params: { a, b, c, p, q, parallel },
        stem: `In the $xy$-plane, line $\\ell$ has equation $${leadTerm(a, "x")}${plusTerm(b, "y")} = ${c}$. Line $k$ is ${parallel ? "parallel" : "perpendicular"} to line $\\ell$ and passes through the point $(${p}, ${q})$. What is the $x$-coordinate of the $x$-intercept of line $k$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Line $k$ has slope $${texNumber(slopeK)}$ and passes through $(${p}, ${q})$; setting $y = 0$ in $${minus("y", q)} = ${texNumber(slopeK)}(${minus("x", p)})$ gives $x = ${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(otherRelation)}$`,
            value: otherRelation,
            why: parallel
              ? `This uses the perpendicular slope $${texNumber(F(b, a))}$. A parallel line has the same slope as $\\ell$, $${texNumber(slopeL)}$.`
              : `This uses the slope of $\\ell$ itself, $${texNumber(slopeL)}$, which gives a parallel line. A perpendicular line has the negative reciprocal slope, $${texNumber(slopeK)}$.`,
          },
          {
            text: `$${texNumber(lineX)}$`,
            value: lineX,
            why: `This is the $x$-intercept of line $\\ell$, found by setting $y = 0$ in its equation; line $k$ is a different line through $(${p}, ${q})$.`,
          },
          {
            text: `$${texNumber(signSlip)}$`,
            value: signSlip,
            why: `This makes a sign error after setting $y = 0$: from $${texNumber(slopeK)}(${minus("x", p)}) = ${-q}$, the value of $${minus("x", p)}$ is $${texNumber(F(-q).div(slopeK))}$, not $${texNumber(F(q).div(slopeK))}$.`,
          },
        ],
        explanation: `Solving $${leadTerm(a, "x")}${plusTerm(b, "y")} = ${c}$ for $y$ shows that line $\\ell$ has slope $${texNumber(slopeL)}$. ${parallel ? "A parallel line has the same slope" : "A perpendicular line has the negative reciprocal slope"}, so line $k$ has slope $${texNumber(slopeK)}$ and equation $${minus("y", q)} = ${texNumber(slopeK)}(${minus("x", p)})$. At the $x$-intercept, $y = 0$: $${texNumber(slopeK)}(${minus("x", p)}) = ${-q}$, so $${minus("x", p)} = ${texNumber(F(-q).div(slopeK))}$ and $x = ${texNumber(key)}$.`,
      };
    }
  },
  check({ a, b, c, p, q, parallel }, x) {
    // Slope of line l from two of its points, then line k through (p, q) evaluated at x.
    const yL = (t: number) => F(c - a * t, b);
    const slopeL = yL(1).sub(yL(0));
    const slopeK = parallel ? slopeL : F(-1).div(slopeL);
    return F(q).add(slopeK.mul(x.sub(p))).equals(0);
  },
};

/** ax + by = W in a context: trading one quantity for the other. `check` moves along the line from a point on it. */
const twoVariableTradeOffMedium: MathTemplate<{ a: number; b: number; total: number; t: number }, Fraction> = {
  id: "alg-two-var-trade-off-medium",
  skill: "linear-equations-in-two-variables",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const contexts = [
      {
        setup: (a: number, b: number, w: number) =>
          `A bakery spends exactly ${w} dollars each week on flour and sugar. Flour costs ${a} dollars per kilogram and sugar costs ${b} dollars per kilogram, so $${a}x + ${b}y = ${w}$, where $x$ is the number of kilograms of flour and $y$ is the number of kilograms of sugar the bakery buys.`,
        ask: (t: number) => `If the bakery buys ${t} more kilograms of flour one week and still spends exactly the same total, by how many kilograms must its purchase of sugar decrease?`,
        xUnit: "kilograms of flour",
        yUnit: "kilograms of sugar",
      },
      {
        setup: (a: number, b: number, w: number) =>
          `During a workout, Leon burns ${a} calories per minute cycling and ${b} calories per minute swimming. His plan is described by $${a}x + ${b}y = ${w}$, where $x$ is the number of minutes he cycles and $y$ is the number of minutes he swims.`,
        ask: (t: number) => `If Leon cycles ${t} minutes longer and still burns the same total number of calories, by how many minutes must his swimming time decrease?`,
        xUnit: "minutes of cycling",
        yUnit: "minutes of swimming",
      },
    ];
    for (;;) {
      const context = rng.pick(contexts);
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      if (a === b) continue;
      const g = gcd(a, b);
      const t = (b / g) * rng.int(1, 3);
      const total = a * b * rng.int(6, 15);
      const key = F(a * t, b);
      const reversed = F(b * t, a);
      const noDivide = F(a * t);
      const oneForOne = F(t);
      if (!allDistinct([key, reversed, noDivide, oneForOne])) continue;
      return {
        params: { a, b, total, t },
        stem: `${context.setup(a, b, total)} ${context.ask(t)}`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `${t} more ${context.xUnit} add $${a}(${t}) = ${a * t}$ to the left side, so $${b}y$ must fall by ${a * t}: $y$ decreases by $\\frac{${a * t}}{${b}} = ${texNumber(key)}$.`,
          },
          {
            text: `$${texNumber(reversed)}$`,
            value: reversed,
            why: `This swaps the two rates, multiplying by ${b} and dividing by ${a}. Each added unit of $x$ adds ${a} to the left side, and each unit of $y$ taken away removes ${b}, so the decrease in $y$ is $\\frac{${a} \\cdot ${t}}{${b}}$.`,
          },
          {
            text: `$${texNumber(noDivide)}$`,
            value: noDivide,
            why: `This is the change in $${b}y$, not in $y$: the decrease of ${a * t} must still be divided by ${b}.`,
          },
          {
            text: `$${texNumber(oneForOne)}$`,
            value: oneForOne,
            why: `This assumes one unit of $y$ replaces one unit of $x$, but the two have different rates (${a} and ${b}), so the trade is not one for one.`,
          },
        ],
        explanation: `Keep $${a}x + ${b}y = ${total}$ true while $x$ increases by ${t}. The term $${a}x$ increases by $${a} \\cdot ${t} = ${a * t}$, so $${b}y$ must decrease by ${a * t}, and $y$ must decrease by $\\frac{${a * t}}{${b}} = ${texNumber(key)}$ ${context.yUnit}.`,
      };
    }
  },
  check({ a, b, total, t }, decrease) {
    // Start from the point (0, total / b) and move to (t, total / b - decrease).
    const y0 = F(total, b);
    return F(a * t).add(y0.sub(decrease).mul(b)).equals(total);
  },
};

// ---------------------------------------------------------------------------------------------
// Systems of two linear equations
// ---------------------------------------------------------------------------------------------

/** ax + y = s, bx - y = d: add the equations. `check` finds y from one equation, tests the other. */
const systemEliminationEasy: MathTemplate<{ a: number; b: number; s: number; d: number }, Fraction> = {
  id: "alg-system-elimination-easy",
  skill: "systems-of-two-linear-equations",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = rng.int(1, 4);
      const b = rng.int(1, 4);
      const x = nonZero(rng, 1, 9);
      const y = nonZero(rng, 1, 9);
      const s = a * x + y;
      const d = b * x - y;
      const key = F(x);
      const yValue = F(y);
      const noDivide = F(s + d);
      const subtracted = F(s - d, a + b);
      if (!allDistinct([key, yValue, noDivide, subtracted])) continue;
      return {
        params: { a, b, s, d },
        stem: `$$${leadTerm(a, "x")} + y = ${s}$$\n$$${leadTerm(b, "x")} - y = ${d}$$\n\nThe solution to the given system of equations is $(x, y)$. What is the value of $x$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Adding the equations eliminates $y$: $${a + b}x = ${s + d}$, so $x = ${x}$.`,
          },
          {
            text: `$${texNumber(yValue)}$`,
            value: yValue,
            why: `This is the value of $y$, found by substituting $x = ${x}$ back into an equation; the question asks for $x$.`,
          },
          {
            text: `$${texNumber(noDivide)}$`,
            value: noDivide,
            why: `This is the value of $${a + b}x$ after adding the equations; it still has to be divided by ${a + b}.`,
          },
          {
            text: `$${texNumber(subtracted)}$`,
            value: subtracted,
            why: `This adds the left sides but subtracts the right sides, $${s} - ${d < 0 ? `(${d})` : d}$. Whatever is done to one side must be done to the other: the right sides add to $${s + d}$.`,
          },
        ],
        explanation: `The $y$-terms are opposites, so add the two equations: $(${leadTerm(a, "x")} + ${leadTerm(b, "x")}) + (y - y) = ${s} + ${d < 0 ? `(${d})` : d}$, which gives $${a + b}x = ${s + d}$ and $x = ${x}$. (Then $y = ${s} - ${a * x < 0 ? `(${a * x})` : a * x} = ${y}$.)`,
      };
    }
  },
  check({ a, b, s, d }, x) {
    const y = F(s).sub(x.mul(a));
    return x.mul(b).sub(y).equals(d);
  },
};

const mixContexts = [
  {
    text: (hi: number, lo: number, n: number, total: number) =>
      `A theater sold ${n} tickets for one performance. Adult tickets cost ${hi} dollars each and student tickets cost ${lo} dollars each, and ticket sales totaled ${total} dollars. How many adult tickets were sold?`,
    hiName: "adult tickets",
    loName: "student tickets",
  },
  {
    text: (hi: number, lo: number, n: number, total: number) =>
      `A quiz has ${n} questions. Each question is worth either ${hi} points or ${lo} points, and the questions are worth ${total} points in all. How many of the questions are worth ${hi} points?`,
    hiName: `questions worth more points`,
    loName: `questions worth fewer points`,
  },
  {
    text: (hi: number, lo: number, n: number, total: number) =>
      `A farm stand sold ${n} baskets of berries in one day. Large baskets sold for ${hi} dollars each and small baskets sold for ${lo} dollars each, for a total of ${total} dollars. How many large baskets did the stand sell?`,
    hiName: "large baskets",
    loName: "small baskets",
  },
];

/** A count and a total: two equations in two unknowns. `check` substitutes into both facts. */
const systemMixtureMedium: MathTemplate<{ hi: number; lo: number; n: number; total: number }, Fraction> = {
  id: "alg-system-mixture-medium",
  skill: "systems-of-two-linear-equations",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const context = rng.pick(mixContexts);
    const lo = rng.int(2, 12);
    const hi = lo + rng.int(2, 9);
    const n = rng.int(20, 80);
    const h = rng.int(3, n - 3);
    const total = hi * h + lo * (n - h);
    const key = F(h);
    return {
      params: { hi, lo, n, total },
      stem: context.text(hi, lo, n, total),
      answer: { key: key.toFraction(), value: key },
      explanation: `Let $h$ be the number of ${context.hiName} and $l$ the number of ${context.loName}. Then $h + l = ${n}$ and $${hi}h + ${lo}l = ${total}$. Substitute $l = ${n} - h$: $${hi}h + ${lo}(${n} - h) = ${total}$, so $${hi - lo}h + ${lo * n} = ${total}$, $${hi - lo}h = ${total - lo * n}$ and $h = ${h}$. (Then $l = ${n - h}$, and $${hi}(${h}) + ${lo}(${n - h}) = ${total}$.)`,
    };
  },
  check({ hi, lo, n, total }, h) {
    const l = F(n).sub(h);
    return h.d === 1n && h.compare(0) >= 0 && l.compare(0) >= 0 && h.mul(hi).add(l.mul(lo)).equals(total);
  },
};

/** ax + by = c, kx + dy = e with no solution. `check` tests solvability by Cramer's rule and a shared point. */
const systemNoSolutionHard: MathTemplate<{ a: number; b: number; c: number; d: number; e: number }, Fraction> = {
  id: "alg-system-no-solution-hard",
  skill: "systems-of-two-linear-equations",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = nonZero(rng, 2, 9);
      const b = nonZero(rng, 2, 9);
      const c = rng.int(-12, 12);
      const r = rng.pick([F(2), F(3), F(4), F(-2), F(-3), F(1, 2), F(-1, 2), F(3, 2), F(2, 3)]);
      const dF = r.mul(b);
      if (dF.d !== 1n) continue;
      const d = Number(dF.valueOf());
      const e = rng.int(-20, 20);
      if (r.mul(c).equals(e)) continue;
      const key = r.mul(a);
      const copied = F(a);
      const inverted = F(a).div(r);
      const signSlip = key.neg();
      if (!allDistinct([key, copied, inverted, signSlip])) continue;
      return {
        params: { a, b, c, d, e },
        stem: `$$${leadTerm(a, "x")}${plusTerm(b, "y")} = ${c}$$\n$$kx${plusTerm(d, "y")} = ${e}$$\n\nIn the given system of equations, $k$ is a constant. If the system has no solution, what is the value of $k$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `The $y$-coefficients have ratio $\\frac{${d}}{${b}} = ${texNumber(r)}$, so the lines are parallel when $k = ${texNumber(r)} \\cdot ${a < 0 ? `(${a})` : a} = ${texNumber(key)}$; the constants do not have that ratio ($${texNumber(r)} \\cdot ${c < 0 ? `(${c})` : c} \\ne ${e}$), so the lines are distinct.`,
          },
          {
            text: `$${texNumber(copied)}$`,
            value: copied,
            why: `This copies the $x$-coefficient of the first equation. Equal $x$-coefficients give parallel lines only if the $y$-coefficients are also equal, but they are $${b}$ and $${d}$; with $k = ${a}$ the slopes differ and the system has exactly one solution.`,
          },
          {
            text: `$${texNumber(inverted)}$`,
            value: inverted,
            why: `This scales in the wrong direction, dividing $${a}$ by $${texNumber(r)}$ instead of multiplying. The second equation's coefficients are $${texNumber(r)}$ times the first's.`,
          },
          {
            text: `$${texNumber(signSlip)}$`,
            value: signSlip,
            why: `This gets the size of the ratio right but not its sign, which makes the slopes opposites rather than equal; the lines then intersect at one point.`,
          },
        ],
        explanation: `A system of two linear equations has no solution when its lines are parallel and distinct: the coefficients of $x$ and $y$ are proportional but the constants are not. The $y$-coefficient of the second equation is $\\frac{${d}}{${b}} = ${texNumber(r)}$ times that of the first, so the $x$-coefficient must be too: $k = ${texNumber(r)}(${a}) = ${texNumber(key)}$. With this $k$, the slopes are both $${texNumber(F(-a, b))}$; and since $${texNumber(r)}(${c}) = ${texNumber(r.mul(c))} \\ne ${e}$, the lines are not the same line, so there is no solution.`,
      };
    }
  },
  check({ a, b, c, d, e }, k) {
    // A unique solution exists when the determinant is not 0.
    if (!F(a * d).sub(k.mul(b)).equals(0)) return false;
    // Parallel: no solution unless the lines share the point of line 1 at x = 0.
    const yOnFirst = F(c, b);
    return !yOnFirst.mul(d).equals(e);
  },
};

// ---------------------------------------------------------------------------------------------
// Linear inequalities
// ---------------------------------------------------------------------------------------------

const loadContexts = [
  {
    text: (w: number, d: number, box: number) =>
      `A freight elevator can safely carry at most ${w} kilograms. An operator who weighs ${d} kilograms will ride the elevator with $n$ crates that each weigh ${box} kilograms.`,
    item: "crates",
    single: "operator",
  },
  {
    text: (w: number, d: number, box: number) =>
      `A small boat has a maximum load of ${w} kilograms. A fisher who weighs ${d} kilograms will take the boat out with $n$ bags of gear that each weigh ${box} kilograms.`,
    item: "bags",
    single: "fisher",
  },
  {
    text: (w: number, d: number, box: number) =>
      `A cargo drone can lift at most ${w} grams. Its camera weighs ${d} grams, and it will also carry $n$ sensors that each weigh ${box} grams.`,
    item: "sensors",
    single: "camera",
  },
];

/** Writing D + Bn ≤ W from "at most". Values are predicates; `check` compares them for n = 0 to 400. */
const inequalityModelEasy: MathTemplate<{ w: number; d: number; box: number }, (n: number) => boolean> = {
  id: "alg-inequality-model-easy",
  skill: "linear-inequalities",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const context = rng.pick(loadContexts);
    const box = rng.int(8, 35);
    const d = rng.int(box + 10, 95);
    const k = rng.int(4, 12);
    const w = d + box * k;
    return {
      params: { w, d, box },
      stem: `${context.text(w, d, box)} Which inequality represents all possible values of $n$ for this situation?`,
      choices: [
        {
          text: `$${d} + ${box}n \\le ${w}$`,
          value: (n) => d + box * n <= w,
          why: `The total weight is $${d} + ${box}n$, and "at most ${w}" means the total is less than or equal to ${w}.`,
        },
        {
          text: `$${d} + ${box}n \\ge ${w}$`,
          value: (n) => d + box * n >= w,
          why: `This reverses the inequality: "at most ${w}" sets an upper limit, so the total must be less than or equal to ${w}, not greater.`,
        },
        {
          text: `$${d} + ${box}n < ${w}$`,
          value: (n) => d + box * n < w,
          why: `"At most" includes the limit itself. This strict inequality rules out $n = ${k}$, for which the total is exactly ${w}, an allowed load.`,
        },
        {
          text: `$${d}n + ${box} \\le ${w}$`,
          value: (n) => d * n + box <= w,
          why: `This multiplies the wrong weight by $n$: the ${context.single} (${d}) is counted once, and it is each of the $n$ ${context.item} that weighs ${box}.`,
        },
      ],
      explanation: `The ${context.item} weigh $${box}n$ in all, so the total load is $${d} + ${box}n$. "At most ${w}" means less than or equal to ${w}: $${d} + ${box}n \\le ${w}$.`,
    };
  },
  check({ w, d, box }, inequality) {
    for (let n = 0; n <= 400; n++) if (inequality(n) !== (n * box <= w - d)) return false;
    return true;
  },
};

/** The largest whole number meeting a budget. `check` tests the value and the next one up. */
const inequalityBudgetMedium: MathTemplate<{ fixed: number; each: number; limit: number }, Fraction> = {
  id: "alg-inequality-budget-medium",
  skill: "linear-inequalities",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const kind = rng.int(0, 2);
    const n = rng.int(6, 40);
    if (kind === 0) {
      const food = rng.int(8, 25);
      const favor = rng.int(2, 6);
      const each = food + favor;
      const fixed = rng.int(6, 30) * 10;
      const limit = fixed + each * n + rng.int(1, each - 1);
      const key = F(n);
      return {
        params: { fixed, each, limit },
        stem: `A club has at most ${limit} dollars to spend on a party. Renting the hall costs ${fixed} dollars, and for each guest the club pays ${food} dollars for food and ${favor} dollars for a small gift. What is the greatest number of guests the club can invite without going over its budget?`,
        answer: { key: key.toFraction(), value: key },
        explanation: `Each guest costs $${food} + ${favor} = ${each}$ dollars. With $g$ guests the cost is $${fixed} + ${each}g$, so $${fixed} + ${each}g \\le ${limit}$, $${each}g \\le ${limit - fixed}$ and $g \\le ${texNumber(F(limit - fixed, each))}$. The number of guests is a whole number, so the greatest is ${n}: $${fixed} + ${each}(${n}) = ${fixed + each * n} \\le ${limit}$, while ${n + 1} guests would cost $${fixed + each * (n + 1)}$ dollars.`,
      };
    }
    const each = rng.int(12, 45);
    const fixed = rng.int(30, 90) * 10;
    const limit = fixed + each * n + rng.int(1, each - 1);
    const key = F(n);
    const truck = kind === 1;
    return {
      params: { fixed, each, limit },
      stem: truck
        ? `A moving van can carry at most ${limit} kilograms. It is already loaded with ${fixed} kilograms of furniture. Boxes of books that weigh ${each} kilograms each will fill the rest of the load. What is the greatest number of boxes that can be added to the van?`
        : `A runner wants to run at most ${limit} kilometers this year. She has already run ${fixed} kilometers, and she plans to run ${each} kilometers each week for the rest of the year. What is the greatest number of weeks she can follow this plan without going over her yearly limit?`,
      answer: { key: key.toFraction(), value: key },
      explanation: `${truck ? `With $b$ boxes the load is $${fixed} + ${each}b$` : `After $b$ more weeks she has run $${fixed} + ${each}b$ kilometers`}, so $${fixed} + ${each}b \\le ${limit}$, $${each}b \\le ${limit - fixed}$ and $b \\le ${texNumber(F(limit - fixed, each))}$. Since $b$ is a whole number, the greatest value is ${n}: $${fixed} + ${each}(${n}) = ${fixed + each * n} \\le ${limit}$, while $b = ${n + 1}$ gives $${fixed + each * (n + 1)} > ${limit}$.`,
    };
  },
  check({ fixed, each, limit }, n) {
    const total = (k: Fraction) => k.mul(each).add(fixed);
    return n.d === 1n && total(n).compare(limit) <= 0 && total(n.add(1)).compare(limit) > 0;
  },
};

/** A point in the solution region of y < mx + b and ux - vy ≥ w. `check` evaluates both inequalities. */
const inequalitySystemPointHard: MathTemplate<{ m: number; b1: number; u: number; v: number; w: number }, { x: number; y: number }> = {
  id: "alg-inequality-system-point-hard",
  skill: "linear-inequalities",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const m = nonZero(rng, 1, 3);
      const b1 = rng.int(-4, 4);
      const u = nonZero(rng, 1, 4);
      const v = rng.int(2, 4);
      const w = rng.int(-8, 8);
      const first = (x: number, y: number) => y < m * x + b1;
      const second = (x: number, y: number) => u * x - v * y >= w;
      const points: { x: number; y: number }[] = [];
      for (let x = -5; x <= 5; x++) for (let y = -9; y <= 9; y++) if (x !== 0 && y !== 0) points.push({ x, y });
      const both = points.filter((p) => first(p.x, p.y) && second(p.x, p.y));
      const onlyFirst = points.filter((p) => first(p.x, p.y) && !second(p.x, p.y));
      const onBoundary = points.filter((p) => p.y === m * p.x + b1 && second(p.x, p.y));
      const onlySecond = points.filter((p) => p.y > m * p.x + b1 && second(p.x, p.y));
      if ([both, onlyFirst, onBoundary, onlySecond].some((list) => list.length === 0)) continue;
      const key = rng.pick(both);
      const flipped = rng.pick(onlyFirst);
      const boundary = rng.pick(onBoundary);
      const above = rng.pick(onlySecond);
      const pt = (p: { x: number; y: number }) => `$(${p.x}, ${p.y})$`;
      const line = (x: number) => m * x + b1;
      const lhs = (p: { x: number; y: number }) => u * p.x - v * p.y;
      const solvedY = `y \\le ${linearTex(F(u, v), F(-w, v))}`;
      return {
        params: { m, b1, u, v, w },
        stem: `$$y < ${linearTex(m, b1)}$$\n$$${leadTerm(u, "x")} - ${v}y \\ge ${w}$$\n\nWhich point $(x, y)$ is a solution to the given system of inequalities in the $xy$-plane?`,
        choices: [
          {
            text: pt(key),
            value: key,
            why: `$${key.y} < ${line(key.x)}$, and $${u}(${key.x}) - ${v}(${key.y}) = ${lhs(key)} \\ge ${w}$: the point satisfies both inequalities.`,
          },
          {
            text: pt(flipped),
            value: flipped,
            why: `This point satisfies the first inequality, but $${u}(${flipped.x}) - ${v}(${flipped.y}) = ${lhs(flipped)}$, which is less than $${w}$. It would seem to work if the second inequality were solved for $y$ without reversing the inequality sign when dividing by $-${v}$ (the correct form is $${solvedY}$).`,
          },
          {
            text: pt(boundary),
            value: boundary,
            why: `This point lies on the line $y = ${linearTex(m, b1)}$ ($${boundary.y} = ${line(boundary.x)}$). The first inequality is strict, so points on its boundary line are not solutions.`,
          },
          {
            text: pt(above),
            value: above,
            why: `This point satisfies the second inequality, but $${above.y}$ is greater than $${line(above.x)}$, the value of $${linearTex(m, b1)}$ at $x = ${above.x}$, so it fails the first inequality.`,
          },
        ],
        explanation: `Test each point in both inequalities. Solving the second for $y$ means dividing by $-${v}$, which reverses the sign: $${solvedY}$. The point ${pt(key)} gives $${key.y} < ${line(key.x)}$ in the first inequality and $${lhs(key)} \\ge ${w}$ in the second, so it is a solution. Each other point fails one inequality (a point on the line $y = ${linearTex(m, b1)}$ fails the strict first inequality).`,
      };
    }
  },
  check({ m, b1, u, v, w }, { x, y }) {
    return y < m * x + b1 && u * x - v * y >= w;
  },
};

/** Counting the integers in L ≤ b - ax < U (a negative coefficient flips both signs). `check` counts by brute force. */
const inequalityIntegerCountHard: MathTemplate<{ low: number; b: number; a: number; high: number }, Fraction> = {
  id: "alg-inequality-integer-count-hard",
  skill: "linear-inequalities",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    for (;;) {
      const a = rng.int(2, 6);
      const b = rng.int(-9, 9);
      const low = rng.int(-25, 5);
      const high = low + rng.int(6, 30);
      const lo = F(b - high, a); // x > lo
      const hi = F(b - low, a); // x <= hi
      const count = hi.floor().sub(lo.floor());
      if (count.compare(2) < 0 || count.compare(12) > 0) continue;
      const first = lo.floor().add(1);
      const last = hi.floor();
      return {
        params: { low, b, a, high },
        stem: `$$${low} \\le ${b === 0 ? `-${a}x` : `${b} - ${a}x`} < ${high}$$\n\nHow many integers $x$ satisfy the given inequality?`,
        answer: { key: count.toFraction(), value: count },
        explanation: `${b === 0 ? "" : `${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} all three parts: $${low - b} \\le -${a}x < ${high - b}$. `}Divide all three parts by $-${a}$, which reverses both inequality signs: $${texNumber(hi)} \\ge x > ${texNumber(lo)}$, that is, $${texNumber(lo)} < x \\le ${texNumber(hi)}$. The integers in this interval are $${first.toString()}$ through $${last.toString()}$, which is $${last.toString()} - ${first.s < 0 ? `(${first.toString()})` : first.toString()} + 1 = ${count.toString()}$ integers.`,
      };
    }
  },
  check({ low, b, a, high }, count) {
    let n = 0;
    for (let x = -500; x <= 500; x++) if (low <= b - a * x && b - a * x < high) n++;
    return count.equals(n);
  },
};

/** f(x) = (p/q)x + b and f(x) = v: the input. `check` evaluates f at the value. */
const linearFunctionInputEasy: MathTemplate<{ p: number; q: number; b: number; v: number }, Fraction> = {
  id: "alg-linear-function-input-easy",
  skill: "linear-functions",
  difficulty: "easy",
  type: "spr",
  generate(rng) {
    for (;;) {
      const q = rng.pick([2, 3, 4, 5]);
      const p = nonZero(rng, 1, 7);
      if (gcd(p, q) !== 1) continue;
      const b = nonZero(rng, 1, 12);
      const x = q * nonZero(rng, 1, 8);
      const v = (p * x) / q + b;
      const key = F(x);
      const m = F(p, q);
      return {
        params: { p, q, b, v },
        stem: `The function $f$ is defined by $f(x) = ${linearTex(m, b)}$. For what value of $x$ does $f(x) = ${v}$?`,
        answer: { key: key.toFraction(), value: key },
        explanation: `Set $${linearTex(m, b)} = ${v}$. ${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides: $${leadTerm(m, "x")} = ${v - b}$. Multiply both sides by $${texNumber(F(q, p))}$: $x = ${x}$. Check: $f(${x}) = ${texNumber(m)}(${x})${plusTerm(b)} = ${(p * x) / q}${plusTerm(b)} = ${v}$.`,
      };
    }
  },
  check({ p, q, b, v }, x) {
    return x.mul(p).div(q).add(b).equals(v);
  },
};

/** y = mx + b and ax + cy = d by substitution: x + y. `check` solves by Cramer's rule. */
const systemSubstitutionMedium: MathTemplate<{ m: number; b: number; a: number; c: number; d: number }, Fraction> = {
  id: "alg-system-substitution-medium",
  skill: "systems-of-two-linear-equations",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const m = nonZero(rng, 1, 4);
      const b = nonZero(rng, 1, 7);
      const x = nonZero(rng, 1, 6);
      const a = nonZero(rng, 1, 5);
      const c = nonZero(rng, 2, 5);
      const coef = a + c * m;
      if (coef === 0) continue;
      const y = m * x + b;
      const d = a * x + c * y;
      const key = F(x + y);
      const onlyX = F(x);
      const onlyY = F(y);
      const xSlip = F(d + c * b, coef);
      const slipSum = xSlip.mul(m + 1).add(b);
      if (!allDistinct([key, onlyX, onlyY, slipSum])) continue;
      return {
        params: { m, b, a, c, d },
        stem: `$$y = ${linearTex(m, b)}$$\n$$${leadTerm(a, "x")}${plusTerm(c, "y")} = ${d}$$\n\nIf $(x, y)$ is the solution to the given system of equations, what is the value of $x + y$?`,
        choices: [
          {
            text: `$${texNumber(key)}$`,
            value: key,
            why: `Substitution gives $x = ${x}$ and $y = ${leadTerm(m, "")}(${x})${plusTerm(b)} = ${y}$, so $x + y = ${x + y}$.`,
          },
          {
            text: `$${texNumber(onlyX)}$`,
            value: onlyX,
            why: `This is the value of $x$ alone. The question asks for $x + y$, so $y = ${y}$ must be found and added.`,
          },
          {
            text: `$${texNumber(onlyY)}$`,
            value: onlyY,
            why: `This is the value of $y$ alone; adding $x = ${x}$ gives $x + y$.`,
          },
          {
            text: `$${texNumber(slipSum)}$`,
            value: slipSum,
            why: `This comes from a sign error when moving the constant $${c * b}$ (from $${leadTerm(c, "")}(${linearTex(m, b)})$) to the right side, which gives $${coef}x = ${d + c * b}$ instead of $${coef}x = ${d - c * b}$.`,
          },
        ],
        explanation: `Substitute $${linearTex(m, b)}$ for $y$ in the second equation: $${leadTerm(a, "x")}${plusTerm(c)}(${linearTex(m, b)}) = ${d}$, so $${linearTex(coef, c * b)} = ${d}$, $${leadTerm(coef, "x")} = ${d - c * b}$ and $x = ${x}$. Then $y = ${leadTerm(m, "")}(${x})${plusTerm(b)} = ${y}$, and $x + y = ${x} + ${y < 0 ? `(${y})` : y} = ${x + y}$.`,
      };
    }
  },
  check({ m, b, a, c, d }, sum) {
    // The system is -mx + y = b and ax + cy = d; Cramer's rule.
    const det = F(-m * c - a);
    const x = F(b * c - d).div(det);
    const y = F(-m * d - a * b).div(det);
    return x.add(y).equals(sum);
  },
};

type Comparison = "<" | ">" | "\\le" | "\\ge";
const flip: Record<Comparison, Comparison> = { "<": ">", ">": "<", "\\le": "\\ge", "\\ge": "\\le" };
function holds(op: Comparison, left: number, right: number): boolean {
  return op === "<" ? left < right : op === ">" ? left > right : op === "\\le" ? left <= right : left >= right;
}

/** ax + b op c solved for x. `check` compares the choice with the inequality at many test points. */
const inequalitySolveEasy: MathTemplate<{ a: number; b: number; c: number; op: Comparison }, { op: Comparison; bound: Fraction }> = {
  id: "alg-inequality-solve-easy",
  skill: "linear-inequalities",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    for (;;) {
      const a = nonZero(rng, 2, 6);
      const b = nonZero(rng, 1, 15);
      const k = nonZero(rng, 1, 9);
      const op = rng.pick<Comparison>(["<", ">", "\\le", "\\ge"]);
      const c = a * k + b;
      const solvedOp = a < 0 ? flip[op] : op;
      const key = { op: solvedOp, bound: F(k) };
      const wrongDirection = { op: flip[solvedOp], bound: F(k) };
      const constantSlip = { op: solvedOp, bound: F(c + b, a) };
      const dividedFirst = { op: solvedOp, bound: F(c, a).sub(b) };
      if (!allDistinct([key.bound, constantSlip.bound, dividedFirst.bound])) continue;
      const show = (choice: { op: Comparison; bound: Fraction }) => `$x ${choice.op} ${texNumber(choice.bound)}$`;
      const moved = `${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides`;
      return {
        params: { a, b, c, op },
        stem: `Which inequality describes all solutions to $${linearTex(a, b)} ${op} ${c}$?`,
        choices: [
          {
            text: show(key),
            value: key,
            why: `${moved}: $${leadTerm(a, "x")} ${op} ${c - b}$. Dividing by $${a}$ gives $x ${solvedOp} ${k}$${a < 0 ? "; the sign reverses because the divisor is negative" : ""}.`,
          },
          {
            text: show(wrongDirection),
            value: wrongDirection,
            why:
              a < 0
                ? `This divides by $${a}$ without reversing the inequality sign. Dividing both sides by a negative number reverses the inequality.`
                : `This reverses the inequality sign when dividing by ${a}. The sign reverses only when multiplying or dividing by a negative number.`,
          },
          {
            text: show(constantSlip),
            value: constantSlip,
            why: `This moves $${b}$ to the right side without changing its sign, getting $${leadTerm(a, "x")} ${op} ${c + b}$ instead of $${leadTerm(a, "x")} ${op} ${c - b}$.`,
          },
          {
            text: show(dividedFirst),
            value: dividedFirst,
            why: `This divides only ${c < 0 ? `$${c}$` : c} by $${a}$ and then ${b < 0 ? `adds ${-b}` : `subtracts ${b}`}; dividing first would require dividing every term, the constant included, by $${a}$.`,
          },
        ],
        explanation: `${moved}: $${leadTerm(a, "x")} ${op} ${c - b}$. Divide both sides by $${a}$${a < 0 ? ", reversing the inequality sign because $" + a + "$ is negative" : ""}: $x ${solvedOp} ${k}$.`,
      };
    }
  },
  check({ a, b, c, op }, choice) {
    // Test x = i/60 for i from -3000 to 3000: the choice must agree with the original inequality everywhere.
    const boundTimes60 = choice.bound.mul(60);
    for (let i = -3000; i <= 3000; i++) {
      const original = holds(op, a * i + 60 * b, 60 * c);
      const claimed = holds(choice.op, i, Number(boundTimes60.valueOf()));
      if (original !== claimed) return false;
    }
    return true;
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const algebraTemplates: MathTemplate<any, any>[] = [
  linearOneVariableEasy,
  linearOneVariableContextEasy,
  linearOneVariableBothSidesMedium,
  linearOneVariableFractionsMedium,
  linearOneVariableNoSolutionHard,
  linearFunctionEvaluateEasy,
  linearFunctionInputEasy,
  linearFunctionTableMedium,
  linearFunctionContextMedium,
  linearFunctionShiftHard,
  twoVariableContextEasy,
  twoVariableSlopeMedium,
  twoVariableTradeOffMedium,
  twoVariableParallelHard,
  systemEliminationEasy,
  systemMixtureMedium,
  systemSubstitutionMedium,
  systemNoSolutionHard,
  inequalityModelEasy,
  inequalitySolveEasy,
  inequalityBudgetMedium,
  inequalitySystemPointHard,
  inequalityIntegerCountHard,
];
