import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { findCountry } from "~content/countries";

// Flags are the SVGs of the flag-icons package (MIT), read from node_modules and served from our
// own origin: no third-party image host, nothing inlined into the page's JavaScript.
const flagsDir = path.join(path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");

const cache = new Map<string, Promise<string>>();

/** The 4:3 SVG of a country in content/countries.ts, or undefined for any other code. */
export async function readFlagSvg(code: string): Promise<string | undefined> {
  const country = /^[a-z]{2}$/i.test(code) ? findCountry(code) : undefined;
  if (!country) return undefined;
  let svg = cache.get(country.code);
  if (!svg) {
    svg = readFile(path.join(flagsDir, `${country.code.toLowerCase()}.svg`), "utf8");
    // A failed read is not remembered: the next request tries again.
    svg.catch(() => cache.delete(country.code));
    cache.set(country.code, svg);
  }
  return svg;
}
