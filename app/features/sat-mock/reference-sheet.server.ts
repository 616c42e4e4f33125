import { renderSatText } from "~/features/sat-practice/render-item.server";

/** The facts and formulas the SAT gives every student during math, rendered once (KaTeX to MathML). */
const sheet = [
  ["circle", "$A = \\pi r^2$, $\\quad C = 2\\pi r$"],
  ["rectangle", "$A = \\ell w$"],
  ["triangle", "$A = \\tfrac{1}{2} b h$"],
  ["pythagorean", "$c^2 = a^2 + b^2$"],
  ["triangle306090", "$x,\\ x\\sqrt{3},\\ 2x$"],
  ["triangle454590", "$s,\\ s,\\ s\\sqrt{2}$"],
  ["circleMeasure", "$360^\\circ = 2\\pi \\text{ rad}$"],
  ["triangleAngles", "$\\angle A + \\angle B + \\angle C = 180^\\circ$"],
  ["prism", "$V = \\ell w h$"],
  ["cylinder", "$V = \\pi r^2 h$"],
  ["sphere", "$V = \\tfrac{4}{3}\\pi r^3$"],
  ["cone", "$V = \\tfrac{1}{3}\\pi r^2 h$"],
  ["pyramid", "$V = \\tfrac{1}{3}\\ell w h$"],
] as const;

let rendered: { key: string; html: string }[] | undefined;

export function referenceSheetHtml(): { key: string; html: string }[] {
  rendered ??= sheet.map(([key, tex]) => ({ key, html: renderSatText(tex, "inline") }));
  return rendered;
}
