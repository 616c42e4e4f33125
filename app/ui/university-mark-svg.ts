import type { University } from "~content/universities";

const SHIELD = "M24 1.5 45 8.5v18.2c0 13.1-8.7 23.4-21 27.8C11.7 50.1 3 39.8 3 26.7V8.5z";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * A locally drawn shield badge in the school's colour with its abbreviation, as an SVG document.
 * Not the school's logo: we never fetch or reproduce trademarks. Served as a cacheable image so
 * pages listing many schools stay small.
 */
export function universityMarkSvg(university: Pick<University, "en" | "short" | "color">): string {
  const text = escapeXml(university.short);
  const color = /^#[0-9a-f]{6}$/i.test(university.color) ? university.color : "#334155";
  const fontSize = university.short.length <= 2 ? 15 : university.short.length === 3 ? 13 : 11;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 56" role="img">`,
    `<title>${escapeXml(university.en)}</title>`,
    `<path d="${SHIELD}" fill="${color}"/>`,
    `<path d="${SHIELD}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5" transform="translate(2.4 2.8) scale(0.9)"/>`,
    `<text x="24" y="29" text-anchor="middle" dominant-baseline="middle" fill="${textColorOn(color)}" font-size="${fontSize}"`,
    ` font-weight="700" font-family="ui-sans-serif, system-ui, sans-serif" letter-spacing="0.02em">${text}</text>`,
    `</svg>`,
  ].join("");
}

/** White text unless the school colour is too light for it (e.g. Columbia or Carolina blue). */
export function textColorOn(hex: string): string {
  const dark = "#0f1733";
  return contrast(hex, "#ffffff") >= contrast(hex, dark) ? "#ffffff" : dark;
}

function luminance(hex: string): number {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!value) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
