import Fraction from "fraction.js";
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

/** Whether no two of the values are equal. */
function allDistinct(values: readonly Fraction[]): boolean {
  return values.every((v, i) => values.every((w, j) => i === j || !v.equals(w)));
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
        stem: `The table shows three values of $x$ and their corresponding values of $f(x)$ for the linear function $f$. Which equation defines $f$?`,
        table: { title: `Values of the linear function f`, columns: ["x", "f(x)"], rows: rows.map(([x, y]) => [String(x), String(y)]) },
        choices: [
          {
            text: texts[0]!,
            value: key,
            why: `The slope is $\\frac{${dy}}{${step}} = ${m}$, and the constant term is $${y1} - ${m}(${x1}) = ${b}$; this rule gives every value in the table.`,
          },
          {
            text: texts[1]!,
            value: inverted,
            why: `This takes the slope as the change in $x$ over the change in $f(x)$, $\\frac{${step}}{${dy}}$, the reciprocal of the slope. The rule fits the first row only.`,
          },
          {
            text: texts[2]!,
            value: signSlip,
            why: `This uses the slope $${m}$ but finds the constant as $${y1} + ${m}(${x1})$ instead of $${y1} - ${m}(${x1})$, a sign error; the rule does not give $f(${x1}) = ${y1}$.`,
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

//BATCH
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const algebraTemplates: MathTemplate<any, any>[] = [
  linearOneVariableEasy,
  linearOneVariableContextEasy,
  linearOneVariableBothSidesMedium,
  linearOneVariableFractionsMedium,
  linearOneVariableNoSolutionHard,
  linearFunctionEvaluateEasy,
  linearFunctionTableMedium,
  linearFunctionContextMedium,
  linearFunctionShiftHard,
  twoVariableContextEasy,
  twoVariableSlopeMedium,
  twoVariableParallelHard,
];
