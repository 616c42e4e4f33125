import Fraction from "fraction.js";
import type { MathChoice, MathTemplate } from "./template";
import { allDistinct, drawUntil, type Rational } from "./draw";
import { plusTerm, polyTex, texNumber } from "./tex";

/** A multiple of pi in TeX: "12\pi", "\pi", "\frac{9\pi}{2}", "\frac{\pi}{3}". */
function piTex(coefficient: Rational): string {
  const f = new Fraction(coefficient);
  const top = f.abs().n === 1n ? "\\pi" : `${f.abs().n}\\pi`;
  const sign = f.s < 0 ? "-" : "";
  return f.d === 1n ? `${sign}${top}` : `${sign}\\frac{${top}}{${f.d}}`;
}

/** The square root of a whole number in simplest radical form: 28 gives "2\sqrt{7}", 25 gives "5". */
function sqrtTex(n: number): string {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  if (inside === 1) return String(outside);
  return `${outside === 1 ? "" : outside}\\sqrt{${inside}}`;
}

/** The exact square root of a rational that is a perfect square, or undefined. */
function rationalSqrt(value: Fraction): Fraction | undefined {
  if (value.compare(0) < 0) return undefined;
  const n = Number(value.n);
  const d = Number(value.d);
  const rn = Math.round(Math.sqrt(n));
  const rd = Math.round(Math.sqrt(d));
  return rn * rn === n && rd * rd === d ? new Fraction(rn, rd) : undefined;
}

/** An angle measure in degrees with a linear expression: "(3x + 10)^{\circ}". */
const degreesOf = (a: number, b: number) => `(${polyTex([a, b])})^{\\circ}`;

// ---------------------------------------------------------------------------------------------
// Area and volume
// ---------------------------------------------------------------------------------------------

const boxContexts = [
  { thing: "A rectangular storage box has inside dimensions", unit: "centimeters", ask: "What is the volume of the box, in cubic centimeters?" },
  { thing: "A fish tank shaped like a rectangular prism has inside dimensions", unit: "inches", ask: "How many cubic inches of water can the tank hold when it is full?" },
  { thing: "A concrete block shaped like a rectangular prism measures", unit: "inches", ask: "What is the volume of the block, in cubic inches?" },
] as const;

/** Volume of a rectangular prism; `check` counts unit cubes layer by layer. */
const boxVolumeEasy: MathTemplate<{ l: number; w: number; h: number }, number> = {
  id: "geo-box-volume-easy",
  skill: "area-and-volume",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const context = rng.pick(boxContexts);
    const { l, w, h } = drawUntil(
      () => ({ l: rng.int(4, 20), w: rng.int(3, 12), h: rng.int(2, 10) }),
      ({ l, w, h }) => l !== w && allDistinct([l * w * h, 2 * (l * w + l * h + w * h), l * w, l + w + h]),
    );
    const volume = l * w * h;
    const surface = 2 * (l * w + l * h + w * h);
    return {
      params: { l, w, h },
      stem: `${context.thing} ${l} ${context.unit} long, ${w} ${context.unit} wide, and ${h} ${context.unit} high. ${context.ask}`,
      choices: [
        { text: `$${volume}$`, value: volume, why: `The volume of a rectangular prism is length times width times height: $${l} \\cdot ${w} \\cdot ${h} = ${volume}$.` },
        {
          text: `$${surface}$`,
          value: surface,
          why: `This is the total surface area, $2(${l} \\cdot ${w} + ${l} \\cdot ${h} + ${w} \\cdot ${h})$, which measures the outside in square units, not the space inside.`,
        },
        { text: `$${l * w}$`, value: l * w, why: `This is the area of the base, $${l} \\cdot ${w}$; it still has to be multiplied by the height, ${h}.` },
        { text: `$${l + w + h}$`, value: l + w + h, why: `This adds the three dimensions; volume multiplies them.` },
      ],
      explanation: `Volume = length × width × height $= ${l} \\cdot ${w} \\cdot ${h} = ${volume}$ cubic ${context.unit}.`,
    };
  },
  check({ l, w, h }, value) {
    let cubes = 0;
    for (let layer = 0; layer < h; layer++) for (let row = 0; row < w; row++) cubes += l;
    return cubes === value;
  },
};

/** Volume of a cylinder from its diameter; the value is the coefficient of pi. `check` uses base area = C^2 / (4 pi). */
const cylinderVolumeMedium: MathTemplate<{ d: number; h: number }, Fraction> = {
  id: "geo-cylinder-volume-medium",
  skill: "area-and-volume",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const context = rng.pick([
      { thing: "A cylindrical water tank", unit: "feet", cubic: "cubic feet" },
      { thing: "A can shaped like a right circular cylinder", unit: "centimeters", cubic: "cubic centimeters" },
      { thing: "A cylindrical grain silo", unit: "meters", cubic: "cubic meters" },
    ]);
    const { r, h } = drawUntil(
      () => ({ r: rng.pick([3, 4, 5, 7, 8, 9, 10]), h: rng.int(2, 15) }),
      ({ r, h }) => allDistinct([r * r * h, 4 * r * r * h, 2 * r * h, new Fraction(r * r * h, 3)]),
    );
    const d = 2 * r;
    const key = new Fraction(r * r * h);
    const diameterAsRadius = new Fraction(d * d * h);
    const lateral = new Fraction(d * h);
    const cone = new Fraction(r * r * h, 3);
    return {
      params: { d, h },
      stem: `${context.thing} has an inside diameter of ${d} ${context.unit} and a height of ${h} ${context.unit}. What is the volume of the inside of the ${context.thing.split(" ").slice(-1)[0]}, in ${context.cubic}?`,
      choices: [
        {
          text: `$${piTex(key)}$`,
          value: key,
          why: `The radius is half the diameter, ${r}, so $V = \\pi r^{2}h = \\pi(${r})^{2}(${h}) = ${piTex(key)}$.`,
        },
        {
          text: `$${piTex(diameterAsRadius)}$`,
          value: diameterAsRadius,
          why: `This uses the diameter, ${d}, as the radius. The radius is $\\frac{${d}}{2} = ${r}$.`,
        },
        {
          text: `$${piTex(lateral)}$`,
          value: lateral,
          why: `This is $2\\pi rh$, the area of the curved side of the cylinder, not its volume.`,
        },
        {
          text: `$${piTex(cone)}$`,
          value: cone,
          why: `This uses the cone formula $\\frac{1}{3}\\pi r^{2}h$. A cylinder holds three times as much as a cone with the same base and height.`,
        },
      ],
      explanation: `The radius is half the diameter: $r = \\frac{${d}}{2} = ${r}$. The volume of a cylinder is $\\pi r^{2}h = \\pi(${r})^{2}(${h}) = ${piTex(key)}$ ${context.cubic}.`,
    };
  },
  check({ d, h }, value) {
    // Circumference C = d pi; the base area is C^2 / (4 pi) = (d^2 / 4) pi.
    return new Fraction(d * d, 4).mul(h).equals(value);
  },
};

/** A cube's volume from its surface area or its total edge length; `check` compares powers exactly. */
const cubeVolumeMedium: MathTemplate<{ given: "surface" | "edges"; amount: number }, Fraction> = {
  id: "geo-cube-volume-medium",
  skill: "area-and-volume",
  difficulty: "medium",
  type: "spr",
  generate(rng) {
    const given = rng.pick(["surface", "edges"] as const);
    const s = rng.int(2, 12);
    const key = new Fraction(s ** 3);
    if (given === "surface") {
      const amount = 6 * s * s;
      return {
        params: { given, amount },
        stem: `A cube has a total surface area of ${amount} square inches. What is the volume of the cube, in cubic inches?`,
        answer: { key: key.toString(), value: key },
        explanation: `A cube has 6 congruent square faces, so each face has area $\\frac{${amount}}{6} = ${s * s}$ square inches and each edge is $\\sqrt{${s * s}} = ${s}$ inches long. The volume is $${s}^{3} = ${s ** 3}$ cubic inches.`,
      };
    }
    const amount = 12 * s;
    return {
      params: { given, amount },
      stem: `A wire frame in the shape of a cube is made from ${amount} centimeters of wire, with no overlap, one piece of wire for each edge of the cube. What is the volume of the cube, in cubic centimeters?`,
      answer: { key: key.toString(), value: key },
      explanation: `A cube has 12 edges of equal length, so each edge is $\\frac{${amount}}{12} = ${s}$ centimeters long. The volume is $${s}^{3} = ${s ** 3}$ cubic centimeters.`,
    };
  },
  check({ given, amount }, value) {
    // With edge s: surface area 6s^2, so (surface)^3 = 216 s^6 = 216 V^2; edge total 12s, so (total)^3 = 1728 V.
    if (value.compare(0) <= 0) return false;
    return given === "surface" ? value.pow(2).mul(216).equals(amount ** 3) : value.mul(1728).equals(amount ** 3);
  },
};

/** Similar prisms: areas scale by k^2 and volumes by k^3. `check`: V2^2 S1^3 = V1^2 S2^3. */
const similarSolidsHard: MathTemplate<{ s1: Fraction; s2: Fraction; v1: Fraction }, Fraction> = {
  id: "geo-similar-solids-hard",
  skill: "area-and-volume",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const k = rng.pick([new Fraction(2), new Fraction(3), new Fraction(3, 2)]);
    const side = () => (k.d === 1n ? rng.int(1, 6) : rng.pick([4, 8, 12]));
    const { l, w, h } = drawUntil(
      () => ({ l: side(), w: side(), h: side() }),
      ({ l, w, h }) => !(l === w && w === h),
    );
    const s1 = new Fraction(2 * (l * w + l * h + w * h));
    const s2 = s1.mul(k.pow(2));
    const v1 = new Fraction(l * w * h);
    const key = v1.mul(k.pow(3));
    const byArea = v1.mul(k.pow(2));
    const byLength = v1.mul(k);
    const cubedArea = v1.mul(k.pow(6));
    return {
      params: { s1, s2, v1 },
      stem: `Two rectangular prisms are similar. The smaller prism has a total surface area of ${s1} square centimeters and a volume of ${v1} cubic centimeters. The larger prism has a total surface area of ${s2} square centimeters. What is the volume, in cubic centimeters, of the larger prism?`,
      choices: [
        {
          text: `$${texNumber(key)}$`,
          value: key,
          why: `The ratio of the surface areas is $\\frac{${s2}}{${s1}} = ${texNumber(k.pow(2))}$, so the ratio of corresponding lengths is $${texNumber(k)}$ and the ratio of volumes is $\\left(${texNumber(k)}\\right)^{3} = ${texNumber(k.pow(3))}$: $${v1} \\cdot ${texNumber(k.pow(3))} = ${texNumber(key)}$.`,
        },
        {
          text: `$${texNumber(byArea)}$`,
          value: byArea,
          why: `This scales the volume by the ratio of the surface areas, $${texNumber(k.pow(2))}$. Areas scale by the square of the length ratio, but volumes scale by its cube.`,
        },
        {
          text: `$${texNumber(byLength)}$`,
          value: byLength,
          why: `This finds the length ratio, $${texNumber(k)}$, but scales the volume by it only once; volume has three dimensions, so it scales by $\\left(${texNumber(k)}\\right)^{3}$.`,
        },
        {
          text: `$${texNumber(cubedArea)}$`,
          value: cubedArea,
          why: `This cubes the ratio of the surface areas, $${texNumber(k.pow(2))}$, instead of the ratio of lengths, $${texNumber(k)}$.`,
        },
      ],
      explanation: `For similar solids with length ratio $k$, surface areas are in the ratio $k^{2}$ and volumes in the ratio $k^{3}$. Here $k^{2} = \\frac{${s2}}{${s1}} = ${texNumber(k.pow(2))}$, so $k = ${texNumber(k)}$ and the larger volume is $${v1} \\cdot \\left(${texNumber(k)}\\right)^{3} = ${v1} \\cdot ${texNumber(k.pow(3))} = ${texNumber(key)}$ cubic centimeters.`,
    };
  },
  check({ s1, s2, v1 }, value) {
    return value.compare(0) > 0 && value.pow(2).mul(s1.pow(3)).equals(v1.pow(2).mul(s2.pow(3)));
  },
};

// ---------------------------------------------------------------------------------------------
// Lines, angles, and triangles
// ---------------------------------------------------------------------------------------------

/** The third angle of a triangle; `check` adds the three angles. */
const triangleAngleEasy: MathTemplate<{ a: number; b: number }, number> = {
  id: "geo-triangle-third-angle-easy",
  skill: "lines-angles-triangles",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const names = rng.pick([
      ["A", "B", "C"],
      ["P", "Q", "R"],
      ["J", "K", "L"],
      ["X", "Y", "Z"],
    ]);
    const { a, b } = drawUntil(
      () => ({ a: rng.int(25, 95), b: rng.int(20, 70) }),
      ({ a, b }) => a + b < 170 && allDistinct([180 - a - b, a + b, 180 - a, 360 - a - b]),
    );
    const [p, q, r] = names;
    const key = 180 - a - b;
    return {
      params: { a, b },
      stem: `In triangle $${p}${q}${r}$, the measure of angle $${p}$ is $${a}^{\\circ}$ and the measure of angle $${q}$ is $${b}^{\\circ}$. What is the measure of angle $${r}$?`,
      choices: [
        { text: `$${key}^{\\circ}$`, value: key, why: `The angles of a triangle add up to $180^{\\circ}$: $180 - ${a} - ${b} = ${key}$.` },
        { text: `$${a + b}^{\\circ}$`, value: a + b, why: `This adds the two given angles. Their sum, ${a + b}, is what the third angle must make up to $180^{\\circ}$ with, not the third angle itself.` },
        { text: `$${180 - a}^{\\circ}$`, value: 180 - a, why: `This subtracts only angle $${p}$ from $180^{\\circ}$; angle $${q}$ must be subtracted too.` },
        { text: `$${360 - a - b}^{\\circ}$`, value: 360 - a - b, why: `This uses $360^{\\circ}$, the angle sum of a quadrilateral; a triangle's angles add up to $180^{\\circ}$.` },
      ],
      explanation: `The three angles of a triangle add up to $180^{\\circ}$, so angle $${r}$ measures $180^{\\circ} - ${a}^{\\circ} - ${b}^{\\circ} = ${key}^{\\circ}$.`,
    };
  },
  check({ a, b }, value) {
    return value > 0 && a + b + value === 180;
  },
};

type ParallelParams = { relation: "same-side" | "alternate"; a: number; b: number; c: number; d: number };

/** Parallel lines cut by a transversal: same-side interior angles are supplementary, alternate interior angles congruent. */
const parallelLinesMedium: MathTemplate<ParallelParams, Fraction> = {
  id: "geo-parallel-lines-angles-medium",
  skill: "lines-angles-triangles",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const relation = rng.pick(["same-side", "alternate"] as const);
    const draw = () => {
      const x = rng.int(5, 30);
      const a = rng.int(2, 5);
      const c = rng.pick([1, 2, 3, 4, 6].filter((v) => v !== a));
      const b = rng.int(-20, 30);
      const first = a * x + b;
      const second = relation === "same-side" ? 180 - first : first;
      const d = second - c * x;
      return { x, a, b, c, d, first, second };
    };
    type Coeffs = { a: number; b: number; c: number; d: number };
    // The three wrong equations students write, each as [value of x, why it is wrong].
    const mistakes = (p: Coeffs): [Fraction, string][] =>
      relation === "same-side"
        ? [
            [new Fraction(p.d - p.b, p.a - p.c), `This sets the two measures equal, as for alternate interior angles. Same-side interior angles are supplementary, not congruent.`],
            [new Fraction(90 - p.b - p.d, p.a + p.c), `This makes the two angles add up to $90^{\\circ}$, as if they were complementary; same-side interior angles add up to $180^{\\circ}$.`],
            [new Fraction(360 - p.b - p.d, p.a + p.c), `This makes the two angles add up to $360^{\\circ}$, the sum of the angles around a point; same-side interior angles add up to $180^{\\circ}$.`],
          ]
        : [
            [new Fraction(180 - p.b - p.d, p.a + p.c), `This makes the two angles supplementary, as same-side interior angles are. Alternate interior angles are congruent.`],
            [new Fraction(90 - p.b - p.d, p.a + p.c), `This makes the two angles add up to $90^{\\circ}$; alternate interior angles formed by parallel lines are congruent.`],
            [
              new Fraction(p.d + p.b, p.a - p.c),
              `This sets the measures equal but moves $${p.b}$ across the equals sign without changing its sign, getting $${polyTex([p.a - p.c, 0])} = ${p.d + p.b}$ instead of $${polyTex([p.a - p.c, 0])} = ${p.d - p.b}$.`,
            ],
          ];
    const chosen = drawUntil(draw, (p) => p.first >= 25 && p.first <= 155 && p.first !== 90 && p.d !== 0 && allDistinct([p.x, ...mistakes(p).map(([v]) => v)]));
    const { x, a, b, c, d, first, second } = chosen;
    const key = new Fraction(x);
    const [m1, m2, m3] = mistakes(chosen).map(([value, why]) => ({ text: `$${texNumber(value)}$`, value, why })) as [MathChoice<Fraction>, MathChoice<Fraction>, MathChoice<Fraction>];
    const angle1 = `$${degreesOf(a, b)}$`;
    const angle2 = `$${degreesOf(c, d)}$`;
    const setup =
      relation === "same-side"
        ? `Two of the angles formed are same-side interior angles: both lie between $\\ell$ and $m$ on the same side of $t$. Their measures are ${angle1} and ${angle2}.`
        : `Two of the angles formed are alternate interior angles: both lie between $\\ell$ and $m$, on opposite sides of $t$. Their measures are ${angle1} and ${angle2}.`;
    const keyChoice: MathChoice<Fraction> = {
      text: `$${texNumber(key)}$`,
      value: key,
      why:
        relation === "same-side"
          ? `Same-side interior angles are supplementary: $(${polyTex([a, b])}) + (${polyTex([c, d])}) = 180$, so $${polyTex([a + c, b + d])} = 180$ and $x = ${x}$.`
          : `Alternate interior angles are congruent: $${polyTex([a, b])} = ${polyTex([c, d])}$, so $${polyTex([a - c, 0])} = ${d - b}$ and $x = ${x}$.`,
    };
    return {
      params: { relation, a, b, c, d },
      stem: `Parallel lines $\\ell$ and $m$ are intersected by transversal $t$. ${setup} What is the value of $x$?`,
      choices: [keyChoice, m1, m2, m3],
      explanation:
        relation === "same-side"
          ? `Because $\\ell \\parallel m$, same-side interior angles are supplementary: $(${polyTex([a, b])}) + (${polyTex([c, d])}) = 180$. Combine like terms: $${polyTex([a + c, b + d])} = 180$, so $${polyTex([a + c, 0])} = ${180 - b - d}$ and $x = ${x}$. Check: the angles measure $${first}^{\\circ}$ and $${second}^{\\circ}$, which add up to $180^{\\circ}$.`
          : `Because $\\ell \\parallel m$, alternate interior angles are congruent: $${polyTex([a, b])} = ${polyTex([c, d])}$. Collect the $x$-terms on one side: $${polyTex([a - c, 0])} = ${d - b}$, so $x = ${x}$. Check: both angles measure $${first}^{\\circ}$.`,
    };
  },
  check({ relation, a, b, c, d }, x) {
    const first = x.mul(a).add(b);
    const second = x.mul(c).add(d);
    if (first.compare(0) <= 0 || second.compare(0) <= 0 || first.compare(180) >= 0 || second.compare(180) >= 0) return false;
    return relation === "same-side" ? first.add(second).equals(180) : first.equals(second);
  },
};

type SimilarParams = { ask: "DB" | "BC"; ad: number; db: number | null; de: number; bc: number | null };

/** A segment parallel to a side cuts off a similar triangle. `check` tests the proportion AB / AD = BC / DE. */
const similarTrianglesHard: MathTemplate<SimilarParams, Fraction> = {
  id: "geo-similar-triangles-parallel-hard",
  skill: "lines-angles-triangles",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const ask = rng.pick(["DB", "BC"] as const);
    const intro = "In triangle $ABC$, point $D$ lies on side $AB$ and point $E$ lies on side $AC$ so that $\\overline{DE}$ is parallel to $\\overline{BC}$.";
    if (ask === "DB") {
      const { ad, de, bc, key } = drawUntil(
        () => {
          const de = rng.int(2, 9);
          const bc = rng.int(de + 1, 2 * de + 6);
          const ad = rng.int(2, 15);
          return { ad, de, bc, key: new Fraction(ad * (bc - de), de) };
        },
        ({ key }) => key.toFraction().length <= 5 && key.d <= 4n,
      );
      return {
        params: { ask, ad, db: null, de, bc },
        stem: `${intro} If $AD = ${ad}$, $DE = ${de}$, and $BC = ${bc}$, what is the length of $\\overline{DB}$?`,
        answer: { key: key.toFraction(), value: key },
        explanation: `Because $\\overline{DE} \\parallel \\overline{BC}$, triangle $ADE$ is similar to triangle $ABC$ (they share angle $A$, and corresponding angles are congruent). So $\\frac{AB}{AD} = \\frac{BC}{DE}$: $\\frac{AB}{${ad}} = \\frac{${bc}}{${de}}$, and $AB = ${texNumber(new Fraction(ad * bc, de))}$. Then $DB = AB - AD = ${texNumber(new Fraction(ad * bc, de))} - ${ad} = ${texNumber(key)}$.`,
      };
    }
    const { ad, db, de, key } = drawUntil(
      () => {
        const ad = rng.int(2, 12);
        const db = rng.int(1, 12);
        const de = rng.int(2, 12);
        return { ad, db, de, key: new Fraction(de * (ad + db), ad) };
      },
      ({ key, ad, db }) => ad !== db && key.toFraction().length <= 5 && key.d <= 4n,
    );
    return {
      params: { ask, ad, db, de, bc: null },
      stem: `${intro} If $AD = ${ad}$, $DB = ${db}$, and $DE = ${de}$, what is the length of $\\overline{BC}$?`,
      answer: { key: key.toFraction(), value: key },
      explanation: `Because $\\overline{DE} \\parallel \\overline{BC}$, triangle $ADE$ is similar to triangle $ABC$. The side $AB$ of the large triangle is $AD + DB = ${ad} + ${db} = ${ad + db}$, so $\\frac{BC}{DE} = \\frac{AB}{AD}$ gives $\\frac{BC}{${de}} = \\frac{${ad + db}}{${ad}}$ and $BC = ${texNumber(key)}$.`,
    };
  },
  check({ ask, ad, db, de, bc }, value) {
    if (value.compare(0) <= 0) return false;
    // AB * DE = BC * AD, with AB = AD + DB.
    if (ask === "DB") return value.add(ad).mul(de).equals(new Fraction(bc!).mul(ad));
    return new Fraction(ad + db!).mul(de).equals(value.mul(ad));
  },
};

/** An isosceles triangle's vertex angle from an exterior angle at a base vertex; `check` uses the exterior angle theorem. */
const isoscelesExteriorHard: MathTemplate<{ e: number }, number> = {
  id: "geo-isosceles-exterior-angle-hard",
  skill: "lines-angles-triangles",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const e = drawUntil(
      () => 2 * rng.int(48, 86),
      (e) => allDistinct([2 * e - 180, 180 - e, e / 2, 360 - 2 * e]),
    );
    const base = 180 - e;
    const key = 2 * e - 180;
    return {
      params: { e },
      stem: `In triangle $PQR$, $PQ = PR$. Side $\\overline{RQ}$ is extended past $Q$ to point $S$, and angle $PQS$ measures $${e}^{\\circ}$. What is the measure of angle $QPR$?`,
      choices: [
        {
          text: `$${key}^{\\circ}$`,
          value: key,
          why: `Angle $PQR$ is $180^{\\circ} - ${e}^{\\circ} = ${base}^{\\circ}$; since $PQ = PR$, angle $PRQ$ is also $${base}^{\\circ}$, so angle $QPR$ is $180^{\\circ} - 2(${base}^{\\circ}) = ${key}^{\\circ}$.`,
        },
        {
          text: `$${base}^{\\circ}$`,
          value: base,
          why: `This is angle $PQR$, the interior angle next to the exterior angle. It is a base angle of the triangle, not the angle at $P$.`,
        },
        {
          text: `$${e / 2}^{\\circ}$`,
          value: e / 2,
          why: `This splits the exterior angle equally between angles $P$ and $R$, as if they were the equal angles. The equal sides $PQ$ and $PR$ make the angles at $Q$ and $R$ equal, not those at $P$ and $R$.`,
        },
        {
          text: `$${360 - 2 * e}^{\\circ}$`,
          value: 360 - 2 * e,
          why: `This is the sum of the two base angles, $2(${base}^{\\circ})$. It still has to be subtracted from $180^{\\circ}$.`,
        },
      ],
      explanation: `Angles $PQS$ and $PQR$ form a linear pair, so angle $PQR = 180^{\\circ} - ${e}^{\\circ} = ${base}^{\\circ}$. Because $PQ = PR$, the angles opposite those sides are equal: angle $PRQ$ = angle $PQR = ${base}^{\\circ}$. The angles of the triangle add up to $180^{\\circ}$, so angle $QPR = 180^{\\circ} - ${base}^{\\circ} - ${base}^{\\circ} = ${key}^{\\circ}$.`,
    };
  },
  check({ e }, value) {
    // Exterior angle theorem: angle PQS equals the sum of the two remote interior angles, P and R, where R = Q = 180 - e.
    return value > 0 && value + (180 - e) === e;
  },
};

// ---------------------------------------------------------------------------------------------
// Right triangles and trigonometry
// ---------------------------------------------------------------------------------------------

const triples: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

/** The hypotenuse from two legs; values are squared lengths. `check` compares with the sum of the squares of the legs. */
const pythagoreanEasy: MathTemplate<{ a: number; b: number }, number> = {
  id: "geo-pythagorean-hypotenuse-easy",
  skill: "right-triangles-and-trigonometry",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const [p, q, r] = rng.pick(triples.slice(0, 5));
    const k = p === 3 ? rng.int(1, 5) : r <= 17 ? rng.int(1, 2) : 1;
    const [a, b, c] = [p * k, q * k, r * k];
    const context = rng.pick([
      { text: `A right triangle has legs of length ${a} and ${b}. What is the length of the hypotenuse?`, unit: "" },
      { text: `A rectangular garden is ${b} meters long and ${a} meters wide. A straight path runs diagonally from one corner of the garden to the opposite corner. What is the length of the path, in meters?`, unit: " meters" },
      { text: `A television screen is a rectangle ${b} inches wide and ${a} inches tall. What is the length of the diagonal of the screen, in inches?`, unit: " inches" },
    ]);
    return {
      params: { a, b },
      stem: context.text,
      choices: [
        { text: `$${c}$`, value: c * c, why: `By the Pythagorean theorem, $c^{2} = ${a}^{2} + ${b}^{2} = ${a * a} + ${b * b} = ${c * c}$, so $c = ${c}$.` },
        { text: `$${a + b}$`, value: (a + b) ** 2, why: `This adds the two legs. The legs and the hypotenuse are related through their squares, $a^{2} + b^{2} = c^{2}$, and the hypotenuse is always shorter than the two legs put together.` },
        { text: `$${c * c}$`, value: c ** 4, why: `This is $${a}^{2} + ${b}^{2}$, the square of the hypotenuse; the last step, taking the square root, is missing.` },
        { text: `$${sqrtTex(b * b - a * a)}$`, value: b * b - a * a, why: `This subtracts the squares, $${b}^{2} - ${a}^{2}$, which would give a leg from the hypotenuse and the other leg. The hypotenuse needs the sum of the squares of the legs.` },
      ],
      explanation: `The ${context.unit ? "diagonal splits the rectangle into two right triangles with legs" : "legs are"} ${a} and ${b}${context.unit}. By the Pythagorean theorem, $c^{2} = ${a}^{2} + ${b}^{2} = ${a * a} + ${b * b} = ${c * c}$, so $c = \\sqrt{${c * c}} = ${c}$.`,
    };
  },
  check({ a, b }, squared) {
    return squared === a * a + b * b;
  },
};

type TrigAsk = "sin" | "cos" | "tan";
type TrigRatioParams = { ask: TrigAsk; ab: number | null; bc: number | null; ac: number | null };

/** sin, cos or tan of angle A from two sides of a right triangle; `check` works with squared lengths only. */
const trigRatioMedium: MathTemplate<TrigRatioParams, Fraction> = {
  id: "geo-trig-ratio-medium",
  skill: "right-triangles-and-trigonometry",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const [p, q, r] = rng.pick(triples);
    const k = r <= 13 ? rng.int(1, 3) : 1;
    const [opp, adj] = rng.pick([true, false]) ? [p * k, q * k] : [q * k, p * k];
    const hyp = r * k;
    const ask = rng.pick(["sin", "cos", "tan"] as const);
    // The side left out is one the asked ratio needs, so the student must find it first.
    const uses = { sin: ["BC", "AB"], cos: ["AC", "AB"], tan: ["BC", "AC"] }[ask];
    const missing = rng.pick(uses);
    const sides = { AB: hyp, BC: opp, AC: adj } as Record<string, number>;
    const given = Object.keys(sides).filter((s) => s !== missing);
    const f = (n: number, d: number) => new Fraction(n, d);
    const ratio = (n: number, d: number) => texNumber(new Fraction(n, d));
    const named = {
      sinA: { value: f(opp, hyp), text: ratio(opp, hyp), why: `This is $\\sin A$, the opposite side over the hypotenuse: $${ratio(opp, hyp)}$.` },
      cosA: { value: f(adj, hyp), text: ratio(adj, hyp), why: `This is $\\cos A$, the adjacent side over the hypotenuse: $${ratio(adj, hyp)}$.` },
      tanA: { value: f(opp, adj), text: ratio(opp, adj), why: `This is $\\tan A$, the opposite side over the adjacent side: $${ratio(opp, adj)}$.` },
      tanB: { value: f(adj, opp), text: ratio(adj, opp), why: `This is the adjacent side over the opposite side, which is $\\tan B$; the ratio is upside down for angle $A$.` },
      hypOpp: { value: f(hyp, opp), text: ratio(hyp, opp), why: `This is the hypotenuse over the opposite side, the sine ratio upside down; a sine is never greater than 1.` },
      hypAdj: { value: f(hyp, adj), text: ratio(hyp, adj), why: `This is the hypotenuse over the adjacent side, the cosine ratio upside down; a cosine is never greater than 1.` },
    };
    const plan = {
      sin: ["sinA", "cosA", "tanA", "hypOpp"],
      cos: ["cosA", "sinA", "tanB", "hypAdj"],
      tan: ["tanA", "tanB", "sinA", "cosA"],
    }[ask] as (keyof typeof named)[];
    const missingLength = sides[missing]!;
    const findMissing =
      missing === "AB"
        ? `$AB = \\sqrt{${opp}^{2} + ${adj}^{2}} = \\sqrt{${hyp * hyp}} = ${hyp}$`
        : `$${missing} = \\sqrt{${hyp}^{2} - ${missing === "BC" ? adj : opp}^{2}} = \\sqrt{${missingLength * missingLength}} = ${missingLength}$`;
    const definition = { sin: "\\frac{BC}{AB}", cos: "\\frac{AC}{AB}", tan: "\\frac{BC}{AC}" }[ask];
    const keyEntry = named[plan[0]!];
    return {
      params: { ask, ab: missing === "AB" ? null : hyp, bc: missing === "BC" ? null : opp, ac: missing === "AC" ? null : adj },
      stem: `In triangle $ABC$, angle $C$ is a right angle, $${given[0]} = ${sides[given[0]!]}$, and $${given[1]} = ${sides[given[1]!]}$. What is the value of $\\${ask} A$?`,
      choices: [
        {
          text: `$${keyEntry.text}$`,
          value: keyEntry.value,
          why: `By the Pythagorean theorem, ${findMissing}. Then $\\${ask} A = ${definition} = ${keyEntry.text}$.`,
        },
        ...plan.slice(1).map((name) => ({ text: `$${named[name].text}$`, value: named[name].value, why: named[name].why })),
      ] as [
        { text: string; value: Fraction; why: string },
        { text: string; value: Fraction; why: string },
        { text: string; value: Fraction; why: string },
        { text: string; value: Fraction; why: string },
      ],
      explanation: `Side $BC$ is opposite angle $A$, side $AC$ is adjacent to it, and $AB$ is the hypotenuse. First find the missing side with the Pythagorean theorem: ${findMissing}. Then $\\${ask} A = ${definition} = ${keyEntry.text}$.`,
    };
  },
  check({ ask, ab, bc, ac }, value) {
    // Squared sides only: AB^2 = BC^2 + AC^2.
    const ab2 = ab !== null ? ab * ab : bc! * bc! + ac! * ac!;
    const bc2 = bc !== null ? bc * bc : ab2 - ac! * ac!;
    const ac2 = ac !== null ? ac * ac : ab2 - bc2;
    const [num, den] = { sin: [bc2, ab2], cos: [ac2, ab2], tan: [bc2, ac2] }[ask] as [number, number];
    return value.compare(0) > 0 && value.pow(2).mul(den).equals(num);
  },
};

/** sin(alpha) = cos(beta) for acute angles means alpha + beta = 90. `check` tests the angles. */
const complementaryMedium: MathTemplate<{ a: number; b: number; c: number; d: number }, Fraction> = {
  id: "geo-sine-cosine-complementary-medium",
  skill: "right-triangles-and-trigonometry",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const chosen = drawUntil(
      () => {
        const x = rng.int(3, 20);
        const a = rng.int(1, 4);
        const c = rng.pick([1, 2, 3, 4, 5].filter((v) => v !== a));
        const b = rng.int(-10, 30);
        const alpha = a * x + b;
        const d = 90 - alpha - c * x;
        return { x, a, b, c, d, alpha };
      },
      ({ x, a, b, c, d, alpha }) =>
        alpha >= 10 &&
        alpha <= 80 &&
        alpha !== 45 &&
        b !== 0 &&
        d !== 0 &&
        allDistinct([x, new Fraction(d - b, a - c), new Fraction(180 - b - d, a + c), new Fraction(90 + b + d, a + c)]),
    );
    const { x, a, b, c, d, alpha } = chosen;
    const key = new Fraction(x);
    const equal = new Fraction(d - b, a - c);
    const supplementary = new Fraction(180 - b - d, a + c);
    const signSlip = new Fraction(90 + b + d, a + c);
    const sum = polyTex([a + c, b + d]);
    return {
      params: { a, b, c, d },
      stem: `In the equation $\\sin ${degreesOf(a, b)} = \\cos ${degreesOf(c, d)}$, both angle measures are between $0^{\\circ}$ and $90^{\\circ}$. What is the value of $x$?`,
      choices: [
        {
          text: `$${texNumber(key)}$`,
          value: key,
          why: `The sine of an acute angle equals the cosine of its complement, so the two angles add up to $90^{\\circ}$: $${sum} = 90$ and $x = ${x}$.`,
        },
        {
          text: `$${texNumber(equal)}$`,
          value: equal,
          why: `This sets the two angle measures equal. Sine and cosine of the same acute angle are equal only at $45^{\\circ}$; in general $\\sin \\alpha = \\cos \\beta$ means the angles are complementary.`,
        },
        {
          text: `$${texNumber(supplementary)}$`,
          value: supplementary,
          why: `This makes the angles add up to $180^{\\circ}$. The cofunction relationship $\\sin \\alpha = \\cos(90^{\\circ} - \\alpha)$ pairs complementary angles, which add up to $90^{\\circ}$.`,
        },
        {
          text: `$${texNumber(signSlip)}$`,
          value: signSlip,
          why: `This sets up $${sum} = 90$ correctly but then moves the constant ${b + d} to the other side without changing its sign.`,
        },
      ],
      explanation: `For acute angles, $\\sin \\alpha = \\cos \\beta$ exactly when $\\alpha + \\beta = 90^{\\circ}$. So $(${polyTex([a, b])}) + (${polyTex([c, d])}) = 90$, which gives $${sum} = 90$, $${polyTex([a + c, 0])} = ${90 - b - d}$, and $x = ${x}$. Check: the angles are $${alpha}^{\\circ}$ and $${90 - alpha}^{\\circ}$.`,
    };
  },
  check({ a, b, c, d }, x) {
    const alpha = x.mul(a).add(b);
    const beta = x.mul(c).add(d);
    const acute = (t: Fraction) => t.compare(0) > 0 && t.compare(90) < 0;
    return acute(alpha) && acute(beta) && alpha.add(beta).equals(90);
  },
};

type RatioName = "sinA" | "cosA" | "tanA" | "sinB" | "cosB" | "tanB";
type TrigSideParams = { ratio: RatioName; r: Fraction; side: "AB" | "BC" | "AC"; length: number; ask: "perimeter" | "area" };

const ratioTex: Record<RatioName, string> = {
  sinA: "\\sin A",
  cosA: "\\cos A",
  tanA: "\\tan A",
  sinB: "\\sin B",
  cosB: "\\cos B",
  tanB: "\\tan B",
};

/** One trig ratio and one side fix a right triangle; the perimeter or area. `check` rebuilds the sides from the ratio with exact square roots. */
const trigSideHard: MathTemplate<TrigSideParams, Fraction> = {
  id: "geo-trig-ratio-perimeter-hard",
  skill: "right-triangles-and-trigonometry",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const [p, q, hypUnit] = rng.pick(triples.slice(0, 5));
    const [oppUnit, adjUnit] = rng.pick([true, false]) ? [p, q] : [q, p]; // BC and AC for k = 1
    const k = rng.int(2, hypUnit <= 13 ? 4 : 3);
    const ratio = rng.pick(["sinA", "cosA", "tanA", "sinB", "cosB", "tanB"] as const);
    const r = {
      sinA: new Fraction(oppUnit, hypUnit),
      cosB: new Fraction(oppUnit, hypUnit),
      cosA: new Fraction(adjUnit, hypUnit),
      sinB: new Fraction(adjUnit, hypUnit),
      tanA: new Fraction(oppUnit, adjUnit),
      tanB: new Fraction(adjUnit, oppUnit),
    }[ratio];
    const sides = { AB: hypUnit * k, BC: oppUnit * k, AC: adjUnit * k };
    const side = rng.pick(["AB", "BC", "AC"] as const);
    const length = sides[side];
    const ask = rng.pick(["perimeter", "area"] as const);
    const perimeter = sides.AB + sides.BC + sides.AC;
    const area = new Fraction(sides.BC * sides.AC, 2);
    const key = ask === "perimeter" ? new Fraction(perimeter) : area;
    const unitRatio = `${ratioTex[ratio]} = ${texNumber(r)}`;
    const sideNames = { AB: "the hypotenuse $AB$", BC: "side $BC$", AC: "side $AC$" };
    const legs = `$BC = ${sides.BC}$ and $AC = ${sides.AC}$`;
    return {
      params: { ratio, r, side, length, ask },
      stem: `In right triangle $ABC$, angle $C$ is the right angle, $${unitRatio}$, and $${side} = ${length}$. What is the ${ask} of triangle $ABC$?`,
      answer: { key: key.toFraction(), value: key },
      explanation: `Since $${unitRatio}$, the sides of triangle $ABC$ are proportional to those of a right triangle with $BC = ${oppUnit}$, $AC = ${adjUnit}$, and hypotenuse $AB = \\sqrt{${oppUnit}^{2} + ${adjUnit}^{2}} = ${hypUnit}$. In triangle $ABC$, ${sideNames[side]} is ${length}, which is ${k} times ${side === "AB" ? hypUnit : side === "BC" ? oppUnit : adjUnit}, so every side is ${k} times as long: ${legs}, and $AB = ${sides.AB}$. ${
        ask === "perimeter"
          ? `The perimeter is $${sides.AB} + ${sides.BC} + ${sides.AC} = ${perimeter}$.`
          : `The legs are perpendicular, so the area is $\\frac{1}{2} \\cdot ${sides.BC} \\cdot ${sides.AC} = ${texNumber(area)}$.`
      }`,
    };
  },
  check({ ratio, r, side, length, ask }, value) {
    // Work with sin A and cos A of the triangle, recovered from the given ratio with exact square roots.
    const one = new Fraction(1);
    let sinA: Fraction | undefined;
    let cosA: Fraction | undefined;
    if (ratio === "sinA" || ratio === "cosB") [sinA, cosA] = [r, rationalSqrt(one.sub(r.pow(2)))];
    else if (ratio === "cosA" || ratio === "sinB") [cosA, sinA] = [r, rationalSqrt(one.sub(r.pow(2)))];
    else {
      const tanA = ratio === "tanA" ? r : one.div(r);
      const secA = rationalSqrt(one.add(tanA.pow(2)));
      if (!secA) return false;
      cosA = one.div(secA);
      sinA = tanA.mul(cosA);
    }
    if (!sinA || !cosA) return false;
    const hyp = side === "AB" ? new Fraction(length) : new Fraction(length).div(side === "BC" ? sinA : cosA);
    const bc = hyp.mul(sinA);
    const ac = hyp.mul(cosA);
    return (ask === "perimeter" ? hyp.add(bc).add(ac) : bc.mul(ac).div(2)).equals(value);
  },
};

// ---------------------------------------------------------------------------------------------
// Circles
// ---------------------------------------------------------------------------------------------

/** A circle's area from its diameter, as a multiple of pi; `check` uses area = (1/2) * circumference * radius. */
const circleAreaEasy: MathTemplate<{ d: number }, Fraction> = {
  id: "geo-circle-area-easy",
  skill: "circles",
  difficulty: "easy",
  type: "mcq",
  generate(rng) {
    const r = rng.pick([3, 5, 6, 7, 8, 9, 10, 11, 12, 15]);
    const d = 2 * r;
    const context = rng.pick([
      { text: `A circular rug has a diameter of ${d} feet. What is the area of the rug, in square feet?`, unit: "square feet" },
      { text: `A circle has a diameter of ${d} centimeters. What is the area of the circle, in square centimeters?`, unit: "square centimeters" },
      { text: `A round table top has a diameter of ${d} inches. What is the area of the table top, in square inches?`, unit: "square inches" },
    ]);
    const key = new Fraction(r * r);
    return {
      params: { d },
      stem: context.text,
      choices: [
        { text: `$${piTex(key)}$`, value: key, why: `The radius is half the diameter, ${r}, and the area is $\\pi r^{2} = \\pi(${r})^{2} = ${piTex(key)}$.` },
        { text: `$${piTex(d * d)}$`, value: new Fraction(d * d), why: `This uses the diameter, ${d}, as the radius in $\\pi r^{2}$. The radius is $\\frac{${d}}{2} = ${r}$.` },
        { text: `$${piTex(d)}$`, value: new Fraction(d), why: `This is $\\pi d$, the circumference of the circle, which is a length, not an area.` },
        { text: `$${piTex(r)}$`, value: new Fraction(r), why: `This finds the radius, ${r}, but does not square it: the area is $\\pi r^{2}$, not $\\pi r$.` },
      ],
      explanation: `The radius is half the diameter: $r = \\frac{${d}}{2} = ${r}$. The area is $\\pi r^{2} = \\pi(${r})^{2} = ${piTex(key)}$ ${context.unit}.`,
    };
  },
  check({ d }, value) {
    // Area = (1/2)(circumference)(radius) = (1/2)(d pi)(d/2).
    return new Fraction(d).mul(new Fraction(d, 2)).div(2).equals(value);
  },
};

/** Arc length from a central angle, as a multiple of pi; `check` compares the arc's share of the circumference with the angle's share of 360. */
const arcLengthMedium: MathTemplate<{ r: number; theta: number }, Fraction> = {
  id: "geo-arc-length-medium",
  skill: "circles",
  difficulty: "medium",
  type: "mcq",
  generate(rng) {
    const { r, theta } = drawUntil(
      () => ({ r: rng.pick([3, 5, 6, 8, 9, 10, 12, 15, 18]), theta: rng.pick([20, 30, 36, 40, 45, 60, 72, 80, 90, 120, 135, 144, 150, 160]) }),
      ({ r, theta }) =>
        allDistinct([new Fraction(r * theta, 180), new Fraction(r * r * theta, 360), new Fraction(r * theta, 360), new Fraction(r * (360 - theta), 180)]),
    );
    const key = new Fraction(r * theta, 180);
    const sector = new Fraction(r * r * theta, 360);
    const halfCircumference = new Fraction(r * theta, 360);
    const major = new Fraction(r * (360 - theta), 180);
    const share = new Fraction(theta, 360);
    return {
      params: { r, theta },
      stem: `A circle has center $O$ and a radius of ${r} centimeters. Points $A$ and $B$ lie on the circle, and central angle $AOB$ measures $${theta}^{\\circ}$. What is the length, in centimeters, of minor arc $AB$?`,
      choices: [
        {
          text: `$${piTex(key)}$`,
          value: key,
          why: `The arc is $\\frac{${theta}}{360} = ${texNumber(share)}$ of the circumference $2\\pi(${r}) = ${piTex(2 * r)}$: $${texNumber(share)} \\cdot ${piTex(2 * r)} = ${piTex(key)}$.`,
        },
        {
          text: `$${piTex(sector)}$`,
          value: sector,
          why: `This is $${texNumber(share)}$ of the circle's area, $\\pi r^{2}$, which is the area of the sector, not the length of the arc.`,
        },
        {
          text: `$${piTex(halfCircumference)}$`,
          value: halfCircumference,
          why: `This uses $\\pi r$ as the circumference. The circumference is $2\\pi r$, so this is half the arc length.`,
        },
        {
          text: `$${piTex(major)}$`,
          value: major,
          why: `This is the length of the major arc, $\\frac{${360 - theta}}{360}$ of the circumference; the minor arc is the one cut off by the $${theta}^{\\circ}$ angle.`,
        },
      ],
      explanation: `An arc's length is the same fraction of the circumference as its central angle is of $360^{\\circ}$. The circumference is $2\\pi(${r}) = ${piTex(2 * r)}$, and $\\frac{${theta}}{360} = ${texNumber(share)}$, so minor arc $AB$ has length $${texNumber(share)} \\cdot ${piTex(2 * r)} = ${piTex(key)}$ centimeters.`,
    };
  },
  check({ r, theta }, value) {
    // arc / (2 pi r) = theta / 360, with the arc written as value * pi.
    return value.mul(360).equals(2 * r * theta);
  },
};

/** x^2 + y^2 + Dx + Ey + F = 0: radius or area by completing the square; `check` substitutes a point of the circle. */
const circleEquationHard: MathTemplate<{ D: number; E: number; F: number; ask: "radius" | "area" }, Fraction> = {
  id: "geo-circle-equation-radius-hard",
  skill: "circles",
  difficulty: "hard",
  type: "spr",
  generate(rng) {
    const nonzero = [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const { h, k, r } = drawUntil(
      () => ({ h: rng.pick(nonzero), k: rng.pick(nonzero), r: rng.int(2, 12) }),
      ({ h, k, r }) => h * h + k * k !== r * r,
    );
    const D = -2 * h;
    const E = -2 * k;
    const F = h * h + k * k - r * r;
    const ask = rng.pick(["radius", "area"] as const);
    const key = new Fraction(ask === "radius" ? r : r * r);
    const equation = `x^{2} + y^{2}${plusTerm(D, "x")}${plusTerm(E, "y")}${plusTerm(F)} = 0`;
    const completed = `(${polyTex([1, -h])})^{2} + (${polyTex([1, -k], "y")})^{2} = ${r * r}`;
    return {
      params: { D, E, F, ask },
      stem:
        ask === "radius"
          ? `In the xy-plane, the graph of $${equation}$ is a circle. What is the radius of the circle?`
          : `In the xy-plane, the graph of $${equation}$ is a circle. The area of the circle is $n\\pi$ square units. What is the value of $n$?`,
      answer: { key: key.toString(), value: key },
      explanation: `Complete the square in $x$ and in $y$. Half of ${D} is ${-h} and $(${-h})^{2} = ${h * h}$; half of ${E} is ${-k} and $(${-k})^{2} = ${k * k}$. Adding these to both sides and moving the constant gives $${completed}$, since $${h * h} + ${k * k}${plusTerm(-F)} = ${r * r}$. So the center is $(${h}, ${k})$ and $r^{2} = ${r * r}$, so the radius is ${r}${ask === "area" ? ` and the area is $\\pi r^{2} = ${piTex(r * r)}$, so $n = ${r * r}$` : ""}.`,
    };
  },
  check({ D, E, F, ask }, value) {
    const lhs = (x: Fraction, y: Fraction) => x.pow(2).add(y.pow(2)).add(x.mul(D)).add(y.mul(E)).add(F);
    const h = new Fraction(-D, 2);
    const k = new Fraction(-E, 2);
    if (value.compare(0) <= 0) return false;
    // At the center, the left side equals -r^2.
    if (ask === "area") return lhs(h, k).neg().equals(value);
    return lhs(h.add(value), k).equals(0) && lhs(h, k.sub(value)).equals(0);
  },
};

/** An inscribed angle intercepts an arc twice its measure; the minor arc's length. `check` recovers the central angle from the arc. */
const inscribedArcHard: MathTemplate<{ r: number; phi: number }, Fraction> = {
  id: "geo-inscribed-angle-arc-hard",
  skill: "circles",
  difficulty: "hard",
  type: "mcq",
  generate(rng) {
    const { r, phi } = drawUntil(
      () => ({ r: rng.pick([3, 4, 5, 6, 8, 9, 10, 12, 15, 18]), phi: rng.pick([20, 24, 25, 30, 36, 40, 45, 50, 54, 60, 70, 72, 75, 80]) }),
      ({ r, phi }) =>
        allDistinct([new Fraction(r * phi, 90), new Fraction(r * phi, 180), new Fraction(r * (180 - phi), 90), new Fraction(r * r * phi, 180)]),
    );
    const central = 2 * phi;
    const key = new Fraction(r * phi, 90);
    const asCentral = new Fraction(r * phi, 180);
    const major = new Fraction(r * (180 - phi), 90);
    const sector = new Fraction(r * r * phi, 180);
    return {
      params: { r, phi },
      stem: `Points $A$, $B$, and $C$ lie on a circle with a radius of ${r} inches, and point $C$ is not on minor arc $AB$. Inscribed angle $ACB$ measures $${phi}^{\\circ}$. What is the length, in inches, of minor arc $AB$?`,
      choices: [
        {
          text: `$${piTex(key)}$`,
          value: key,
          why: `The central angle that intercepts the same arc is twice the inscribed angle, $${central}^{\\circ}$, so the arc is $\\frac{${central}}{360}$ of the circumference $${piTex(2 * r)}$: $${piTex(key)}$.`,
        },
        {
          text: `$${piTex(asCentral)}$`,
          value: asCentral,
          why: `This treats the inscribed angle as a central angle. An inscribed angle is half the central angle that intercepts the same arc, so the arc's angle is $${central}^{\\circ}$, not $${phi}^{\\circ}$.`,
        },
        {
          text: `$${piTex(major)}$`,
          value: major,
          why: `This is the major arc, $\\frac{${360 - central}}{360}$ of the circumference. The inscribed angle at $C$ intercepts the minor arc $AB$, which is opposite $C$.`,
        },
        {
          text: `$${piTex(sector)}$`,
          value: sector,
          why: `This is $\\frac{${central}}{360}$ of the circle's area, $\\pi r^{2}$: the area of the sector, not the length of the arc.`,
        },
      ],
      explanation: `An inscribed angle is half of the central angle that intercepts the same arc, so minor arc $AB$ has a central angle of $2 \\cdot ${phi}^{\\circ} = ${central}^{\\circ}$. The circumference is $2\\pi(${r}) = ${piTex(2 * r)}$, so the arc length is $\\frac{${central}}{360} \\cdot ${piTex(2 * r)} = ${piTex(key)}$ inches.`,
    };
  },
  check({ r, phi }, value) {
    // The arc value * pi is (central / 360) of 2 pi r; the central angle must be twice the inscribed angle, and under 180.
    const central = value.mul(360).div(2 * r);
    return central.equals(2 * phi) && central.compare(180) < 0;
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const geometryTemplates: MathTemplate<any, any>[] = [
  boxVolumeEasy,
  cylinderVolumeMedium,
  cubeVolumeMedium,
  similarSolidsHard,
  triangleAngleEasy,
  parallelLinesMedium,
  similarTrianglesHard,
  isoscelesExteriorHard,
  pythagoreanEasy,
  trigRatioMedium,
  complementaryMedium,
  trigSideHard,
  circleAreaEasy,
  arcLengthMedium,
  circleEquationHard,
  inscribedArcHard,
];
