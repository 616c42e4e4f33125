import type { TFunction } from "~/lib/translator";

// Text that every card or leaderboard row repeats with different values ("Schedule Meeting with
// {{name}}", "{{count}} reviews"). A list page asks for it a hundred times and each i18next call
// copies its whole options object, so the translation is made once per language, key and count
// with markers in place of the values, and the values are put in with a string replace.

const templates = new Map<string, string>();
/** Enough for every key and review count in practice; past it the cache starts again. */
const MAX_TEMPLATES = 2000;

const marker = (index: number) => `\u0001${index}\u0001`;

export function repeatedText(
  t: TFunction,
  language: string,
  key: string,
  values: Record<string, string | number> = {},
  count?: number,
): string {
  const names = Object.keys(values);
  const cacheKey = `${language}\u0000${key}\u0000${names.join(",")}\u0000${count ?? ""}`;
  let template = templates.get(cacheKey);
  if (template === undefined) {
    const options: Record<string, string | number> = Object.fromEntries(names.map((name, i) => [name, marker(i)]));
    if (count !== undefined) options.count = count;
    template = (t as unknown as (key: string, options: object) => string)(key, options);
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    templates.set(cacheKey, template);
  }
  let text = template;
  names.forEach((name, i) => {
    text = text.replaceAll(marker(i), String(values[name]));
  });
  return text;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A rating such as 4.7 in the locale's digits; the formatter is made once per locale. */
export function formatRating(rating: number, intlLocale: string): string {
  let format = numberFormats.get(intlLocale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    numberFormats.set(intlLocale, format);
  }
  return format.format(rating);
}

const prices = new Map<string, string>();

/** formatPrice, remembered: prices are a handful of values (spec: $35-85 in steps of $5). */
export function cachedPrice(cents: number, language: string, format: (cents: number, language: string) => string): string {
  const key = `${language}\u0000${cents}`;
  let text = prices.get(key);
  if (text === undefined) {
    text = format(cents, language);
    if (prices.size >= MAX_TEMPLATES) prices.clear();
    prices.set(key, text);
  }
  return text;
}
