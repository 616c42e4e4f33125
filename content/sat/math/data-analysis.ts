import Fraction from "fraction.js";
import { sprEntryFor } from "../spr-answer";
import type { MathChoice, MathTemplate } from "./template";
import { leadTerm, plusTerm, texNumber } from "./tex";
import { allDistinct, drawUntil, gcd } from "./draw";

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

const fr = (n: number | Fraction, d?: number) => (d === undefined ? new Fraction(n) : new Fraction(n as number, d));

/** Whether a rational has a terminating decimal expansion. */
function terminates(value: Fraction): boolean {
  let d = value.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Number of digits after the decimal point of a terminating rational (Infinity otherwise). */
function decimalPlaces(value: Fraction): number {
  if (!terminates(value)) return Infinity;
  const s = value.abs().toString();
  const point = s.indexOf(".");
  return point < 0 ? 0 : s.length - point - 1;
}

/** TeX for a number: a terminating decimal as a decimal ("12.5"), other rationals as a \frac. */
function num(value: Fraction | number): string {
  const f = fr(value);
  if (!terminates(f)) return texNumber(f);
  return grouped(f);
}

/** A terminating decimal with thousands grouped for TeX ("12{,}400.5"). */
function grouped(value: Fraction | number): string {
  const f = fr(value);
  const s = f.abs().toString();
  const [whole, part] = s.split(".");
  const withCommas = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "{,}");
  return `${f.s < 0 ? "-" : ""}${withCommas}${part ? `.${part}` : ""}`;
}

/** Plain text (outside TeX) integer with thousands commas: 12,400. */
function plain(value: number | Fraction): string {
  const f = fr(value);
  const s = f.abs().toString();
  const [whole, part] = s.split(".");
  return `${f.s < 0 ? "-" : ""}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${part ? `.${part}` : ""}`;
}

/** A money amount in TeX: whole amounts as they are, others with two decimals ("127.50"). */
function money(value: Fraction): string {
  if (value.d === 1n) return grouped(value);
  const cents = value.mul(100).round(0);
  const whole = cents.div(100).floor(0);
  const rest = cents.sub(whole.mul(100)).abs().valueOf();
  return `${grouped(whole)}.${String(rest).padStart(2, "0")}`;
}

/** The SPR key string for an exact value: a decimal when it terminates, else a fraction. */
function sprKey(value: Fraction): string {
  return terminates(value) ? value.toString() : value.toFraction();
}

function sprOk(value: Fraction): boolean {
  return sprEntryFor(sprKey(value)) !== undefined;
}

/** True when no two of the values are equal. */
/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

function meanOf(xs: readonly number[]): Fraction {
  return fr(sum(xs), xs.length);
}

/** Population variance, exactly. */
function varianceOf(xs: readonly number[]): Fraction {
  const m = meanOf(xs);
  return xs.reduce((s, x) => s.add(fr(x).sub(m).pow(2)), fr(0)).div(xs.length);
}

// ---------------------------------------------------------------------------------------------
// Ratios, rates, proportional relationships, and units
// ---------------------------------------------------------------------------------------------

const rateContexts = [
  { who: "A bottling machine", verb: "fills", inf: "fill", noun: "bottles" },
  { who: "An office printer", verb: "prints", inf: "print", noun: "pages" },
  { who: "A sorting machine at a post office", verb: "sorts", inf: "sort", noun: "letters" },
  { who: "A ticket scanner at a stadium gate", verb: "processes", inf: "process", noun: "tickets" },
  { who: "A packing robot", verb: "seals", inf: "seal", noun: "boxes" },
] as const;

/** A constant rate scaled to a new time: key r*T; check cross-multiplies (v / T = N / t). */
const unitRateEasy: MathTemplate<{ N: number; t: number; T: number }, Fraction> = {
  id: "psda-ratio-unit-rate-easy",
  skill: "ratios-rates-proportions-units",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const c = rng.pick(rateContexts);
    const { r, t, T } = drawUntil(() => {
        const t = rng.int(3, 12);
        return { r: rng.int(3, 15), t, T: rng.int(t + 3, 60) };
      },
      ({ r, t, T }) => allDistinct([r * T, r * t + (T - t), r * t * T, r * (T - t)]),
    );
    const N = r * t;
    const key = fr(r * T);
    const additive = fr(N + T - t);
    const noDivide = fr(N * T);
    const extraOnly = fr(r * (T - t));
    return {
      params: { N, t, T },
      stem: `${c.who} ${c.verb} ${N} ${c.noun} in ${t} minutes. At this rate, how many ${c.noun} will it ${c.inf} in ${T} minutes?`,
      choices: [
        { text: `$${num(key)}$`, value: key, why: `The rate is $\\frac{${N}}{${t}} = ${r}$ ${c.noun} per minute, so in ${T} minutes it ${c.verb} $${r} \\cdot ${T} = ${num(key)}$ ${c.noun}.` },
        { text: `$${num(additive)}$`, value: additive, why: `This adds the ${T - t} extra minutes to the ${N} ${c.noun}, as if one more minute meant one more item. The relationship is proportional: the number of ${c.noun} must be multiplied by the same factor as the time.` },
        { text: `$${num(noDivide)}$`, value: noDivide, why: `This multiplies ${N} by ${T} without dividing by ${t}: ${N} ${c.noun} are made in ${t} minutes, not in 1 minute, so the rate per minute is $\\frac{${N}}{${t}}$.` },
        { text: `$${num(extraOnly)}$`, value: extraOnly, why: `This is the number made in only the extra ${T - t} minutes beyond the first ${t}; the question asks for the total made in all ${T} minutes.` },
      ],
      explanation: `Find the unit rate: $\\frac{${N}}{${t}} = ${r}$ ${c.noun} per minute. Then multiply by the time: $${r} \\cdot ${T} = ${num(key)}$ ${c.noun}.`,
    };
  },
  check({ N, t, T }, v) {
    // The two ratios items : minutes must be equal.
    return v.mul(t).equals(N * T);
  },
};

const speedContexts = [
  { who: "A cyclist rides", noun: "the cyclist", verb: "travel", lo: 12, hi: 40 },
  { who: "A delivery drone flies", noun: "the drone", verb: "fly", lo: 20, hi: 72 },
  { who: "A train moves", noun: "the train", verb: "travel", lo: 54, hi: 144 },
  { who: "A rowing team's boat moves", noun: "the boat", verb: "travel", lo: 9, hi: 24 },
] as const;

/** km/h to metres in s seconds (two conversions); check converts the answer back to km/h. */
const unitConversionMedium: MathTemplate<{ v: number; s: number }, Fraction> = {
  id: "psda-ratio-unit-conversion-medium",
  skill: "ratios-rates-proportions-units",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const c = rng.pick(speedContexts);
    const { v, s } = drawUntil(() => ({ v: rng.int(c.lo, c.hi), s: rng.int(6, 90) }),
      ({ v, s }) => (5 * v * s) % 18 === 0 && (5 * v) % 18 !== 0 && sprOk(fr(5 * v * s, 18)),
    );
    const perSecond = fr(v * 1000, 3600);
    const key = perSecond.mul(s);
    return {
      params: { v, s },
      stem: `${c.who} at a constant speed of ${v} kilometers per hour. At this speed, how many meters will ${c.noun} ${c.verb} in ${s} seconds? (1 kilometer = 1,000 meters and 1 hour = 3,600 seconds)`,
      answer: { key: sprKey(key), value: key },
      explanation: `Convert the speed to meters per second: $${v}\\ \\frac{\\text{km}}{\\text{h}} \\cdot \\frac{1{,}000\\ \\text{m}}{1\\ \\text{km}} \\cdot \\frac{1\\ \\text{h}}{3{,}600\\ \\text{s}} = ${num(perSecond)}$ meters per second. In ${s} seconds: $${num(perSecond)} \\cdot ${s} = ${num(key)}$ meters.`,
    };
  },
  check({ v, s }, metres) {
    // Back to kilometres per hour: metres per second, times 3,600 seconds, over 1,000 metres.
    return metres.div(s).mul(3600).div(1000).equals(v);
  },
};

const mixtureContexts = [
  { box: "A box contains red tiles and blue tiles", A: "red tiles", B: "blue tiles" },
  { box: "A jar contains glass beads and wooden beads", A: "glass beads", B: "wooden beads" },
  { box: "A classroom library contains fiction books and nonfiction books", A: "fiction books", B: "nonfiction books" },
  { box: "A garden bed contains tulip bulbs and daffodil bulbs", A: "tulip bulbs", B: "daffodil bulbs" },
] as const;

/** a:b, then k of the first kind are added and the ratio becomes c:d; how many of the second kind? */
const ratioChangeHard: MathTemplate<{ a: number; b: number; c: number; d: number; k: number }, Fraction> = {
  id: "psda-ratio-ratio-change-hard",
  skill: "ratios-rates-proportions-units",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(mixtureContexts);
    const { a, b, m, k, c, d } = drawUntil(() => {
        const a = rng.int(1, 8);
        const b = rng.int(2, 9);
        const m = rng.int(2, 12);
        const options: { k: number; c: number; d: number }[] = [];
        for (let k = 1; k <= 40; k++) {
          const ratio = fr(a * m + k, b * m);
          const c = Number(ratio.n);
          const d = Number(ratio.d);
          if (c <= 12 && d <= 12 && c !== d && d > 1) options.push({ k, c, d });
        }
        return { a, b, m, ...(options.length > 0 ? rng.pick(options) : { k: 0, c: 0, d: 0 }) };
      },
      ({ a, b, m, k }) => a !== b && gcd(a, b) === 1 && k > 0 && allDistinct([b * m, a * m, a * m + k, a * m + b * m]),
    );
    const A = a * m;
    const B = b * m;
    const key = fr(B);
    return {
      params: { a, b, c, d, k },
      stem: `${ctx.box} in the ratio $${a} : ${b}$. After ${k} more ${ctx.A} are added and nothing is removed, the ratio of ${ctx.A} to ${ctx.B} is $${c} : ${d}$. How many ${ctx.B} are there?`,
      choices: [
        { text: `$${B}$`, value: key, why: `With $${leadTerm(b, "x")}$ ${ctx.B} and $${leadTerm(a, "x")}$ ${ctx.A}, $\\frac{${leadTerm(a, "x")} + ${k}}{${leadTerm(b, "x")}} = \\frac{${c}}{${d}}$ gives $x = ${m}$, so there are $${b} \\cdot ${m} = ${B}$ ${ctx.B}.` },
        { text: `$${A}$`, value: fr(A), why: `This is the number of ${ctx.A} before the ${k} were added ($${a} \\cdot ${m}$), not the number of ${ctx.B}.` },
        { text: `$${A + k}$`, value: fr(A + k), why: `This is the number of ${ctx.A} after the ${k} were added; the question asks for the ${ctx.B}, whose number does not change.` },
        { text: `$${A + B}$`, value: fr(A + B), why: `This is the total number of items before the ${k} ${ctx.A} were added, not the number of ${ctx.B}.` },
      ],
      explanation: `The number of ${ctx.B} does not change. Let the original numbers be $${leadTerm(a, "x")}$ ${ctx.A} and $${leadTerm(b, "x")}$ ${ctx.B}. Then $\\frac{${leadTerm(a, "x")} + ${k}}{${leadTerm(b, "x")}} = \\frac{${c}}{${d}}$, so $${d}(${leadTerm(a, "x")} + ${k}) = ${c}(${leadTerm(b, "x")})$, that is $${leadTerm(d * a, "x")} + ${d * k} = ${leadTerm(c * b, "x")}$ and $x = ${m}$. There are $${b} \\cdot ${m} = ${B}$ ${ctx.B} (and $${A} + ${k} = ${A + k}$ ${ctx.A} after the addition: $${A + k} : ${B} = ${c} : ${d}$).`,
    };
  },
  check({ a, b, c, d, k }, blue) {
    if (blue.d !== 1n || blue.compare(0) <= 0) return false;
    const red = blue.mul(a).div(b);
    if (red.d !== 1n) return false;
    return red.add(k).div(blue).equals(fr(c, d));
  },
};

// ---------------------------------------------------------------------------------------------
// Percentages
// ---------------------------------------------------------------------------------------------

const saleItems = ["lamp", "backpack", "pair of headphones", "bicycle helmet", "desk chair", "rain jacket", "set of paints"];

/** Sale price after p% off; check recovers the discount percent from the price. */
const discountEasy: MathTemplate<{ P: number; p: number }, Fraction> = {
  id: "psda-percent-discount-easy",
  skill: "percentages",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const item = rng.pick(saleItems);
    const { P, p } = drawUntil(() => ({ P: 5 * rng.int(5, 60), p: rng.pick([10, 15, 20, 25, 30, 35, 40, 60]) }),
      ({ P, p }) => P - p > 0 && allDistinct([fr(P * (100 - p), 100), fr(P * p, 100), fr(P - p), fr(P * (100 + p), 100)]),
    );
    const key = fr(P * (100 - p), 100);
    const discount = fr(P * p, 100);
    const subtracted = fr(P - p);
    const increased = fr(P * (100 + p), 100);
    return {
      params: { P, p },
      stem: `A store sells a ${item} for ${P} dollars. During a sale, the price of the ${item} is reduced by ${p}%. What is the sale price, in dollars, of the ${item}?`,
      choices: [
        { text: `$${money(key)}$`, value: key, why: `The discount is ${p}% of ${P}, which is $${money(discount)}$ dollars, so the sale price is $${P} - ${money(discount)} = ${money(key)}$ dollars.` },
        { text: `$${money(discount)}$`, value: discount, why: `This is the amount of the discount, ${p}% of ${P}; it still has to be subtracted from the original price.` },
        { text: `$${money(subtracted)}$`, value: subtracted, why: `This subtracts ${p} dollars, treating the percent as a dollar amount; a ${p}% discount is ${p}% of ${P} dollars.` },
        { text: `$${money(increased)}$`, value: increased, why: `This increases the price by ${p}% instead of reducing it.` },
      ],
      explanation: `The sale price is ${100 - p}% of the original price: $${num(fr(100 - p, 100))} \\cdot ${P} = ${money(key)}$ dollars.`,
    };
  },
  check({ P, p }, price) {
    return fr(P).sub(price).div(P).mul(100).equals(p);
  },
};

const countContexts = [
  { what: "members of a hiking club", short: "members" },
  { what: "visitors to a science museum in one week", short: "visitors" },
  { what: "subscribers to a community newsletter", short: "subscribers" },
  { what: "students enrolled in an evening language course", short: "students" },
] as const;

/** Percent change from the first to the last year of a table; check applies the percent to the first value. */
const percentChangeMedium: MathTemplate<{ A: number; B: number }, Fraction> = {
  id: "psda-percent-change-medium",
  skill: "percentages",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(countContexts);
    const p = drawUntil(() => {
        const up = rng.int(0, 1) === 1;
        const pct = rng.pick([5, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
        const A = 20 * rng.int(4, 48);
        const B = fr(A * (100 + (up ? pct : -pct)), 100);
        return { up, pct, A, B };
      },
      ({ pct, A, B, up }) => {
        if (B.d !== 1n) return false;
        const wrongBase = fr(Math.abs(B.valueOf() - A) * 100).div(B);
        return decimalPlaces(wrongBase) <= 1 && allDistinct([pct, wrongBase, B.mul(100).div(A), Math.abs(B.valueOf() - A)]) && (up || pct < 100);
      },
    );
    const { up, pct, A } = p;
    const B = p.B.valueOf();
    const mid = A + Math.round(((B - A) * rng.pick([25, 40, 60, 75, 120])) / 100) + rng.pick([-3, -2, 2, 3]);
    const change = Math.abs(B - A);
    const key = fr(pct);
    const wrongBase = fr(change * 100, B);
    const ratio = fr(B * 100, A);
    const raw = fr(change);
    const word = up ? "increase" : "decrease";
    const years = rng.pick([2019, 2020, 2021]);
    return {
      params: { A, B },
      stem: `The table shows the number of ${ctx.what} in three consecutive years. By what percent did the number of ${ctx.short} ${word} from ${years} to ${years + 2}?`,
      table: {
        title: `Number of ${ctx.short}`,
        columns: ["Year", `Number of ${ctx.short}`],
        rows: [
          [String(years), plain(A)],
          [String(years + 1), plain(mid)],
          [String(years + 2), plain(B)],
        ],
      },
      choices: [
        { text: `$${num(key)}\\%$`, value: key, why: `The change is $${change}$ and the original number is ${A}: $\\frac{${change}}{${A}} = ${num(fr(pct, 100))}$, a ${pct}% ${word}.` },
        { text: `$${num(wrongBase)}\\%$`, value: wrongBase, why: `This divides the change, ${change}, by the ${years + 2} number, ${B}. A percent change is measured against the starting value, ${A}.` },
        { text: `$${num(ratio)}\\%$`, value: ratio, why: `This is the ${years + 2} number as a percent of the ${years} number ($\\frac{${B}}{${A}}$), not the percent ${word}.` },
        { text: `$${num(raw)}\\%$`, value: raw, why: `This is the change in the number of ${ctx.short}, ${change}, not the change as a percent of the original number.` },
      ],
      explanation: `Percent ${word} $= \\frac{\\text{change}}{\\text{original}} \\cdot 100 = \\frac{|${B} - ${A}|}{${A}} \\cdot 100 = \\frac{${change}}{${A}} \\cdot 100 = ${pct}$. The number for ${years + 1} is not needed.`,
    };
  },
  check({ A, B }, percent) {
    // Apply the percent to the first year's number in the direction of the change.
    const sign = B > A ? 1 : -1;
    return fr(A).mul(fr(100).add(percent.mul(sign))).div(100).equals(B);
  },
};

const successiveContexts = [
  { what: "number of subscribers to an online magazine", short: "number of subscribers" },
  { what: "price of a share of a company's stock", short: "price" },
  { what: "population of a small town", short: "population" },
  { what: "number of visitors to a state park", short: "number of visitors" },
] as const;

/** Two successive percent changes; check simulates them on a base of 10,000. */
const successiveHard: MathTemplate<{ f1: number; f2: number }, Fraction> = {
  id: "psda-percent-successive-hard",
  skill: "percentages",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(successiveContexts);
    const { f1, f2 } = drawUntil(() => {
        const a = rng.pick([10, 20, 25, 30, 40, 50, 60, 80]);
        const b = rng.pick([10, 20, 25, 30, 40, 50]);
        return rng.int(0, 1) ? { f1: a, f2: -b } : { f1: -b, f2: a };
      },
      ({ f1, f2 }) => {
        const key = fr((100 + f1) * (100 + f2), 100);
        return !key.equals(100) && allDistinct([key, 100 + f1 + f2, key.sub(100).abs(), fr((100 + f1) * Math.abs(f2), 100)]);
      },
    );
    const key = fr((100 + f1) * (100 + f2), 100);
    const additive = fr(100 + f1 + f2);
    const change = key.sub(100).abs();
    const secondAmount = fr((100 + f1) * Math.abs(f2), 100);
    const w = (f: number) => (f > 0 ? "increased" : "decreased");
    const start = rng.pick([2018, 2019, 2020, 2021]);
    return {
      params: { f1, f2 },
      stem: `The ${ctx.what} ${w(f1)} by ${Math.abs(f1)}% from ${start} to ${start + 1} and then ${w(f2)} by ${Math.abs(f2)}% from ${start + 1} to ${start + 2}. The ${ctx.short} in ${start + 2} was what percent of the ${ctx.short} in ${start}?`,
      choices: [
        { text: `$${num(key)}\\%$`, value: key, why: `Each change multiplies the current value: $${num(fr(100 + f1, 100))} \\cdot ${num(fr(100 + f2, 100))} = ${num(key.div(100))}$, which is ${num(key)}% of the ${start} value.` },
        { text: `$${num(additive)}\\%$`, value: additive, why: `This adds the two percent changes ($100 ${f1 > 0 ? "+" : "-"} ${Math.abs(f1)} ${f2 > 0 ? "+" : "-"} ${Math.abs(f2)}$). The second change is a percent of the ${start + 1} value, not of the ${start} value, so the changes cannot simply be added.` },
        { text: `$${num(change)}\\%$`, value: change, why: `This is the overall percent ${key.compare(100) > 0 ? "increase" : "decrease"}, ${num(change)}%; the question asks what percent of the ${start} value the ${start + 2} value is.` },
        { text: `$${num(secondAmount)}\\%$`, value: secondAmount, why: `This is the size of the second change measured as a percent of the ${start} value ($${num(fr(100 + f1, 100))} \\cdot ${Math.abs(f2)}$), not the ${start + 2} value itself.` },
      ],
      explanation: `Let the ${start} value be $x$. After the first change it is $${num(fr(100 + f1, 100))}x$; after the second it is $${num(fr(100 + f2, 100))} \\cdot ${num(fr(100 + f1, 100))}x = ${num(key.div(100))}x$. So the ${start + 2} value is ${num(key)}% of the ${start} value.`,
    };
  },
  check({ f1, f2 }, percent) {
    let value = fr(10000);
    value = value.add(value.mul(f1).div(100));
    value = value.add(value.mul(f2).div(100));
    return value.div(10000).mul(100).equals(percent);
  },
};

// ---------------------------------------------------------------------------------------------
// One-variable data: distributions and measures of center and spread
// ---------------------------------------------------------------------------------------------

const missingValueContexts = [
  { intro: "A student took {n} quizzes", col: "Quiz", plural: "quizzes", label: "Score", thing: "score", lo: 62, hi: 98 },
  { intro: "A runner recorded her time, in minutes, for {n} practice runs", col: "Run", plural: "runs", label: "Time (minutes)", thing: "time", lo: 21, hi: 34 },
  { intro: "A library counted the books returned on each of {n} days", col: "Day", plural: "days", label: "Books returned", thing: "number of books", lo: 35, hi: 80 },
] as const;

/** The last value of a data set from the mean; check recomputes the mean of all n values. */
const missingValueEasy: MathTemplate<{ known: number[]; mean: number }, Fraction> = {
  id: "psda-one-var-missing-value-easy",
  skill: "one-variable-data",
  difficulty: "easy",
  type: "spr",
  generate(rng) {
    const ctx = rng.pick(missingValueContexts);
    const n = rng.pick([4, 5, 6]);
    const { known, x } = drawUntil(() => ({ known: Array.from({ length: n - 1 }, () => rng.int(ctx.lo, ctx.hi)), x: rng.int(ctx.lo, ctx.hi) }),
      ({ known, x }) => (sum(known) + x) % n === 0,
    );
    const mean = (sum(known) + x) / n;
    const key = fr(x);
    return {
      params: { known, mean },
      stem: `${ctx.intro.replace("{n}", String(n))}. The table shows the ${ctx.thing} for each of the first ${n - 1} ${ctx.plural}. The mean of all ${n} values is ${mean}. What is the ${ctx.thing} for ${ctx.col.toLowerCase()} ${n}?`,
      table: {
        title: `${ctx.label} for the first ${n - 1} ${ctx.plural}`,
        columns: [ctx.col, ctx.label],
        rows: known.map((v, i) => [String(i + 1), String(v)]),
      },
      answer: { key: sprKey(key), value: key },
      explanation: `A mean of ${mean} for ${n} values means the values add up to $${n} \\cdot ${mean} = ${n * mean}$. The first ${n - 1} add up to $${known.join(" + ")} = ${sum(known)}$, so the missing value is $${n * mean} - ${sum(known)} = ${x}$.`,
    };
  },
  check({ known, mean }, v) {
    return fr(sum(known)).add(v).div(known.length + 1).equals(mean);
  },
};

const frequencyContexts = [
  { what: "the number of books each student in a class read over the summer", value: "Number of books", who: "students" },
  { what: "the number of pets in each household on one street", value: "Number of pets", who: "households" },
  { what: "the number of goals a soccer team scored in each game of its season", value: "Goals scored", who: "games" },
  { what: "the number of siblings of each member of a chess club", value: "Number of siblings", who: "members" },
] as const;

/** Median from a frequency table (odd total); check uses the defining property of the median. */
const medianFrequencyMedium: MathTemplate<{ values: number[]; freqs: number[] }, Fraction> = {
  id: "psda-one-var-median-frequency-medium",
  skill: "one-variable-data",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(frequencyContexts);
    const start = rng.int(0, 1);
    const values = Array.from({ length: 6 }, (_, i) => start + i);
    const medianOf = (freqs: number[]) => {
      const total = sum(freqs);
      let seen = 0;
      for (let i = 0; i < values.length; i++) {
        seen += freqs[i]!;
        if (seen >= (total + 1) / 2) return values[i]!;
      }
      return values[values.length - 1]!;
    };
    const freqMedian = (freqs: number[]) => {
      const s = [...freqs].sort((a, b) => a - b);
      return fr(s[2]! + s[3]!, 2);
    };
    const freqs = drawUntil(() => values.map(() => rng.int(1, 9)),
      (f) => {
        const max = Math.max(...f);
        if (sum(f) % 2 === 0 || f.filter((x) => x === max).length !== 1) return false;
        const mode = values[f.indexOf(max)]!;
        return allDistinct([medianOf(f), mode, fr(values[0]! + values[5]!, 2), freqMedian(f)]);
      },
    );
    const n = sum(freqs);
    const key = fr(medianOf(freqs));
    const mode = fr(values[freqs.indexOf(Math.max(...freqs))]!);
    const middleValue = fr(values[0]! + values[5]!, 2);
    const fm = freqMedian(freqs);
    return {
      params: { values, freqs },
      stem: `The frequency table summarizes ${ctx.what}. What is the median of the data?`,
      table: {
        title: ctx.value,
        columns: [ctx.value, "Frequency"],
        rows: values.map((v, i) => [String(v), String(freqs[i])]),
      },
      choices: [
        { text: `$${num(key)}$`, value: key, why: `There are ${n} data values, so the median is the ${ordinal((n + 1) / 2)} value in order; the running totals of the frequencies reach ${(n + 1) / 2} at the value ${num(key)}.` },
        { text: `$${num(mode)}$`, value: mode, why: `This is the mode, the value with the greatest frequency (${Math.max(...freqs)}); the median is the middle value when all ${n} values are listed in order.` },
        { text: `$${num(middleValue)}$`, value: middleValue, why: `This is the middle of the list of possible values ${values[0]} through ${values[5]}, ignoring how often each value occurs.` },
        { text: `$${num(fm)}$`, value: fm, why: `This is the median of the frequency column; the frequencies count how many times each value occurs and are not the data values themselves.` },
      ],
      explanation: `The frequencies add up to ${n}, so the median is the ${ordinal((n + 1) / 2)} value when the data are in order. Running totals: ${values.map((v, i) => `${v}: ${sum(freqs.slice(0, i + 1))}`).join(", ")}. The ${ordinal((n + 1) / 2)} value is ${num(key)}.`,
    };
  },
  check({ values, freqs }, v) {
    // The median of an odd-sized data set: fewer than half of the values lie below it, and fewer than half above.
    const n = sum(freqs);
    let below = 0;
    let above = 0;
    values.forEach((x, i) => {
      if (v.compare(x) > 0) below += freqs[i]!;
      if (v.compare(x) < 0) above += freqs[i]!;
    });
    return 2 * below < n && 2 * above < n;
  },
};

type Relation = "greater" | "less" | "equal";
const relationWords: Record<Relation, string> = { greater: "greater than", less: "less than", equal: "equal to" };
const relationOf = (x: Fraction, y: Fraction): Relation => (x.compare(y) > 0 ? "greater" : x.compare(y) < 0 ? "less" : "equal");
const relations: Relation[] = ["greater", "less", "equal"];

const spreadPatterns = [
  [-3, -1, 0, 0, 1, 3],
  [-2, -2, -1, 1, 2, 2],
  [-4, -1, 0, 1, 1, 3],
  [-3, -2, 0, 1, 2, 2],
  [-2, -1, -1, 0, 1, 3],
];

/** Compare the means and standard deviations of two data sets; check computes both exactly. */
const spreadCompareMedium: MathTemplate<{ A: number[]; B: number[] }, { mean: Relation; sd: Relation }> = {
  id: "psda-one-var-compare-spread-medium",
  skill: "one-variable-data",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const pattern = rng.pick(spreadPatterns);
    const { s, c } = drawUntil(() => ({ s: rng.pick([1, 2, 3]), c: rng.int(-6, 6) }),
      ({ s, c }) => !(s === 1 && c === 0),
    );
    const mu = rng.int(20, 40);
    const base = pattern.map((d) => mu + d);
    const other = pattern.map((d) => mu + c + s * d);
    const swap = rng.int(0, 1) === 1;
    const A = [...(swap ? other : base)].sort((x, y) => x - y);
    const B = [...(swap ? base : other)].sort((x, y) => x - y);
    const mA = meanOf(A);
    const mB = meanOf(B);
    const meanRel = relationOf(mA, mB);
    const sdRel = relationOf(varianceOf(A), varianceOf(B));
    const sentence = (m: Relation, sd: Relation) =>
      `The mean of data set A is ${relationWords[m]} the mean of data set B, and the standard deviation of data set A is ${relationWords[sd]} the standard deviation of data set B.`;
    const meanReason = `The mean of data set A is $${num(mA)}$ and the mean of data set B is $${num(mB)}$.`;
    const spreadReason =
      s === 1
        ? `Each value of data set ${swap ? "A" : "B"} is ${Math.abs(c)} ${c > 0 ? "more" : "less"} than the corresponding value of data set ${swap ? "B" : "A"}, so the two sets are equally spread out and have equal standard deviations.`
        : `The values of data set ${swap ? "A" : "B"} lie ${s} times as far from their mean as the values of data set ${swap ? "B" : "A"} lie from theirs, so data set ${swap ? "A" : "B"} has the greater standard deviation.`;
    const [sdAlt1, sdAlt2] = relations.filter((r) => r !== sdRel) as [Relation, Relation];
    const meanAlt = rng.pick(relations.filter((r) => r !== meanRel));
    const wrongSd = `The comparison of the means is right, but the standard deviation comparison is not. ${spreadReason}`;
    return {
      params: { A, B },
      stem: `The table shows two data sets, A and B, each with six values. Which statement about the two data sets is true?`,
      table: {
        title: "Data sets A and B",
        columns: ["Data set A", "Data set B"],
        rows: A.map((a, i) => [String(a), String(B[i])]),
      },
      choices: [
        { text: sentence(meanRel, sdRel), value: { mean: meanRel, sd: sdRel }, why: `${meanReason} ${spreadReason}` },
        { text: sentence(meanRel, sdAlt1), value: { mean: meanRel, sd: sdAlt1 }, why: wrongSd },
        { text: sentence(meanRel, sdAlt2), value: { mean: meanRel, sd: sdAlt2 }, why: wrongSd },
        { text: sentence(meanAlt, sdRel), value: { mean: meanAlt, sd: sdRel }, why: `The standard deviation comparison is right, but the comparison of the means is not. ${meanReason}` },
      ],
      explanation: `${meanReason} So the mean of data set A is ${relationWords[meanRel]} the mean of data set B. Standard deviation measures how spread out the values are around their mean. ${spreadReason}`,
    };
  },
  check({ A, B }, v) {
    const mean = relationOf(fr(sum(A) * B.length), fr(sum(B) * A.length));
    const sd = relationOf(varianceOf(A), varianceOf(B));
    return v.mean === mean && v.sd === sd;
  },
};

/** An unknown frequency from the mean of a frequency table; check substitutes it back. */
const unknownFrequencyHard: MathTemplate<{ values: number[]; freqs: number[]; j: number; mean: Fraction }, Fraction> = {
  id: "psda-one-var-unknown-frequency-hard",
  skill: "one-variable-data",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const ctx = rng.pick(frequencyContexts);
    const start = rng.int(0, 1);
    const values = Array.from({ length: 5 }, (_, i) => start + i);
    const p = drawUntil(() => ({ freqs: values.map(() => rng.int(1, 9)), j: rng.int(0, 4), k: rng.int(2, 14) }),
      ({ freqs, j, k }) => {
        const f = freqs.map((x, i) => (i === j ? k : x));
        const mean = fr(sum(f.map((x, i) => x * values[i]!)), sum(f));
        return decimalPlaces(mean) <= 2 && !mean.equals(values[j]!) && mean.d !== 1n;
      },
    );
    const { freqs, j, k } = p;
    const full = freqs.map((x, i) => (i === j ? k : x));
    const mean = fr(sum(full.map((x, i) => x * values[i]!)), sum(full));
    const otherSum = sum(freqs.map((x, i) => (i === j ? 0 : x * values[i]!)));
    const otherCount = sum(freqs.map((x, i) => (i === j ? 0 : x)));
    const vj = values[j]!;
    const key = fr(k);
    return {
      params: { values, freqs: full.map((x, i) => (i === j ? 0 : x)), j, mean },
      stem: `The frequency table summarizes ${ctx.what}, where $k$ is a positive integer. The mean of the data is ${num(mean)}. What is the value of $k$?`,
      table: {
        title: ctx.value,
        columns: [ctx.value, "Frequency"],
        rows: values.map((v, i) => [String(v), i === j ? "$k$" : String(full[i])]),
      },
      answer: { key: sprKey(key), value: key },
      explanation: `The sum of the data is $${otherSum}${vj === 0 ? "" : ` + ${vj}k`}$ and the number of values is $${otherCount} + k$. Setting the mean equal to ${num(mean)}: $\\frac{${otherSum}${vj === 0 ? "" : ` + ${vj}k`}}{${otherCount} + k} = ${num(mean)}$, so $${otherSum}${vj === 0 ? "" : ` + ${vj}k`} = ${num(mean.mul(otherCount))} + ${num(mean)}k$, which gives $${num(fr(vj).sub(mean))}k = ${num(mean.mul(otherCount).sub(otherSum))}$ and $k = ${k}$.`,
    };
  },
  check({ values, freqs, j, mean }, k) {
    if (k.d !== 1n || k.compare(0) <= 0) return false;
    const f = freqs.map((x, i) => (i === j ? k : fr(x)));
    const total = f.reduce((s, x) => s.add(x), fr(0));
    const weighted = f.reduce((s, x, i) => s.add(x.mul(values[i]!)), fr(0));
    return weighted.div(total).equals(mean);
  },
};

// ---------------------------------------------------------------------------------------------
// Two-variable data: models and scatterplots
// ---------------------------------------------------------------------------------------------

const fitContexts = [
  { intro: "the number of hours each of six students spent studying for a test and the student's score on the test", xDesc: "number of hours spent studying", yDesc: "test score", ask: "test score", xs: [1, 9], a: [40, 55], b: [3, 3.5, 4, 4.5, 5], who: "a student who studied {x} hours", xCol: "Hours studied", yCol: "Score" },
  { intro: "the age, in years, and the height, in feet, of six trees of the same species", xDesc: "age of a tree, in years", yDesc: "height of the tree, in feet", ask: "height, in feet,", xs: [2, 14], a: [3, 8], b: [1.5, 2, 2.5, 3], who: "a tree that is {x} years old", xCol: "Age (years)", yCol: "Height (feet)" },
  { intro: "the number of employees at six bakeries and the number of loaves each bakery makes per day", xDesc: "number of employees at a bakery", yDesc: "number of loaves the bakery makes per day", ask: "number of loaves per day", xs: [3, 15], a: [10, 30], b: [12, 15, 18, 20], who: "a bakery with {x} employees", xCol: "Employees", yCol: "Loaves per day" },
] as const;

/** A prediction from a given line of best fit; the observed value at that x is a distractor. */
const predictEasy: MathTemplate<{ a: number; b: number; x0: number }, Fraction> = {
  id: "psda-two-var-predict-easy",
  skill: "two-variable-data",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(fitContexts);
    const p = drawUntil(() => {
        const a = rng.int(ctx.a[0], ctx.a[1]);
        const b = rng.pick(ctx.b as readonly number[]);
        const xs = rng.shuffle(Array.from({ length: ctx.xs[1] - ctx.xs[0] + 1 }, (_, i) => ctx.xs[0] + i)).slice(0, 6).sort((u, v) => u - v);
        const noise = xs.map(() => rng.int(-4, 4));
        const i0 = rng.int(1, 4);
        return { a, b, xs, noise, i0 };
      },
      ({ a, b, xs, noise, i0 }) => {
        const x0 = xs[i0]!;
        const key = fr(b).mul(x0).add(a);
        const observed = key.add(noise[i0]!).round(0);
        return noise[i0] !== 0 && allDistinct([key, fr(a).mul(x0).add(b), fr(b).mul(x0), observed]);
      },
    );
    const { a, b, xs, noise, i0 } = p;
    const x0 = xs[i0]!;
    const ys = xs.map((x, i) => fr(b).mul(x).add(a).add(noise[i]!).round(0));
    const key = fr(b).mul(x0).add(a);
    const swapped = fr(a).mul(x0).add(b);
    const noIntercept = fr(b).mul(x0);
    const observed = ys[i0]!;
    const who = ctx.who.replace("{x}", String(x0));
    return {
      params: { a, b, x0 },
      stem: `The table shows ${ctx.intro}. A line of best fit for the data is $y = ${num(b)}x + ${a}$, where $y$ is the ${ctx.yDesc} and $x$ is the ${ctx.xDesc}. Based on the line of best fit, what is the predicted ${ctx.ask} for ${who}?`,
      table: {
        title: `${ctx.xCol} and ${ctx.yCol.toLowerCase()}`,
        columns: [ctx.xCol, ctx.yCol],
        rows: xs.map((x, i) => [String(x), plain(ys[i]!)]),
      },
      choices: [
        { text: `$${num(key)}$`, value: key, why: `Substituting $x = ${x0}$ into the line of best fit gives $y = ${num(b)}(${x0}) + ${a} = ${num(key)}$.` },
        { text: `$${num(observed)}$`, value: observed, why: `This is the observed value in the table for $x = ${x0}$. The question asks for the value the line of best fit predicts, and the data points do not lie exactly on the line.` },
        { text: `$${num(swapped)}$`, value: swapped, why: `This swaps the slope and the $y$-intercept, computing $${a}(${x0}) + ${num(b)}$.` },
        { text: `$${num(noIntercept)}$`, value: noIntercept, why: `This computes only $${num(b)}(${x0})$ and leaves out the $y$-intercept, ${a}.` },
      ],
      explanation: `The line of best fit gives the predicted value: $y = ${num(b)}(${x0}) + ${a} = ${num(fr(b).mul(x0))} + ${a} = ${num(key)}$. (The table's observed value for $x = ${x0}$, ${num(observed)}, is not the prediction.)`,
    };
  },
  check({ a, b, x0 }, y) {
    // Invert the model: the y-value must correspond to x0.
    return y.sub(a).div(b).equals(x0);
  },
};

type Model = { kind: "lin" | "exp"; a: Fraction; b: Fraction };

function modelTex({ kind, a, b }: Model): string {
  if (kind === "lin") return `y = ${leadTerm(b, "x")}${plusTerm(a)}`;
  const base = b.d === 1n ? `(${num(b)})` : `\\left(${texNumber(b)}\\right)`;
  return `y = ${texNumber(a)}${base}^x`;
}

/** Which equation fits a table (linear or exponential); check evaluates the model at every row. */
const modelTableMedium: MathTemplate<{ xs: number[]; ys: Fraction[] }, Model> = {
  id: "psda-two-var-model-table-medium",
  skill: "two-variable-data",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const kind = rng.pick(["lin", "exp", "exp"] as const);
    const xs = [1, 2, 3, 4];
    const params = drawUntil(() => {
        if (kind === "lin") return { a: fr(rng.int(2, 30)), b: fr(rng.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9])) };
        const b = rng.pick([fr(2), fr(3), fr(4), fr(1, 2)]);
        const a = b.equals(fr(1, 2)) ? fr(16 * rng.int(1, 8)) : fr(rng.int(2, 12));
        return { a, b };
      },
      ({ a, b }) => !a.equals(b) && (kind === "lin" || a.mul(b.pow(4)).compare(3000) <= 0) && (kind === "exp" || a.add(b.mul(4)).compare(0) > 0),
    );
    const key: Model = { kind, ...params };
    const at = (m: Model, x: number) => (m.kind === "lin" ? m.a.add(m.b.mul(x)) : m.a.mul(m.b.pow(x)));
    const ys = xs.map((x) => at(key, x));
    const y1 = ys[0]!;
    const y2 = ys[1]!;
    const miss = (m: Model) => {
      const k = xs.findIndex((x, idx) => !at(m, x).equals(ys[idx]!));
      return `At $x = ${xs[k]}$ it gives $${num(at(m, xs[k]!))}$, but the table gives $${num(ys[k]!)}$.`;
    };
    let wrong: [MathChoice<Model>, MathChoice<Model>, MathChoice<Model>];
    if (kind === "exp") {
      const swapped: Model = { kind: "exp", a: params.b, b: params.a };
      const linear: Model = { kind: "lin", a: y1.sub(y2.sub(y1)), b: y2.sub(y1) };
      const start: Model = { kind: "exp", a: y1, b: params.b };
      wrong = [
        { text: `$${modelTex(swapped)}$`, value: swapped, why: `This swaps the initial value and the growth factor. ${miss(swapped)}` },
        { text: `$${modelTex(linear)}$`, value: linear, why: `This linear model fits only the first two rows: it assumes $y$ changes by the same amount each time, but the differences in the table are not constant. ${miss(linear)}` },
        { text: `$${modelTex(start)}$`, value: start, why: `This uses ${num(y1)}, the value at $x = 1$, as the value at $x = 0$. ${miss(start)}` },
      ];
    } else {
      const swapped: Model = { kind: "lin", a: params.b, b: params.a };
      const inverted: Model = { kind: "lin", a: params.a, b: fr(1).div(params.b) };
      const start: Model = { kind: "lin", a: y1, b: params.b };
      wrong = [
        { text: `$${modelTex(swapped)}$`, value: swapped, why: `This swaps the slope and the $y$-intercept. ${miss(swapped)}` },
        { text: `$${modelTex(inverted)}$`, value: inverted, why: `This uses the change in $x$ divided by the change in $y$ as the slope; the slope is the change in $y$ divided by the change in $x$, $${num(params.b)}$. ${miss(inverted)}` },
        { text: `$${modelTex(start)}$`, value: start, why: `This uses ${num(y1)}, the value at $x = 1$, as the $y$-intercept; the $y$-intercept is the value at $x = 0$. ${miss(start)}` },
      ];
    }
    const keyWhy =
      kind === "exp"
        ? `Each time $x$ increases by 1, $y$ is multiplied by $${texNumber(params.b)}$, so the model is exponential: $y = a(${texNumber(params.b)})^x$. Going back one step from $x = 1$ gives the value at $x = 0$: $a = ${num(y1)} \\div ${texNumber(params.b)} = ${num(params.a)}$.`
        : `Each time $x$ increases by 1, $y$ changes by $${num(params.b)}$, so the model is linear with slope $${num(params.b)}$. Going back one step from $x = 1$ gives the $y$-intercept: $${num(y1)} - (${num(params.b)}) = ${num(params.a)}$.`;
    return {
      params: { xs, ys },
      stem: `The table shows four values of $x$ and their corresponding values of $y$. Which equation could represent the relationship between $x$ and $y$?`,
      table: { title: "Values of x and y", columns: ["$x$", "$y$"], rows: xs.map((x, i) => [String(x), plain(ys[i]!)]) },
      choices: [{ text: `$${modelTex(key)}$`, value: key, why: keyWhy }, ...wrong],
      explanation: `${keyWhy} So $${modelTex(key)}$; check: at $x = 4$ it gives $${num(ys[3]!)}$, as in the table.`,
    };
  },
  check({ xs, ys }, m) {
    return xs.every((x, i) => {
      let y: Fraction;
      if (m.kind === "lin") y = m.a.add(m.b.mul(x));
      else {
        y = m.a;
        for (let k = 0; k < x; k++) y = y.mul(m.b);
      }
      return y.equals(ys[i]!);
    });
  },
};

/** Residual at a data point when the line of best fit is given by two points; check tests collinearity. */
const residualHard: MathTemplate<{ x1: number; p1: Fraction; x2: number; p2: Fraction; xs: number; ys: Fraction }, Fraction> = {
  id: "psda-two-var-residual-hard",
  skill: "two-variable-data",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const p = drawUntil(() => {
        const m = rng.pick([fr(1, 2), fr(3, 2), fr(2), fr(5, 2), fr(3), fr(4), fr(3, 4), fr(-2), fr(-3, 2)]);
        const b = fr(rng.int(8, 40));
        const xs = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, 5).sort((u, v) => u - v);
        const noise = xs.map(() => rng.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]));
        const step = Number(m.d);
        const x1 = step * rng.int(0, 2);
        const x2 = x1 + step * rng.int(3, 6);
        const i = rng.int(0, 4);
        return { m, b, xs, noise, x1, x2, i };
      },
      ({ m, b, xs, x1, x2 }) => xs.every((x) => m.mul(x).add(b).compare(8) >= 0) && m.mul(x2).add(b).compare(0) > 0 && m.mul(x1).add(b).compare(0) > 0,
    );
    const { m, b, xs, noise, x1, x2, i } = p;
    const line = (x: number) => m.mul(x).add(b);
    const ys = xs.map((x, k) => line(x).add(noise[k]!));
    const p1 = line(x1);
    const p2 = line(x2);
    const xi = xs[i]!;
    const key = fr(noise[i]!);
    return {
      params: { x1, p1, x2, p2, xs: xi, ys: ys[i]! },
      stem: `The table shows five data points $(x, y)$. A line of best fit for the data passes through the points $(${x1}, ${num(p1)})$ and $(${x2}, ${num(p2)})$. For the data point with $x = ${xi}$, what is the observed value of $y$ minus the value of $y$ predicted by the line of best fit?`,
      table: { title: "Data points", columns: ["$x$", "$y$"], rows: xs.map((x, k) => [String(x), plain(ys[k]!)]) },
      answer: { key: sprKey(key), value: key },
      explanation: `The slope of the line of best fit is $\\frac{${num(p2)} - ${num(p1)}}{${x2} - ${x1}} = ${num(m)}$, and its $y$-intercept is $${num(p1)} - (${num(m)})(${x1}) = ${num(b)}$, so the line is $y = ${num(m)}x + ${num(b)}$. At $x = ${xi}$ it predicts $y = (${num(m)})(${xi}) + ${num(b)} = ${num(line(xi))}$. The observed value is ${num(ys[i]!)}, so observed minus predicted is $${num(ys[i]!)} - ${num(line(xi))} = ${num(key)}$.`,
    };
  },
  check({ x1, p1, x2, p2, xs, ys }, r) {
    // (xs, ys - r) must lie on the line through the two given points.
    return ys.sub(r).sub(p1).mul(x2 - x1).equals(p2.sub(p1).mul(xs - x1));
  },
};

// ---------------------------------------------------------------------------------------------
// Probability and conditional probability
// ---------------------------------------------------------------------------------------------

const twoByTwoContexts = [
  { noun: "student", group: "students at a school who answered a survey about reading", rowHead: "Grade", rows: ["Grade 10", "Grade 11"], rowSg: ["is in grade 10", "is in grade 11"], rowPl: ["are in grade 10", "are in grade 11"], cols: ["Print books", "E-books"], colSg: ["prefers print books", "prefers e-books"], colPl: ["prefer print books", "prefer e-books"] },
  { noun: "plant", group: "plants in a gardening experiment", rowHead: "Treatment", rows: ["Fertilizer", "No fertilizer"], rowSg: ["received fertilizer", "did not receive fertilizer"], rowPl: ["received fertilizer", "did not receive fertilizer"], cols: ["Flowered", "Did not flower"], colSg: ["flowered", "did not flower"], colPl: ["flowered", "did not flower"] },
  { noun: "household", group: "households in a neighborhood survey", rowHead: "Household", rows: ["Owns a dog", "No dog"], rowSg: ["owns a dog", "does not own a dog"], rowPl: ["own a dog", "do not own a dog"], cols: ["Owns a cat", "No cat"], colSg: ["owns a cat", "does not own a cat"], colPl: ["own a cat", "do not own a cat"] },
  { noun: "visitor", group: "visitors to a museum on one day", rowHead: "Visitor", rows: ["Adult", "Child"], rowSg: ["is an adult", "is a child"], rowPl: ["are adults", "are children"], cols: ["Took a tour", "No tour"], colSg: ["took a guided tour", "did not take a guided tour"], colPl: ["took a guided tour", "did not take a guided tour"] },
] as const;

function twoWayTable(title: string, rowHead: string, rowNames: readonly string[], colNames: readonly string[], cells: number[][]) {
  const rowTotals = cells.map((r) => sum(r));
  const colTotals = colNames.map((_, j) => sum(cells.map((r) => r[j]!)));
  return {
    title,
    columns: [rowHead, ...colNames, "Total"],
    rows: [
      ...cells.map((r, i) => [rowNames[i]!, ...r.map(String), String(rowTotals[i])]),
      ["Total", ...colTotals.map(String), String(sum(rowTotals))],
    ],
  };
}

const frac = (n: number, d: number) => `\\frac{${n}}{${d}}`;

/** P(row and column) from a two-way table; check sums the raw cells itself. */
const twoWayEasy: MathTemplate<{ cells: number[][]; i: number; j: number }, Fraction> = {
  id: "psda-probability-two-way-easy",
  skill: "probability",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(twoByTwoContexts);
    const { cells, i, j } = drawUntil(() => ({ cells: [0, 1].map(() => [rng.int(6, 40), rng.int(6, 40)]), i: rng.int(0, 1), j: rng.int(0, 1) }),
      ({ cells, i, j }) => {
        const N = sum(cells.flat());
        const row = sum(cells[i]!);
        const col = cells[0]![j]! + cells[1]![j]!;
        const c = cells[i]![j]!;
        return N % 10 === 0 && allDistinct([fr(c, N), fr(c, row), fr(c, col), fr(row, N)]);
      },
    );
    const N = sum(cells.flat());
    const row = sum(cells[i]!);
    const col = cells[0]![j]! + cells[1]![j]!;
    const c = cells[i]![j]!;
    const event = `${ctx.rowSg[i]} and ${ctx.colSg[j]}`;
    const eventPl = `${ctx.rowPl[i]} and ${ctx.colPl[j]}`;
    return {
      params: { cells, i, j },
      stem: `The table summarizes ${N} ${ctx.group}. If one of these ${ctx.noun}s is selected at random, what is the probability that the ${ctx.noun} ${event}?`,
      table: twoWayTable(`${ctx.noun[0]!.toUpperCase()}${ctx.noun.slice(1)}s by category`, ctx.rowHead, ctx.rows, ctx.cols, cells),
      choices: [
        { text: `$${frac(c, N)}$`, value: fr(c, N), why: `${c} of the ${N} ${ctx.noun}s ${eventPl}, so the probability is $${frac(c, N)}$.` },
        { text: `$${frac(c, row)}$`, value: fr(c, row), why: `This divides by ${row}, the number of ${ctx.noun}s in the "${ctx.rows[i]}" row. That is the probability for a ${ctx.noun} chosen only from that row; the ${ctx.noun} is chosen from all ${N}.` },
        { text: `$${frac(c, col)}$`, value: fr(c, col), why: `This divides by ${col}, the total of the "${ctx.cols[j]}" column. That is the probability for a ${ctx.noun} chosen only from that column; the ${ctx.noun} is chosen from all ${N}.` },
        { text: `$${frac(row, N)}$`, value: fr(row, N), why: `This is the probability that the ${ctx.noun} ${ctx.rowSg[i]}, whatever the other category; it ignores the second condition.` },
      ],
      explanation: `The ${ctx.noun} is chosen from all ${N}. The number of ${ctx.noun}s that ${eventPl} is the entry in the "${ctx.rows[i]}" row and the "${ctx.cols[j]}" column, ${c}. The probability is $${frac(c, N)}$.`,
    };
  },
  check({ cells, i, j }, p) {
    let total = 0;
    for (const r of cells) for (const x of r) total += x;
    return p.mul(total).equals(cells[i]![j]!);
  },
};

const threeColumnContexts = [
  { noun: "student", nounPl: "students", group: "students in grades 11 and 12 by how they usually get to school", rowHead: "Grade", rows: ["Grade 11", "Grade 12"], rowSg: ["is in grade 11", "is in grade 12"], rowPl: ["are in grade 11", "are in grade 12"], cols: ["Walk", "Bus", "Car"], colSg: ["walks to school", "takes the bus to school", "gets to school by car"], colPl: ["walk to school", "take the bus to school", "get to school by car"] },
  { noun: "ticket", nounPl: "tickets", group: "tickets sold for a theater's shows in one week by type of ticket and show time", rowHead: "Ticket", rows: ["Adult", "Student"], rowSg: ["is an adult ticket", "is a student ticket"], rowPl: ["are adult tickets", "are student tickets"], cols: ["Matinee", "Evening", "Late night"], colSg: ["is for a matinee show", "is for an evening show", "is for a late-night show"], colPl: ["are for matinee shows", "are for evening shows", "are for late-night shows"] },
  { noun: "volunteer", nounPl: "volunteers", group: "volunteers at a park cleanup by age group and task", rowHead: "Age group", rows: ["Under 30", "30 or older"], rowSg: ["is under 30", "is 30 or older"], rowPl: ["are under 30", "are 30 or older"], cols: ["Trails", "Lake", "Picnic area"], colSg: ["worked on the trails", "worked at the lake", "worked in the picnic area"], colPl: ["worked on the trails", "worked at the lake", "worked in the picnic area"] },
] as const;

/** A conditional probability from a 2x3 table; check recomputes the condition's total from the cells. */
const conditionalMedium: MathTemplate<{ cells: number[][]; i: number; j: number; given: "row" | "col" }, Fraction> = {
  id: "psda-probability-conditional-medium",
  skill: "probability",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(threeColumnContexts);
    const given = rng.pick(["row", "col"] as const);
    const { cells, i, j } = drawUntil(() => ({ cells: [0, 1].map(() => [rng.int(5, 45), rng.int(5, 45), rng.int(5, 45)]), i: rng.int(0, 1), j: rng.int(0, 2) }),
      ({ cells, i, j }) => {
        const N = sum(cells.flat());
        const row = sum(cells[i]!);
        const col = cells[0]![j]! + cells[1]![j]!;
        const c = cells[i]![j]!;
        const cond = given === "row" ? row : col;
        const other = given === "row" ? col : row;
        return allDistinct([fr(c, cond), fr(c, N), fr(c, other), fr(other, N)]);
      },
    );
    const N = sum(cells.flat());
    const row = sum(cells[i]!);
    const col = cells[0]![j]! + cells[1]![j]!;
    const c = cells[i]![j]!;
    const cond = given === "row" ? row : col;
    const other = given === "row" ? col : row;
    const condText = given === "row" ? ctx.rowPl[i]! : ctx.colPl[j]!;
    const eventText = given === "row" ? ctx.colSg[j]! : ctx.rowSg[i]!;
    const eventPl = given === "row" ? ctx.colPl[j]! : ctx.rowPl[i]!;
    return {
      params: { cells, i, j, given },
      stem: `The table summarizes ${N} ${ctx.group}. If one of the ${ctx.nounPl} who ${condText} is selected at random, what is the probability that the ${ctx.noun} ${eventText}?`,
      table: twoWayTable(`${ctx.nounPl[0]!.toUpperCase()}${ctx.nounPl.slice(1)}`, ctx.rowHead, ctx.rows, ctx.cols, cells),
      choices: [
        { text: `$${frac(c, cond)}$`, value: fr(c, cond), why: `Only the ${cond} ${ctx.nounPl} who ${condText} can be selected, and ${c} of them ${eventPl}: $${frac(c, cond)}$.` },
        { text: `$${frac(c, N)}$`, value: fr(c, N), why: `This divides by all ${N} ${ctx.nounPl}; the selection is made only from the ${cond} ${ctx.nounPl} who ${condText}.` },
        { text: `$${frac(c, other)}$`, value: fr(c, other), why: `This divides by ${other}, the number of ${ctx.nounPl} who ${eventPl}; it reverses the condition and the event.` },
        { text: `$${frac(other, N)}$`, value: fr(other, N), why: `This is the probability that a ${ctx.noun} chosen from all ${N} ${eventText}; it ignores the condition that the ${ctx.noun} was chosen from those who ${condText}.` },
      ],
      explanation: `The ${ctx.noun} is chosen only from the ${ctx.nounPl} who ${condText}: there are ${cond} of them (the ${given === "row" ? `"${ctx.rows[i]}" row` : `"${ctx.cols[j]}" column`} total). Of these, ${c} ${eventPl}. The probability is $${frac(c, cond)}$.`,
    };
  },
  check({ cells, i, j, given }, p) {
    const condition = given === "row" ? cells[i]!.reduce((s, x) => s + x, 0) : cells.reduce((s, r) => s + r[j]!, 0);
    return p.mul(condition).equals(cells[i]![j]!);
  },
};

const jarContexts = [
  { box: "A bag contains", place: "the bag", items: "marbles", A: "red marbles", B: "blue marbles", a: "red marble", b: "blue marble" },
  { box: "A box contains", place: "the box", items: "candies", A: "lemon candies", B: "cherry candies", a: "lemon candy", b: "cherry candy" },
  { box: "A drawer contains", place: "the drawer", items: "socks", A: "black socks", B: "white socks", a: "black sock", b: "white sock" },
] as const;

/** How many to add so a probability becomes p/q; check substitutes the count into the probability. */
const addToJarHard: MathTemplate<{ r: number; b: number; addRed: boolean; p: number; q: number }, Fraction> = {
  id: "psda-probability-add-items-hard",
  skill: "probability",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const ctx = rng.pick(jarContexts);
    const addRed = rng.int(0, 1) === 1;
    const params = drawUntil(() => {
        const target = rng.pick([fr(1, 3), fr(2, 3), fr(1, 4), fr(3, 4), fr(2, 5), fr(3, 5), fr(4, 5), fr(1, 5), fr(5, 6), fr(1, 6), fr(3, 8), fr(5, 8)]);
        return { target, r: rng.int(3, 30), b: rng.int(3, 30) };
      },
      ({ target, r, b }) => {
        // x added to red: (r + x) / (r + b + x) = t  =>  x = (t (r + b) - r) / (1 - t)
        const x = addRed ? target.mul(r + b).sub(r).div(fr(1).sub(target)) : fr(r).div(target).sub(r + b);
        return x.d === 1n && x.compare(2) >= 0 && x.compare(60) <= 0;
      },
    );
    const { target, r, b } = params;
    const x = addRed ? target.mul(r + b).sub(r).div(fr(1).sub(target)) : fr(r).div(target).sub(r + b);
    const p = Number(target.n);
    const q = Number(target.d);
    const added = addRed ? ctx.A : ctx.B;
    const explanation = addRed
      ? `After $x$ ${ctx.A} are added there are $${r} + x$ ${ctx.A} out of $${r + b} + x$ ${ctx.items}, so $\\frac{${r} + x}{${r + b} + x} = \\frac{${p}}{${q}}$. Cross-multiplying: $${q}(${r} + x) = ${p}(${r + b} + x)$, so $${q * r} + ${q}x = ${p * (r + b)} + ${p}x$, which gives $${leadTerm(q - p, "x")} = ${p * (r + b) - q * r}$${q - p === 1 ? "" : `, and $x = ${num(x)}$`}.`
      : `After $x$ ${ctx.B} are added there are still ${r} ${ctx.A}, out of $${r + b} + x$ ${ctx.items}, so $\\frac{${r}}{${r + b} + x} = \\frac{${p}}{${q}}$. Cross-multiplying: $${q * r} = ${p}(${r + b} + x)$, so $${r + b} + x = ${num(fr(q * r, p))}$ and $x = ${num(x)}$.`;
    return {
      params: { r, b, addRed, p, q },
      stem: `${ctx.box} ${r} ${ctx.A} and ${b} ${ctx.B}. How many ${added} must be added so that the probability of selecting a ${ctx.a} at random from ${ctx.place} is $\\frac{${p}}{${q}}$?`,
      answer: { key: sprKey(x), value: x },
      explanation,
    };
  },
  check({ r, b, addRed, p, q }, x) {
    if (x.d !== 1n || x.compare(0) < 0) return false;
    const red = addRed ? x.add(r) : fr(r);
    const total = x.add(r + b);
    return red.div(total).equals(fr(p, q));
  },
};

// ---------------------------------------------------------------------------------------------
// Inference from sample statistics and margin of error
// ---------------------------------------------------------------------------------------------

const estimateContexts = [
  { owner: "A high school", pop: "students", N: [1200, 3000], ask: "whether they would use a new bike rack", yes: "said they would use it", est: "students at the school who would use the bike rack" },
  { owner: "A town", pop: "registered voters", N: [5000, 20000], ask: "whether they support building a new public library", yes: "said they support it", est: "registered voters in the town who support building the library" },
  { owner: "A large company", pop: "employees", N: [2000, 9000], ask: "how they usually get to work", yes: "said they usually take public transportation", est: "employees of the company who usually take public transportation to work" },
  { owner: "A city", pop: "households", N: [8000, 40000], ask: "whether they compost food scraps", yes: "said they compost food scraps", est: "households in the city that compost food scraps" },
] as const;

/** Scale a random sample's proportion to the population; check compares the two proportions. */
const estimateEasy: MathTemplate<{ n: number; k: number; N: number }, Fraction> = {
  id: "psda-inference-estimate-easy",
  skill: "inference-from-samples",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(estimateContexts);
    const { n, k, N } = drawUntil(() => {
        const n = rng.pick([50, 80, 100, 120, 150, 200, 250, 400]);
        const k = rng.int(Math.ceil(n / 10), Math.floor((9 * n) / 10));
        const N = 100 * rng.int(ctx.N[0] / 100, ctx.N[1] / 100);
        return { n, k, N };
      },
      ({ n, k, N }) => (N * k) % n === 0 && decimalPlaces(fr(100 * k, n)) <= 1 && allDistinct([fr(N * k, n), fr(N * (n - k), n), k, fr(100 * k, n)]),
    );
    const key = fr(N * k, n);
    const complement = fr(N * (n - k), n);
    const percent = fr(100 * k, n);
    return {
      params: { n, k, N },
      stem: `${ctx.owner} has ${plain(N)} ${ctx.pop}. A random sample of ${n} of them were asked ${ctx.ask}, and ${k} ${ctx.yes}. Based on the sample, which of the following is the best estimate of the number of ${ctx.est}?`,
      choices: [
        { text: `$${num(key)}$`, value: key, why: `In the random sample, $\\frac{${k}}{${n}}$ ${ctx.yes}; applying the same fraction to all ${plain(N)} gives $\\frac{${k}}{${n}} \\cdot ${grouped(N)} = ${num(key)}$.` },
        { text: `$${num(complement)}$`, value: complement, why: `This estimates the number who did not answer this way: it uses $\\frac{${n - k}}{${n}}$ instead of $\\frac{${k}}{${n}}$.` },
        { text: `$${num(fr(k))}$`, value: fr(k), why: `This is the number in the sample only. A random sample of ${n} represents all ${plain(N)}, so the sample proportion must be applied to the whole population.` },
        { text: `$${num(percent)}$`, value: percent, why: `This is the percent of the sample, ${num(percent)}%, not a number of ${ctx.pop}; the percent still has to be applied to ${plain(N)}.` },
      ],
      explanation: `Because the sample was selected at random, its proportion estimates the population proportion: $\\frac{${k}}{${n}} = ${num(fr(k, n))}$. The estimate is $${num(fr(k, n))} \\cdot ${grouped(N)} = ${num(key)}$.`,
    };
  },
  check({ n, k, N }, v) {
    // The estimate's share of the population equals the sample's share.
    return v.mul(n).equals(N * k);
  },
};

type MarginStatement = { about: "population-mean" | "individuals" | "other-population"; certain: boolean; low: Fraction; high: Fraction };

const marginContexts = [
  { sample: "{n} students at a university, selected at random", pop: "students at the university", broader: "university students in the country", measure: "number of hours of sleep per night", unit: "hours", indiv: "every student at the university sleeps between {L} and {H} hours per night", n: [100, 300], m: [60, 80], e: [2, 6], scale: 10 },
  { sample: "{n} adults who live in a city, selected at random", pop: "adults who live in the city", broader: "adults in the country", measure: "one-way commute time", unit: "minutes", indiv: "every adult who lives in the city has a one-way commute time between {L} and {H} minutes", n: [80, 250], m: [180, 340], e: [15, 40], scale: 10 },
  { sample: "{n} apple trees in an orchard, selected at random", pop: "apple trees in the orchard", broader: "apple trees in the region", measure: "number of apples per tree", unit: "apples", indiv: "every apple tree in the orchard has between {L} and {H} apples", n: [40, 120], m: [240, 420], e: [12, 30], scale: 1 },
  { sample: "{n} customers of a chain of coffee shops, selected at random", pop: "customers of the chain", broader: "coffee shop customers in the country", measure: "amount spent per visit", unit: "dollars", indiv: "every customer of the chain spends between {L} and {H} dollars per visit", n: [150, 400], m: [550, 950], e: [30, 80], scale: 100 },
] as const;

/** What a margin of error supports; check applies the rules: about the sampled population's mean, plausible, estimate ± margin. */
const marginMedium: MathTemplate<{ mean: Fraction; moe: Fraction; randomSample: boolean }, MarginStatement> = {
  id: "psda-inference-margin-of-error-medium",
  skill: "inference-from-samples",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(marginContexts);
    const n = rng.int(ctx.n[0], ctx.n[1]);
    const mean = fr(rng.int(ctx.m[0], ctx.m[1]), ctx.scale);
    const moe = fr(rng.int(ctx.e[0], ctx.e[1]), ctx.scale);
    const low = mean.sub(moe);
    const high = mean.add(moe);
    const L = num(low);
    const H = num(high);
    const fill = (t: string) => t.replace("{L}", L).replace("{H}", H);
    const s = (about: MarginStatement["about"], certain: boolean): MarginStatement => ({ about, certain, low, high });
    return {
      params: { mean, moe, randomSample: true },
      stem: `A researcher studied ${fill(ctx.sample.replace("{n}", String(n)))}. The mean ${ctx.measure} for the sample was ${num(mean)} ${ctx.unit}, with an associated margin of error of ${num(moe)} ${ctx.unit}. Which of the following is the most appropriate conclusion?`,
      choices: [
        { text: `It is plausible that the mean ${ctx.measure} of all ${ctx.pop} is between ${L} and ${H} ${ctx.unit}.`, value: s("population-mean", false), why: `The sample was selected at random from the ${ctx.pop}, so the sample mean plus or minus the margin of error, ${num(mean)} ± ${num(moe)}, gives an interval of plausible values for the mean of that population: ${L} to ${H} ${ctx.unit}.` },
        { text: `${fill(ctx.indiv).charAt(0).toUpperCase()}${fill(ctx.indiv).slice(1)}.`, value: s("individuals", false), why: `The margin of error describes how precisely the sample estimates the population mean; it says nothing about the range of individual values, many of which can lie far from the mean.` },
        { text: `The mean ${ctx.measure} of all ${ctx.pop} is certainly between ${L} and ${H} ${ctx.unit}.`, value: s("population-mean", true), why: `An estimate from a sample is never certain: the interval gives plausible values for the population mean, and the true mean could lie outside it.` },
        { text: `It is plausible that the mean ${ctx.measure} of all ${ctx.broader} is between ${L} and ${H} ${ctx.unit}.`, value: s("other-population", false), why: `The sample was drawn only from the ${ctx.pop}, so the estimate cannot be extended to all ${ctx.broader}, a population that was not sampled.` },
      ],
      explanation: `A margin of error gives a range of plausible values for a population parameter: here the mean ${ctx.measure} of the population the random sample came from, the ${ctx.pop}. The range is $${num(mean)} - ${num(moe)} = ${L}$ to $${num(mean)} + ${num(moe)} = ${H}$ ${ctx.unit}. The estimate is not certain, does not describe individual values, and does not apply to a population that was not sampled.`,
    };
  },
  check({ mean, moe, randomSample }, st) {
    // Rules: a random sample supports a plausible (never certain) range for the sampled population's mean,
    // and that range is the estimate plus or minus the margin of error.
    return randomSample && st.about === "population-mean" && !st.certain && st.low.equals(mean.sub(moe)) && st.high.equals(mean.add(moe));
  },
};

const plausibleContexts = [
  { place: "town", pop: "adults", q: "support extending the hours of the public pool" },
  { place: "county", pop: "voters", q: "favor a proposal to build a new bridge" },
  { place: "school district", pop: "parents", q: "want the school year to start one week later" },
  { place: "city", pop: "residents", q: "use the city's bike-share program at least once a month" },
] as const;

/** The least or greatest plausible population count from a sample percent and margin of error. */
const plausibleCountHard: MathTemplate<{ n: number; k: number; N: number; e: number; greatest: boolean }, Fraction> = {
  id: "psda-inference-plausible-count-hard",
  skill: "inference-from-samples",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const ctx = rng.pick(plausibleContexts);
    const greatest = rng.int(0, 1) === 1;
    const { n, p, N, e } = drawUntil(() => ({ n: rng.pick([200, 250, 400, 500, 800]), p: rng.int(15, 80), N: 100 * rng.int(20, 600), e: rng.int(2, 6) }),
      ({ n, p, N, e }) => (p * n) % 100 === 0 && sprOk(fr(N * (p + (greatest ? e : -e)), 100)),
    );
    const k = (p * n) / 100;
    const bound = p + (greatest ? e : -e);
    const key = fr(N * bound, 100);
    return {
      params: { n, k, N, e, greatest },
      stem: `There are ${plain(N)} ${ctx.pop} in a ${ctx.place}. In a random sample of ${n} of these ${ctx.pop}, ${k} said they ${ctx.q}. The margin of error for the estimated percent of the ${ctx.place}'s ${ctx.pop} who ${ctx.q} is ${e} percentage points. Based on these results, what is the ${greatest ? "greatest" : "least"} plausible number of ${ctx.pop} in the ${ctx.place} who ${ctx.q}?`,
      answer: { key: sprKey(key), value: key },
      explanation: `The sample percent is $\\frac{${k}}{${n}} = ${num(fr(p, 100))}$, or ${p}%. With a margin of error of ${e} percentage points, plausible values for the population percent run from $${p} - ${e} = ${p - e}$% to $${p} + ${e} = ${p + e}$%. The ${greatest ? "greatest" : "least"} plausible number is ${bound}% of ${plain(N)}: $${num(fr(bound, 100))} \\cdot ${grouped(N)} = ${num(key)}$.`,
    };
  },
  check({ n, k, N, e, greatest }, v) {
    // The count as a share of the population must sit exactly at the chosen end of the interval.
    const share = v.div(N);
    const sampleShare = fr(k, n);
    return share.sub(sampleShare).equals(fr(greatest ? e : -e, 100));
  },
};

type Comparison = "first" | "second" | "neither" | "equal";

const twoSampleContexts = [
  { intro: "Biologists caught and measured a random sample of fish from each of two lakes", A: "Lake A", B: "Lake B", popA: "fish in Lake A", popB: "fish in Lake B", measure: "length", unit: "centimeters", m: [180, 320], scale: 10 },
  { intro: "Researchers surveyed a random sample of students at each of two high schools about their daily screen time", A: "School A", B: "School B", popA: "students at School A", popB: "students at School B", measure: "daily screen time", unit: "hours", m: [30, 70], scale: 10 },
  { intro: "An agricultural researcher weighed a random sample of tomatoes from each of two farms", A: "Farm A", B: "Farm B", popA: "tomatoes from Farm A", popB: "tomatoes from Farm B", measure: "weight", unit: "grams", m: [120, 220], scale: 1 },
] as const;

/** Two estimates with margins of error: a comparison is supported only when the intervals do not overlap. */
const twoSamplesHard: MathTemplate<{ mA: Fraction; eA: Fraction; mB: Fraction; eB: Fraction }, Comparison> = {
  id: "psda-inference-two-samples-hard",
  skill: "inference-from-samples",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(twoSampleContexts);
    const overlap = rng.int(0, 1) === 1;
    const p = drawUntil(() => {
        const a = rng.int(ctx.m[0], ctx.m[1]);
        const d = rng.pick([-1, 1]) * rng.int(4, 16);
        const ea = rng.int(2, 10);
        const eb = rng.int(2, 10);
        return { a, b: a + d, ea, eb, d };
      },
      ({ d, ea, eb }) => (overlap ? ea + eb >= Math.abs(d) + 2 : ea + eb <= Math.abs(d) - 2),
    );
    const mA = fr(p.a, ctx.scale);
    const mB = fr(p.b, ctx.scale);
    const eA = fr(p.ea, ctx.scale);
    const eB = fr(p.eb, ctx.scale);
    const lowA = mA.sub(eA);
    const highA = mA.add(eA);
    const lowB = mB.sub(eB);
    const highB = mB.add(eB);
    const interval = (l: Fraction, h: Fraction) => `${num(l)} to ${num(h)}`;
    const aHigher = mA.compare(mB) > 0;
    const key: Comparison = overlap ? "neither" : aHigher ? "first" : "second";
    const intervals = `The plausible values for the ${ctx.popA} run from ${interval(lowA, highA)} ${ctx.unit}, and for the ${ctx.popB} from ${interval(lowB, highB)} ${ctx.unit}.`;
    const verdict = overlap
      ? `These intervals overlap, so the data are consistent with either population mean being the greater one, even though the sample means differ.`
      : `These intervals do not overlap: every plausible value for ${aHigher ? ctx.A : ctx.B} is greater than every plausible value for ${aHigher ? ctx.B : ctx.A}.`;
    const texts: Record<Comparison, string> = {
      first: `It is reasonable to conclude that the mean ${ctx.measure} of all ${ctx.popA} is greater than the mean ${ctx.measure} of all ${ctx.popB}.`,
      second: `It is reasonable to conclude that the mean ${ctx.measure} of all ${ctx.popB} is greater than the mean ${ctx.measure} of all ${ctx.popA}.`,
      neither: `The data do not make it reasonable to conclude that either population mean is greater than the other.`,
      equal: `It is reasonable to conclude that the mean ${ctx.measure} of all ${ctx.popA} is equal to the mean ${ctx.measure} of all ${ctx.popB}.`,
    };
    const why = (c: Comparison): string => {
      if (c === key) return `${intervals} ${verdict}`;
      if (c === "equal") return `The data can never show that two population means are exactly equal; at most, equal means would be among the plausible possibilities. ${intervals}`;
      if (c === "neither") return `${intervals} ${verdict} So a conclusion about which mean is greater is supported.`;
      if (overlap) return `${(c === "first") === aHigher ? "This follows the sample means alone." : "This does not even agree with the sample means."} ${intervals} ${verdict}`;
      return `This reverses the comparison. ${intervals} ${verdict}`;
    };
    const order: Comparison[] = [key, ...(["first", "second", "neither", "equal"] as Comparison[]).filter((c) => c !== key)];
    const choices = order.map((c) => ({ text: texts[c], value: c, why: why(c) })) as [MathChoice<Comparison>, MathChoice<Comparison>, MathChoice<Comparison>, MathChoice<Comparison>];
    return {
      params: { mA, eA, mB, eB },
      stem: `${ctx.intro}. For ${ctx.A}, the mean ${ctx.measure} in the sample was ${num(mA)} ${ctx.unit}, with an associated margin of error of ${num(eA)} ${ctx.unit}. For ${ctx.B}, the mean ${ctx.measure} in the sample was ${num(mB)} ${ctx.unit}, with an associated margin of error of ${num(eB)} ${ctx.unit}. Which of the following is the most appropriate conclusion?`,
      choices,
      explanation: `Each estimate plus or minus its margin of error gives the plausible values for that population's mean. ${intervals} ${verdict}`,
    };
  },
  check({ mA, eA, mB, eB }, c) {
    // Rule: one population mean can be called greater only when its whole interval lies above the other's.
    if (mA.sub(eA).compare(mB.add(eB)) > 0) return c === "first";
    if (mB.sub(eB).compare(mA.add(eA)) > 0) return c === "second";
    return c === "neither";
  },
};

// ---------------------------------------------------------------------------------------------
// Evaluating statistical claims: observational studies and experiments
// ---------------------------------------------------------------------------------------------

type Scope = "participants" | "sampled" | "broader" | "other";

const surveyContexts = [
  { topic: "how much time the 2,400 students at a high school spend on homework each week", randomly: "selected 120 students at random from the school's list of all enrolled students", volunteers: "posted an invitation in the school newsletter, and 120 students volunteered to respond", participants: "the 120 students who were surveyed", pool: "students at the high school", broader: "high school students in the state", other: "teachers at the high school" },
  { topic: "which new services the members of a public library would use", randomly: "selected 300 members at random from the library's membership list", volunteers: "placed survey forms at the front desk, and 300 members chose to fill one out", participants: "the 300 members who were surveyed", pool: "members of the library", broader: "residents of the library's city", other: "employees of the library" },
  { topic: "how satisfied the customers of an online bookstore are with delivery times", randomly: "selected 500 customers at random from the store's customer database", volunteers: "put a link to a survey on the store's home page, and 500 customers chose to complete it", participants: "the 500 customers who were surveyed", pool: "customers of the online bookstore", broader: "people in the country who buy books online", other: "suppliers of the online bookstore" },
  { topic: "which crops the farmers in a county plan to plant next year", randomly: "selected 80 farmers at random from the county's list of registered farms", volunteers: "asked farmers at a county fair to fill out a form, and 80 farmers did so", participants: "the 80 farmers who were surveyed", pool: "farmers in the county", broader: "farmers in the country", other: "grocery stores in the county" },
] as const;

const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** How far a survey generalizes: to the sampled population when selection is random, else only to the respondents. */
const generalizeEasy: MathTemplate<{ random: boolean }, Scope> = {
  id: "psda-claims-generalize-easy",
  skill: "evaluating-statistical-claims",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(surveyContexts);
    const random = rng.int(0, 3) !== 0;
    const key: Scope = random ? "sampled" : "participants";
    const texts: Record<Scope, string> = {
      participants: `Only ${ctx.participants}`,
      sampled: `All ${ctx.pool}`,
      broader: `All ${ctx.broader}`,
      other: `All ${ctx.other}`,
    };
    const method = random
      ? `The respondents were selected at random from the ${ctx.pool}, so the results can be generalized to all ${ctx.pool}.`
      : `The respondents chose for themselves to take part; volunteers may differ from the others in ways that affect their answers, so the results cannot be generalized beyond ${ctx.participants}.`;
    const why = (s: Scope): string => {
      if (s === key) return method;
      if (s === "participants") return `The sample was selected at random, so the results can be generalized beyond the respondents, to all ${ctx.pool}.`;
      if (s === "sampled") return `The respondents were volunteers, not a random sample, so they may not represent all ${ctx.pool}.`;
      if (s === "broader") return `Only ${ctx.pool} could be selected, so the results say nothing reliable about all ${ctx.broader}. ${method}`;
      return `The ${ctx.other} were not part of the group that was surveyed. ${method}`;
    };
    const order: Scope[] = [key, ...(["participants", "sampled", "broader", "other"] as Scope[]).filter((s) => s !== key)];
    return {
      params: { random },
      stem: `A researcher wanted to know ${ctx.topic}. The researcher ${random ? ctx.randomly : ctx.volunteers}. Which of the following is the largest group to which the results of the survey can appropriately be generalized?`,
      choices: order.map((s) => ({ text: texts[s], value: s, why: why(s) })) as [MathChoice<Scope>, MathChoice<Scope>, MathChoice<Scope>, MathChoice<Scope>],
      explanation: `Results from a sample can be generalized to a population only when the sample was selected at random from that population. ${method}`,
    };
  },
  check({ random }, scope) {
    return scope === (random ? "sampled" : "participants");
  },
};

type Conclusion = { scope: "participants" | "sampled" | "broader"; causal: boolean };

const experimentContexts = [
  { cause: "drinking a cup of green tea daily", effect: "lower blood pressure", pool: "adults in the city", randomly: "selected 300 adults at random from a list of all adults in a city", volunteers: "recruited 300 adults in a city who responded to a newspaper advertisement", assigned: "Half of the participants, chosen at random, were asked to drink a cup of green tea every day for six months, and the other half were asked not to drink green tea", chose: "Each participant reported whether he or she drank a cup of green tea every day during the next six months", result: "those who drank green tea daily had significantly lower blood pressure at the end of the six months than those who did not" },
  { cause: "using a flashcard app for 15 minutes a day", effect: "higher vocabulary test scores", pool: "students at the school", randomly: "selected 200 students at random from the enrollment list of a large school", volunteers: "invited students at a large school to sign up for a study, and 200 students volunteered", assigned: "The researchers randomly assigned 100 of the participants to use a flashcard app for 15 minutes a day and the other 100 not to use the app", chose: "Each participant decided whether or not to use a flashcard app for 15 minutes a day", result: "the students who used the app had significantly higher vocabulary test scores after eight weeks than those who did not" },
  { cause: "taking a 20-minute walk after lunch", effect: "fewer afternoon headaches", pool: "office workers in the city", randomly: "selected 160 office workers at random from a list of all office workers in a city", volunteers: "recruited 160 office workers in a city through posters in office buildings", assigned: "Half of the participants, chosen at random, were asked to take a 20-minute walk after lunch each workday, and the other half were asked not to", chose: "Each participant chose whether or not to take a 20-minute walk after lunch each workday", result: "those who walked after lunch reported significantly fewer afternoon headaches over three months than those who did not" },
  { cause: "using the new fertilizer", effect: "greater tomato yields", pool: "tomato farms in the region", randomly: "selected 60 tomato farms at random from a list of all tomato farms in a region", volunteers: "asked tomato farms in a region to join a trial of a new fertilizer, and 60 farms agreed", assigned: "The researchers randomly assigned 30 of the farms to use the new fertilizer and the other 30 to use their usual fertilizer", chose: "Each farm decided whether to use the new fertilizer or its usual fertilizer", result: "the farms that used the new fertilizer had significantly greater tomato yields than the farms that did not" },
] as const;

/** The statement of a conclusion with its scope and, where it holds back, what it does not claim. */
function conclusionText(ctx: { cause: string; effect: string }, c: Conclusion, who: { pool: string; broader?: string }): string {
  const rel = c.causal ? "causes" : "is associated with";
  const where = c.scope === "broader" ? `all ${who.broader}` : c.scope === "sampled" ? `all ${who.pool}` : "the participants";
  const caveats: string[] = [];
  if (c.scope === "sampled" && who.broader) caveats.push(`the result cannot be generalized to all ${who.broader}`);
  if (c.scope === "participants") caveats.push(`the result cannot be generalized to all ${who.pool}${who.broader ? ` or to all ${who.broader}` : ""}`);
  if (!c.causal) caveats.push(`it cannot be concluded that ${ctx.cause} causes ${ctx.effect}`);
  return `${capitalize(ctx.cause)} ${rel} ${ctx.effect} among ${where}${caveats.length ? `, but ${caveats.join(", and ")}` : ""}.`;
}

function designReasons(randomSample: boolean, randomAssign: boolean, pool: string, broader?: string) {
  const scope = randomSample
    ? `The participants were selected at random from the ${pool}, so the results can be generalized to all ${pool}${broader ? `, but not to all ${broader}, most of whom could never have been selected` : ""}.`
    : `The participants were not selected at random (they volunteered or were recruited), so the results cannot be generalized beyond the participants.`;
  const causal = randomAssign
    ? `The treatment was randomly assigned, so a cause-and-effect conclusion is supported.`
    : `The participants chose for themselves whether to receive the treatment (there was no random assignment), so only an association, not cause and effect, can be concluded.`;
  return { scope, causal };
}

/** Random sampling decides the scope, random assignment decides causation; check applies both rules. */
const studyDesignMedium: MathTemplate<{ randomSample: boolean; randomAssign: boolean }, Conclusion> = {
  id: "psda-claims-study-design-medium",
  skill: "evaluating-statistical-claims",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(experimentContexts);
    const randomSample = rng.int(0, 1) === 1;
    const randomAssign = rng.int(0, 1) === 1;
    const key: Conclusion = { scope: randomSample ? "sampled" : "participants", causal: randomAssign };
    const who = { pool: ctx.pool };
    const r = designReasons(randomSample, randomAssign, ctx.pool);
    const all: Conclusion[] = [
      { scope: "sampled", causal: true },
      { scope: "participants", causal: true },
      { scope: "sampled", causal: false },
      { scope: "participants", causal: false },
    ];
    const order = [key, ...all.filter((c) => c.scope !== key.scope || c.causal !== key.causal)];
    const why = (c: Conclusion): string => {
      if (c.scope === key.scope && c.causal === key.causal) return `${r.scope} ${r.causal}`;
      const parts: string[] = [];
      if (c.scope !== key.scope) parts.push(`The scope is wrong. ${r.scope}`);
      if (c.causal !== key.causal) parts.push(`${c.causal ? "The cause-and-effect claim is not supported." : "Cause and effect can be concluded here."} ${r.causal}`);
      return parts.join(" ");
    };
    return {
      params: { randomSample, randomAssign },
      stem: `Researchers ${randomSample ? ctx.randomly : ctx.volunteers}. ${randomAssign ? ctx.assigned : ctx.chose}. The researchers found that ${ctx.result}. Which of the following is the most appropriate conclusion?`,
      choices: order.map((c) => ({ text: conclusionText(ctx, c, who), value: c, why: why(c) })) as [MathChoice<Conclusion>, MathChoice<Conclusion>, MathChoice<Conclusion>, MathChoice<Conclusion>],
      explanation: `Two questions decide what a study supports. Who can the results be generalized to? ${r.scope} Can cause and effect be concluded? ${r.causal}`,
    };
  },
  check({ randomSample, randomAssign }, c) {
    const scope = randomSample ? "sampled" : "participants";
    return c.scope === scope && c.causal === randomAssign;
  },
};

const nestedContexts = [
  { cause: "taking the online reading course", effect: "higher reading test scores", pool: "students at the middle school", broader: "middle school students in the state", randomly: "selected 120 students at random from the enrollment list of one middle school in a state", volunteers: "asked for volunteers at one middle school in a state, and 120 students signed up", assigned: "The researchers randomly assigned 60 of the participants to take an online reading course and the other 60 not to take it", chose: "Each participant chose whether or not to take an online reading course", result: "the students who took the course had significantly higher reading test scores at the end of the term than those who did not" },
  { cause: "eating a high-protein breakfast", effect: "better afternoon concentration", pool: "employees of the software company", broader: "office workers in the city", randomly: "selected 90 employees at random from the staff list of one software company in a city", volunteers: "invited employees of one software company in a city to take part, and 90 employees agreed", assigned: "Half of the participants, chosen at random, were given a high-protein breakfast each workday, and the other half were given their usual breakfast", chose: "Each participant chose whether to eat a high-protein breakfast each workday", result: "those who ate a high-protein breakfast scored significantly better on an afternoon concentration test than those who did not" },
  { cause: "attending a weekly stretching class", effect: "fewer running injuries", pool: "members of the running club", broader: "runners in the region", randomly: "selected 150 members at random from the membership list of one running club in a region", volunteers: "asked members of one running club in a region to volunteer, and 150 members did", assigned: "The researchers randomly assigned half of the participants to attend a weekly stretching class and the other half not to attend", chose: "Each participant decided whether or not to attend a weekly stretching class", result: "those who attended the stretching class had significantly fewer running injuries over the season than those who did not" },
] as const;

/** Three nested groups (participants, the sampled group, a broader population) and causation. */
const studyScopeHard: MathTemplate<{ randomSample: boolean; randomAssign: boolean }, Conclusion> = {
  id: "psda-claims-study-scope-hard",
  skill: "evaluating-statistical-claims",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const ctx = rng.pick(nestedContexts);
    const randomSample = rng.int(0, 2) !== 0;
    const randomAssign = rng.int(0, 1) === 1;
    const key: Conclusion = { scope: randomSample ? "sampled" : "participants", causal: randomAssign };
    const who = { pool: ctx.pool, broader: ctx.broader };
    const r = designReasons(randomSample, randomAssign, ctx.pool, ctx.broader);
    const same = (a: Conclusion, b: Conclusion) => a.scope === b.scope && a.causal === b.causal;
    const overreach: Conclusion = { scope: "broader", causal: randomAssign };
    const flipped: Conclusion = { scope: key.scope, causal: !randomAssign };
    const rest: Conclusion[] = (
      [
        { scope: "broader", causal: !randomAssign },
        { scope: randomSample ? "participants" : "sampled", causal: randomAssign },
        { scope: randomSample ? "participants" : "sampled", causal: !randomAssign },
      ] as Conclusion[]
    ).filter((c) => !same(c, key) && !same(c, overreach) && !same(c, flipped));
    const order = [key, overreach, flipped, rng.pick(rest)];
    const why = (c: Conclusion): string => {
      if (same(c, key)) return `${r.scope} ${r.causal}`;
      const parts: string[] = [];
      if (c.scope === "broader") parts.push(`Only ${ctx.pool} could be selected, so the results cannot be extended to all ${ctx.broader}.`);
      else if (c.scope !== key.scope) parts.push(`The scope is wrong. ${r.scope}`);
      if (c.causal !== key.causal) parts.push(`${c.causal ? "The cause-and-effect claim is not supported." : "Cause and effect can be concluded here."} ${r.causal}`);
      return parts.join(" ");
    };
    return {
      params: { randomSample, randomAssign },
      stem: `Researchers ${randomSample ? ctx.randomly : ctx.volunteers}. ${randomAssign ? ctx.assigned : ctx.chose}. The researchers found that ${ctx.result}. Which of the following is the most appropriate conclusion?`,
      choices: order.map((c) => ({ text: conclusionText(ctx, c, who), value: c, why: why(c) })) as [MathChoice<Conclusion>, MathChoice<Conclusion>, MathChoice<Conclusion>, MathChoice<Conclusion>],
      explanation: `Random selection decides how far the results reach, and random assignment decides whether cause and effect can be concluded. ${r.scope} ${r.causal}`,
    };
  },
  check({ randomSample, randomAssign }, c) {
    const scope = randomSample ? "sampled" : "participants";
    return c.scope === scope && c.causal === randomAssign;
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const dataAnalysisTemplates: MathTemplate<any, any>[] = [
  unitRateEasy,
  unitConversionMedium,
  ratioChangeHard,
  discountEasy,
  percentChangeMedium,
  successiveHard,
  missingValueEasy,
  medianFrequencyMedium,
  spreadCompareMedium,
  unknownFrequencyHard,
  predictEasy,
  modelTableMedium,
  residualHard,
  twoWayEasy,
  conditionalMedium,
  addToJarHard,
  estimateEasy,
  marginMedium,
  plausibleCountHard,
  twoSamplesHard,
  generalizeEasy,
  studyDesignMedium,
  studyScopeHard,
];
