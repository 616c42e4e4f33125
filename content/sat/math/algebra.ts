import Fraction from "fraction.js";
import type { MathTemplate } from "./template";
import { leadTerm, plusTerm, texNumber } from "./tex";

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const algebraTemplates: MathTemplate<any, any>[] = [linearOneVariableEasy];
