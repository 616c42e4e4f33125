import Fraction from "fraction.js";
import type { MathTemplate } from "./template";
import { allDistinct, drawUntil, type Rational } from "./draw";
import { leadTerm, plusTerm, polyTex, texNumber } from "./tex";

/** The value of a polynomial (highest power first) at x, exactly. */
function evalPoly(coeffs: readonly Rational[], x: Rational): Fraction {
  let acc = new Fraction(0);
  for (const c of coeffs) acc = acc.mul(x).add(c);
  return acc;
}

/** "(-3)" for negatives, "3" otherwise: a number substituted into a product. */
const paren = (n: Rational) => (new Fraction(n).s < 0 ? `(${texNumber(n)})` : texNumber(n));

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

// ---------------------------------------------------------------------------------------------
// Nonlinear functions
// ---------------------------------------------------------------------------------------------

/** f(x) = a(b)^x evaluated at an integer; `check` multiplies by b step by step. */
const exponentialEvaluateEasy: MathTemplate<{ a: number; b: number; k: number }, Fraction> = {
  id: "adv-exponential-evaluate-easy",
  skill: "nonlinear-functions",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const { a, b, k } = drawUntil(
      () => ({ a: rng.pick([2, 3, 4, 5, 6, 10]), b: rng.pick([2, 3, 4]), k: rng.int(2, 4) }),
      ({ a, b, k }) => allDistinct([a * b ** k, (a * b) ** k, a * b * k, a + b ** k]),
    );
    const power = b ** k;
    const key = new Fraction(a * power);
    const grouped = new Fraction((a * b) ** k);
    const timesExponent = new Fraction(a * b * k);
    const added = new Fraction(a + power);
    return {
      params: { a, b, k },
      stem: `The function $f$ is defined by $f(x) = ${a}(${b})^{x}$. What is the value of $f(${k})$?`,
      choices: [
        {
          text: `$${key}$`,
          value: key,
          why: `The exponent applies only to the base ${b}: $${b}^{${k}} = ${power}$, and then $${a} \\cdot ${power} = ${key}$.`,
        },
        {
          text: `$${grouped}$`,
          value: grouped,
          why: `This multiplies ${a} by ${b} first and raises $${a * b}$ to the power ${k}. The exponent belongs to ${b} alone; the factor ${a} multiplies the power afterwards.`,
        },
        {
          text: `$${timesExponent}$`,
          value: timesExponent,
          why: `This multiplies ${b} by ${k} instead of raising ${b} to the power ${k}, as if $f$ were linear.`,
        },
        {
          text: `$${added}$`,
          value: added,
          why: `This adds ${a} to $${b}^{${k}}$, but in $${a}(${b})^{x}$ the ${a} is a factor: it multiplies the power.`,
        },
      ],
      explanation: `Substitute ${k} for $x$: $f(${k}) = ${a}(${b})^{${k}} = ${a} \\cdot ${power} = ${key}$.`,
    };
  },
  check({ a, b, k }, value) {
    let f = new Fraction(a);
    for (let i = 0; i < k; i++) f = f.mul(b);
    return f.equals(value);
  },
};

const doublingContexts = [
  {
    intro: (n: number, d: number) => `A biologist starts a culture with ${n} bacteria. The number of bacteria doubles every ${d} hours.`,
    ask: "Which function gives the number of bacteria, $B(t)$, $t$ hours after the culture was started?",
    fn: "B",
  },
  {
    intro: (n: number, d: number) => `A video had ${n} views when a promotion began. During the promotion, the number of views doubled every ${d} days.`,
    ask: "Which function gives the number of views, $V(t)$, $t$ days after the promotion began?",
    fn: "V",
  },
  {
    intro: (n: number, d: number) => `A savings bond was bought for USD ${n}. Its value doubles every ${d} years.`,
    ask: "Which function gives the value of the bond, $P(t)$, in dollars, $t$ years after it was bought?",
    fn: "P",
  },
] as const;

type Model = (t: number) => number;

/** Doubling every d units written as an exponential function; `check` simulates the doublings. */
const exponentialModelMedium: MathTemplate<{ n: number; d: number }, Model> = {
  id: "adv-exponential-doubling-model-medium",
  skill: "nonlinear-functions",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const context = rng.pick(doublingContexts);
    const n = rng.pick([100, 200, 250, 300, 400, 500, 800, 1200, 1500]);
    const d = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
    const f = context.fn;
    return {
      params: { n, d },
      stem: `${context.intro(n, d)} ${context.ask}`,
      choices: [
        {
          text: `$${f}(t) = ${n}(2)^{\\frac{t}{${d}}}$`,
          value: (t) => n * 2 ** (t / d),
          why: `After $t$ units of time there have been $\\frac{t}{${d}}$ doubling periods, and each one multiplies the amount by 2, starting from ${n}.`,
        },
        {
          text: `$${f}(t) = ${n}(2)^{${d}t}$`,
          value: (t) => n * 2 ** (d * t),
          why: `This multiplies $t$ by ${d} instead of dividing. It would double the amount ${d} times per unit of time, so after ${d} units it gives $${n} \\cdot 2^{${d * d}}$ instead of $${2 * n}$.`,
        },
        {
          text: `$${f}(t) = ${n}\\left(\\frac{1}{2}\\right)^{\\frac{t}{${d}}}$`,
          value: (t) => n * 0.5 ** (t / d),
          why: `A factor of $\\frac{1}{2}$ halves the amount every ${d} units, which describes decay, not doubling.`,
        },
        {
          text: `$${f}(t) = ${n}(3)^{\\frac{t}{${d}}}$`,
          value: (t) => n * 3 ** (t / d),
          why: `This treats doubling as an increase of 200%, a factor of $1 + 2 = 3$. Doubling is an increase of 100%, a growth factor of 2.`,
        },
      ],
      explanation: `The starting amount is ${n}, and every ${d} units of time it is multiplied by 2. After $t$ units, $\\frac{t}{${d}}$ doubling periods have passed, so $${f}(t) = ${n}(2)^{\\frac{t}{${d}}}$. For example, $${f}(${d}) = ${n}(2)^{1} = ${2 * n}$.`,
    };
  },
  check({ n, d }, model) {
    let amount = n;
    for (let period = 0; period <= 3; period++) {
      if (!close(model(period * d), amount)) return false;
      amount *= 2;
    }
    return true;
  },
};

type InterceptParams = { p: number; q: number; c: number; ask: "vertex" | "value"; k: number };

/** A quadratic known by its intercepts: find a, then the vertex or a value. `check` solves for standard form by Cramer's rule. */
const quadraticInterceptsHard: MathTemplate<InterceptParams, Fraction> = {
  id: "adv-quadratic-from-intercepts-hard",
  skill: "nonlinear-functions",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const ask = rng.pick(["vertex", "value"] as const);
    const { a, p, q, k } = drawUntil(
      () => ({
        a: rng.pick([-3, -2, -1, 1, 2, 3]),
        p: rng.pick([-7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8]),
        q: rng.pick([-8, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7]),
        k: rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]),
      }),
      ({ p, q, k }) => p !== q && (ask === "value" ? k !== p && k !== q : (p + q) % 2 === 0 && p + q !== 0),
    );
    const c = a * p * q;
    const h = (p + q) / 2;
    const x = ask === "vertex" ? h : k;
    const key = new Fraction(a * (x - p) * (x - q));
    const zeros = `$f(x) = a(${polyTex([1, -p])})(${polyTex([1, -q])})$`;
    const findA = `Because $f$ has zeros at ${p} and ${q}, ${zeros} for some constant $a$. The y-intercept gives $f(0) = a(${-p})(${-q}) = ${leadTerm(p * q, "a")} = ${c}$, so $a = ${a}$.`;
    const stemStart = `In the xy-plane, the graph of the quadratic function $f$ crosses the x-axis at $(${p}, 0)$ and $(${q}, 0)$ and crosses the y-axis at $(0, ${c})$.`;
    if (ask === "vertex") {
      return {
        params: { p, q, c, ask, k },
        stem: `${stemStart} The vertex of the graph is the point $(s, t)$. What is the value of $t$?`,
        answer: { key: key.toFraction(), value: key },
        explanation: `${findA} The vertex lies on the axis of symmetry, halfway between the zeros: $s = \\frac{${p} + ${paren(q)}}{2} = ${h}$. Then $t = f(${h}) = ${a}(${h} - ${paren(p)})(${h} - ${paren(q)}) = ${key}$.`,
      };
    }
    return {
      params: { p, q, c, ask, k },
      stem: `${stemStart} What is the value of $f(${k})$?`,
      answer: { key: key.toFraction(), value: key },
      explanation: `${findA} Then $f(${k}) = ${a}(${k} - ${paren(p)})(${k} - ${paren(q)}) = ${a}(${k - p})(${k - q}) = ${key}$.`,
    };
  },
  check({ p, q, c, ask, k }, value) {
    // f(x) = Ax^2 + Bx + C with C = c; A p^2 + B p = -c and A q^2 + B q = -c, by Cramer's rule.
    const det = new Fraction(p * p * q - q * q * p);
    const A = new Fraction(-c * q + c * p).div(det);
    const B = new Fraction(-c * p * p + c * q * q).div(det);
    const x = ask === "vertex" ? B.neg().div(A.mul(2)) : new Fraction(k);
    return evalPoly([A, B, c], x).equals(value);
  },
};

/** f(x) = a(b)^x from f(1) and f(3): b^2 is the ratio. `check` rebuilds b from the candidate f(0). */
const exponentialTwoPointsHard: MathTemplate<{ p: Fraction; q: Fraction }, Fraction> = {
  id: "adv-exponential-two-values-hard",
  skill: "nonlinear-functions",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const { a, b } = drawUntil(
      () =>
        rng.pick([
          () => ({ a: new Fraction(rng.int(2, 12)), b: new Fraction(rng.pick([2, 3, 4])) }),
          () => ({ a: new Fraction(rng.pick([64, 128, 192, 320])), b: new Fraction(1, 2) }),
          () => ({ a: new Fraction(rng.pick([81, 162, 243])), b: new Fraction(1, 3) }),
        ])(),
      ({ a, b }) => {
        const p = a.mul(b);
        const q = a.mul(b.pow(3));
        return allDistinct([a, a.div(b), p.sub(q.sub(p).div(2)), p.mul(b)]);
      },
    );
    const p = a.mul(b);
    const q = a.mul(b.pow(3));
    const ratio = q.div(p);
    const oneStep = p.div(ratio);
    const linear = p.sub(q.sub(p).div(2));
    const forward = p.mul(b);
    return {
      params: { p, q },
      stem: `For the function $f$, $f(x) = a(b)^{x}$, where $a$ and $b$ are positive constants. If $f(1) = ${texNumber(p)}$ and $f(3) = ${texNumber(q)}$, what is the value of $f(0)$?`,
      choices: [
        {
          text: `$${texNumber(a)}$`,
          value: a,
          why: `From $f(1)$ to $f(3)$ the function is multiplied by $b$ twice, so $b^{2} = ${texNumber(ratio)}$ and $b = ${texNumber(b)}$. Going back one step from $f(1)$: $f(0) = \\frac{${texNumber(p)}}{${texNumber(b)}} = ${texNumber(a)}$.`,
        },
        {
          text: `$${texNumber(oneStep)}$`,
          value: oneStep,
          why: `This takes $\\frac{f(3)}{f(1)} = ${texNumber(ratio)}$ as the factor for one step. But $f(1)$ and $f(3)$ are two steps apart, so that ratio is $b^{2}$, not $b$.`,
        },
        {
          text: `$${texNumber(linear)}$`,
          value: linear,
          why: `This assumes $f$ changes by the same amount for each unit of $x$, as a linear function does. An exponential function changes by the same factor, not the same amount.`,
        },
        {
          text: `$${texNumber(forward)}$`,
          value: forward,
          why: `This multiplies $f(1)$ by $b = ${texNumber(b)}$, which goes forward to $f(2)$. To go back from $f(1)$ to $f(0)$, divide by $b$.`,
        },
      ],
      explanation: `Since $f(3) = ab^{3}$ and $f(1) = ab$, $\\frac{f(3)}{f(1)} = b^{2} = \\frac{${texNumber(q)}}{${texNumber(p)}} = ${texNumber(ratio)}$. Because $b > 0$, $b = ${texNumber(b)}$. Then $f(0) = a = \\frac{f(1)}{b} = \\frac{${texNumber(p)}}{${texNumber(b)}} = ${texNumber(a)}$.`,
    };
  },
  check({ p, q }, value) {
    if (value.compare(0) <= 0) return false;
    const b = p.div(value);
    return b.compare(0) > 0 && value.mul(b.pow(3)).equals(q);
  },
};

// ---------------------------------------------------------------------------------------------
// Nonlinear equations in one variable and systems
// ---------------------------------------------------------------------------------------------

/** A factorable quadratic with one positive root; `check` substitutes. */
const positiveRootEasy: MathTemplate<{ b: number; c: number }, Fraction> = {
  id: "adv-quadratic-positive-solution-easy",
  skill: "nonlinear-equations-and-systems",
  difficulty: "easy",
  type: "spr",
  generate(rng) {
    const r = rng.int(1, 9);
    const s = rng.int(1, 9); // the negative root is -s
    const b = s - r;
    const c = -r * s;
    const moved = rng.pick([true, false]);
    const equation = moved ? `${polyTex([1, b, 0])} = ${-c}` : `${polyTex([1, b, c])} = 0`;
    const key = new Fraction(r);
    return {
      params: { b, c },
      stem: `What is the positive solution to the equation $${equation}$?`,
      answer: { key: key.toString(), value: key },
      explanation: `${moved ? `Subtract ${-c} from both sides: $${polyTex([1, b, c])} = 0$. ` : ""}Factor: two numbers with product ${c} and sum ${b} are ${-r} and ${s}, so $(${polyTex([1, -r])})(${polyTex([1, s])}) = 0$. The solutions are $x = ${r}$ and $x = ${-s}$; the positive one is ${r}.`,
    };
  },
  check({ b, c }, x) {
    return x.compare(0) > 0 && x.mul(x).add(x.mul(b)).add(c).equals(0);
  },
};

type Point = { x: number; y: number };

/** A parabola and a line: which listed point lies on both? `check` substitutes into each equation. */
const parabolaLineMedium: MathTemplate<{ m: number; n: number; b: number; c: number }, Point> = {
  id: "adv-system-parabola-line-medium",
  skill: "nonlinear-equations-and-systems",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const roots = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5];
    const { r1, r2 } = drawUntil(
      () => ({ r1: rng.pick(roots), r2: rng.pick(roots) }),
      ({ r1, r2 }) => r1 !== r2 && r1 !== -r2,
    );
    const m = rng.pick([-3, -2, -1, 1, 2, 3]);
    const n = rng.int(-6, 6);
    const b = m - (r1 + r2);
    const c = n + r1 * r2;
    const line = (x: number) => m * x + n;
    const pt = (x: number) => `$(${x}, ${line(x)})$`;
    return {
      params: { m, n, b, c },
      stem: `$$y = ${polyTex([1, b, c])}$$\n\n$$y = ${polyTex([m, n])}$$\n\nWhich of the following ordered pairs $(x, y)$ is a solution to the given system of equations?`,
      choices: [
        {
          text: pt(r1),
          value: { x: r1, y: line(r1) },
          why: `Setting the two expressions for $y$ equal gives $(${polyTex([1, -r1])})(${polyTex([1, -r2])}) = 0$, so $x = ${r1}$ is a solution, and $y = ${polyTex([m, n]).replace("x", `(${r1})`)} = ${line(r1)}$ satisfies both equations.`,
        },
        {
          text: pt(-r1),
          value: { x: -r1, y: line(-r1) },
          why: `This reads the solution from the factor $(${polyTex([1, -r1])})$ with the wrong sign: $x = ${-r1}$. The point lies on the line, but the first equation gives $y = ${c - b * r1 + r1 * r1}$ there, not ${line(-r1)}.`,
        },
        {
          text: pt(-r2),
          value: { x: -r2, y: line(-r2) },
          why: `This reads the solution from the factor $(${polyTex([1, -r2])})$ with the wrong sign: $x = ${-r2}$. The point lies on the line, but the first equation gives $y = ${c - b * r2 + r2 * r2}$ there, not ${line(-r2)}.`,
        },
        {
          text: `$(0, ${n})$`,
          value: { x: 0, y: n },
          why: `This is the y-intercept of the line, so it satisfies only the second equation: substituting $x = 0$ into the first gives $y = ${c}$.`,
        },
      ],
      explanation: `Substitute the second equation into the first: $${polyTex([1, b, c])} = ${polyTex([m, n])}$, so $${polyTex([1, b - m, c - n])} = 0$, which factors as $(${polyTex([1, -r1])})(${polyTex([1, -r2])}) = 0$. The solutions have $x = ${r1}$ or $x = ${r2}$, giving the points $(${r1}, ${line(r1)})$ and $(${r2}, ${line(r2)})$. Only $(${r1}, ${line(r1)})$ is among the choices.`,
    };
  },
  check({ m, n, b, c }, { x, y }) {
    return y === m * x + n && y === x * x + b * x + c;
  },
};

/** sqrt(x + a) = x - b, with one extraneous root. `check` tests every integer in a wide range. */
const radicalEquationHard: MathTemplate<{ a: number; b: number }, number[]> = {
  id: "adv-radical-equation-extraneous-hard",
  skill: "nonlinear-equations-and-systems",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const { b, s } = drawUntil(
      // s: the square root's value at the true solution; a and b nonzero keep the forms plain.
      () => ({ b: rng.int(-3, 6), s: rng.int(2, 6) }),
      ({ b, s }) => b !== 0 && s * s !== b + s,
    );
    const r = b + s;
    const a = s * s - r;
    const extraneous = b + 1 - s;
    const set = (xs: number[]) => `$\\{${xs.join(", ")}\\}$`;
    return {
      params: { a, b },
      stem: `$$\\sqrt{${polyTex([1, a])}} = ${polyTex([1, -b])}$$\n\nWhat is the solution set of the given equation?`,
      choices: [
        {
          text: set([r]),
          value: [r],
          why: `Squaring gives the candidates ${extraneous} and ${r}. Only ${r} checks: $\\sqrt{${r}${plusTerm(a)}} = ${s}$ and $${r}${plusTerm(-b)} = ${s}$.`,
        },
        {
          text: set([extraneous]),
          value: [extraneous],
          why: `This keeps the wrong candidate. For $x = ${extraneous}$ the right side is $${extraneous}${plusTerm(-b)} = ${1 - s}$, a negative number, but a square root is never negative; $x = ${r}$ is the value that checks.`,
        },
        {
          text: set([extraneous, r]),
          value: [extraneous, r],
          why: `These are the solutions of the squared equation, but squaring can add extraneous solutions. Substituting $x = ${extraneous}$ gives $${s - 1} = ${1 - s}$, which is false.`,
        },
        {
          text: "The equation has no solution.",
          value: [],
          why: `Rejecting both candidates is an error in the check: for $x = ${r}$, both sides equal ${s}, so ${r} is a solution.`,
        },
      ],
      explanation: `Square both sides: $${polyTex([1, a])} = (${polyTex([1, -b])})^{2} = ${polyTex([1, -2 * b, b * b])}$. Rearranged, $${polyTex([1, -(2 * b + 1), b * b - a])} = 0$, so $${extraneous === 0 ? "x" : `(${polyTex([1, -extraneous])})`}(${polyTex([1, -r])}) = 0$ and $x = ${extraneous}$ or $x = ${r}$. Check each in the original equation. For $x = ${r}$: $\\sqrt{${r + a}} = ${s}$ and $${r}${plusTerm(-b)} = ${s}$, true. For $x = ${extraneous}$: $\\sqrt{${extraneous + a}} = ${s - 1}$ but $${extraneous}${plusTerm(-b)} = ${1 - s}$, false. The solution set is $\\{${r}\\}$.`,
    };
  },
  check({ a, b }, xs) {
    const solutions: number[] = [];
    for (let x = -200; x <= 200; x++) {
      const right = x - b;
      if (x + a >= 0 && right >= 0 && right * right === x + a) solutions.push(x);
    }
    const given = [...xs].sort((u, v) => u - v);
    return given.length === solutions.length && given.every((x, i) => x === solutions[i]);
  },
};

/** A parabola tangent to a line: the discriminant is zero. `check` confirms the difference is a perfect square. */
const tangentSystemHard: MathTemplate<{ p: number; m: number; n: number }, Fraction> = {
  id: "adv-system-one-solution-hard",
  skill: "nonlinear-equations-and-systems",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const m = rng.int(-4, 4);
    const gap = rng.pick([-7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7]);
    const p = m + gap;
    const n = rng.int(-8, 8);
    const key = new Fraction(gap * gap, 4).add(n);
    const kMinusN = n === 0 ? "k" : `k${plusTerm(-n)}`;
    return {
      params: { p, m, n },
      stem: `$$y = ${polyTex([1, p, 0])} + k$$\n\n$$y = ${polyTex([m, n])}$$\n\nIn the given system of equations, $k$ is a constant. If the system has exactly one distinct real solution, what is the value of $k$?`,
      answer: { key: key.toFraction(), value: key },
      explanation: `Setting the expressions for $y$ equal gives $${polyTex([1, gap, 0])} + ${n === 0 ? "k" : `(${kMinusN})`} = 0$. The system has exactly one solution when this quadratic has exactly one root, that is, when its discriminant is zero: $(${gap})^{2} - 4${n === 0 ? "k" : `(${kMinusN})`} = 0$. So $${kMinusN} = \\frac{${gap * gap}}{4}${gap % 2 === 0 ? ` = ${(gap * gap) / 4}` : ""}$ and $k = ${texNumber(key)}$.`,
    };
  },
  check({ p, m, n }, k) {
    // With this k, x^2 + (p - m)x + (k - n) must vanish at its vertex and nowhere else (symmetric about it).
    const g = (x: Fraction) => evalPoly([1, p - m, k.sub(n)], x);
    const vertex = new Fraction(m - p, 2);
    return g(vertex).equals(0) && g(vertex.add(1)).equals(g(vertex.sub(1))) && g(vertex.add(1)).compare(0) > 0;
  },
};

// ---------------------------------------------------------------------------------------------
// Equivalent expressions
// ---------------------------------------------------------------------------------------------

/** (x + p)(x + q) expanded; `check` evaluates both sides at several points. */
const expandBinomialsEasy: MathTemplate<{ p: number; q: number }, number[]> = {
  id: "adv-expand-binomials-easy",
  skill: "equivalent-expressions",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const values = [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const { p, q } = drawUntil(
      () => ({ p: rng.pick(values), q: rng.pick(values) }),
      ({ p, q }) => p + q !== 0 && p * q !== p + q,
    );
    const key = [1, p + q, p * q];
    const noMiddle = [1, 0, p * q];
    const addedConstants = [1, p + q, p + q];
    const signSlip = [1, -(p + q), p * q];
    return {
      params: { p, q },
      stem: `Which of the following is equivalent to $(${polyTex([1, p])})(${polyTex([1, q])})$?`,
      choices: [
        {
          text: `$${polyTex(key)}$`,
          value: key,
          why: `Distributing gives $x^{2}${plusTerm(q, "x")}${plusTerm(p, "x")}${plusTerm(p * q)}$, and combining the $x$-terms gives $${polyTex(key)}$.`,
        },
        {
          text: `$${polyTex(noMiddle)}$`,
          value: noMiddle,
          why: `This multiplies only the first terms and the last terms. The products $x \\cdot ${paren(q)}$ and $${paren(p)} \\cdot x$ are missing; together they give $${leadTerm(p + q, "x")}$.`,
        },
        {
          text: `$${polyTex(addedConstants)}$`,
          value: addedConstants,
          why: `This adds the constants to get the constant term, but the constant term is their product, $${paren(p)} \\cdot ${paren(q)} = ${p * q}$.`,
        },
        {
          text: `$${polyTex(signSlip)}$`,
          value: signSlip,
          why: `This has the wrong sign on the $x$-term: $${leadTerm(q, "x")}${plusTerm(p, "x")} = ${leadTerm(p + q, "x")}$.`,
        },
      ],
      explanation: `Multiply each term of the first factor by each term of the second: $x \\cdot x + x \\cdot ${paren(q)} + ${paren(p)} \\cdot x + ${paren(p)} \\cdot ${paren(q)} = x^{2}${plusTerm(q, "x")}${plusTerm(p, "x")}${plusTerm(p * q)} = ${polyTex(key)}$.`,
    };
  },
  check({ p, q }, coeffs) {
    return [-2, 0, 1, 3, 5].every((x) => evalPoly(coeffs, x).equals((x + p) * (x + q)));
  },
};

/** The x-coefficient of (ax + b)(cx + d) - ex; `check` uses (E(1) - E(-1)) / 2. */
const productCoefficientMedium: MathTemplate<{ a: number; b: number; c: number; d: number; e: number }, Fraction> = {
  id: "adv-product-coefficient-medium",
  skill: "equivalent-expressions",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const signed = [-9, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 7, 8];
    const a = rng.int(2, 6);
    const c = rng.int(2, 5);
    const b = rng.pick(signed);
    const d = rng.pick(signed);
    const e = rng.int(1, 9);
    const key = new Fraction(a * d + b * c - e);
    return {
      params: { a, b, c, d, e },
      stem: `$$(${polyTex([a, b])})(${polyTex([c, d])}) - ${leadTerm(e, "x")}$$\n\nThe given expression is equivalent to $ax^{2} + bx + c$, where $a$, $b$, and $c$ are constants. What is the value of $b$?`,
      answer: { key: key.toString(), value: key },
      explanation: `Expand the product: $${a}x \\cdot ${c}x + ${a}x \\cdot ${paren(d)} + ${paren(b)} \\cdot ${c}x + ${paren(b)} \\cdot ${paren(d)} = ${polyTex([a * c, a * d + b * c, b * d])}$. Subtracting $${leadTerm(e, "x")}$ gives $${polyTex([a * c, a * d + b * c - e, b * d])}$, so the coefficient of $x$ is $${a * d}${plusTerm(b * c)} - ${e} = ${key}$.`,
    };
  },
  check({ a, b, c, d, e }, value) {
    const E = (x: number) => (a * x + b) * (c * x + d) - e * x;
    return new Fraction(E(1) - E(-1), 2).equals(value);
  },
};

/** x^a times the n-th root of x^m as one power; `check` compares the two sides numerically. */
const rationalExponentMedium: MathTemplate<{ a: number; m: number; n: number }, Fraction> = {
  id: "adv-rational-exponent-medium",
  skill: "equivalent-expressions",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const gcd = (u: number, v: number): number => (v === 0 ? u : gcd(v, u % v));
    const { a, m, n } = drawUntil(
      () => ({ a: rng.int(2, 5), m: rng.int(2, 7), n: rng.int(3, 5) }),
      ({ a, m, n }) =>
        gcd(m, n) === 1 &&
        allDistinct([new Fraction(m, n).add(a), new Fraction(a * m, n), new Fraction(n, m).add(a), new Fraction(a + m, n)]),
    );
    const key = new Fraction(m, n).add(a);
    const multiplied = new Fraction(a * m, n);
    const inverted = new Fraction(n, m).add(a);
    const underRoot = new Fraction(a + m, n);
    const power = (e: Fraction) => (e.equals(1) ? "$x$" : `$x^{${texNumber(e)}}$`);
    const inner = `x^{${m}}`;
    return {
      params: { a, m, n },
      stem: `Which of the following is equivalent to $x^{${a}}\\sqrt[${n}]{${inner}}$ for $x > 0$?`,
      choices: [
        {
          text: power(key),
          value: key,
          why: `$\\sqrt[${n}]{${inner}} = x^{\\frac{${m}}{${n}}}$, and multiplying powers of $x$ adds exponents: $${a} + \\frac{${m}}{${n}} = ${texNumber(key)}$.`,
        },
        {
          text: power(multiplied),
          value: multiplied,
          why: `This multiplies the exponents ${a} and $\\frac{${m}}{${n}}$. Exponents are multiplied when a power is raised to a power; for a product of powers they are added.`,
        },
        {
          text: power(inverted),
          value: inverted,
          why: `This writes the root as $x^{\\frac{${n}}{${m}}}$, with the fraction upside down: the index of the root, ${n}, is the denominator.`,
        },
        {
          text: power(underRoot),
          value: underRoot,
          why: `This puts $x^{${a}}$ under the root as well, as if the expression were $\\sqrt[${n}]{x^{${a + m}}}$; the factor $x^{${a}}$ is outside the root.`,
        },
      ],
      explanation: `Write the root as a power: $\\sqrt[${n}]{${inner}} = x^{\\frac{${m}}{${n}}}$. Then $x^{${a}} \\cdot x^{\\frac{${m}}{${n}}} = x^{${a} + \\frac{${m}}{${n}}} = x^{${texNumber(key)}}$.`,
    };
  },
  check({ a, m, n }, exponent) {
    return [2, 3, 7].every((x) => close(x ** exponent.valueOf(), x ** a * (x ** m) ** (1 / n)));
  },
};

type RationalForm = { num: number[]; den: number[] };

/** k/(x + a) ± m/(x + b) over a common denominator; `check` evaluates both exactly at many points. */
const rationalSumHard: MathTemplate<{ k: number; m: number; a: number; b: number }, RationalForm> = {
  id: "adv-rational-sum-hard",
  skill: "equivalent-expressions",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const shifts = [-7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7];
    const { k, m, a, b } = drawUntil(
      () => ({ k: rng.int(1, 6), m: rng.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]), a: rng.pick(shifts), b: rng.pick(shifts) }),
      ({ k, m, a, b }) => a !== b && k !== m && k + m !== 0,
    );
    const den = [1, a + b, a * b];
    const key = { num: [k + m, k * b + m * a], den };
    const addedAcross = { num: [k + m], den: [2, a + b] };
    const ownConstants = { num: [k + m, k * a + m * b], den };
    const unscaled = { num: [k + m], den };
    const frac = (f: RationalForm) => `$\\dfrac{${polyTex(f.num)}}{${polyTex(f.den)}}$`;
    const expression = `\\frac{${k}}{${polyTex([1, a])}} ${m < 0 ? "-" : "+"} \\frac{${Math.abs(m)}}{${polyTex([1, b])}}`;
    const scaled = `${k}(${polyTex([1, b])}) ${m < 0 ? "-" : "+"} ${Math.abs(m)}(${polyTex([1, a])})`;
    return {
      params: { k, m, a, b },
      stem: `Which of the following is equivalent to $${expression}$ for $x \\ne ${-a}$ and $x \\ne ${-b}$?`,
      choices: [
        {
          text: frac(key),
          value: key,
          why: `Over the common denominator $(${polyTex([1, a])})(${polyTex([1, b])}) = ${polyTex(den)}$, the numerator is $${scaled} = ${polyTex(key.num)}$.`,
        },
        {
          text: frac(addedAcross),
          value: addedAcross,
          why: `This adds the numerators and adds the denominators. Fractions are added only after rewriting them over a common denominator.`,
        },
        {
          text: frac(ownConstants),
          value: ownConstants,
          why: `This multiplies each numerator by the constant from its own denominator. To reach the common denominator, each numerator is multiplied by the other fraction's denominator: $${scaled}$.`,
        },
        {
          text: frac(unscaled),
          value: unscaled,
          why: `This uses the common denominator but combines the original numerators without multiplying each by the factor its denominator was multiplied by.`,
        },
      ],
      explanation: `The common denominator is $(${polyTex([1, a])})(${polyTex([1, b])}) = ${polyTex(den)}$. Multiply the first fraction's numerator and denominator by $${polyTex([1, b])}$ and the second's by $${polyTex([1, a])}$. The numerator becomes $${scaled} = ${polyTex(key.num)}$, so the expression equals $\\dfrac{${polyTex(key.num)}}{${polyTex(den)}}$.`,
    };
  },
  check({ k, m, a, b }, { num, den }) {
    let tested = 0;
    for (let x = -12; x <= 12 && tested < 6; x++) {
      const d = evalPoly(den, x);
      if (x + a === 0 || x + b === 0 || d.equals(0)) continue;
      const direct = new Fraction(k, x + a).add(new Fraction(m, x + b));
      if (!evalPoly(num, x).div(d).equals(direct)) return false;
      tested++;
    }
    return tested === 6;
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const advancedMathTemplates: MathTemplate<any, any>[] = [
  exponentialEvaluateEasy,
  exponentialModelMedium,
  quadraticInterceptsHard,
  exponentialTwoPointsHard,
  positiveRootEasy,
  parabolaLineMedium,
  radicalEquationHard,
  tangentSystemHard,
  expandBinomialsEasy,
  productCoefficientMedium,
  rationalExponentMedium,
  rationalSumHard,
];
