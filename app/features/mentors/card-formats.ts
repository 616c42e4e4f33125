import { numberFormat } from "~/lib/intl-formats";

// Formats every card or leaderboard row uses: an Intl.NumberFormat costs more to build than a card
// to render (decision 0012), so it is made once (`numberFormat`).

/** A rating such as 4.7 in the locale's digits. */
export function formatRating(rating: number, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

const prices = new Map<string, string>();
/** Enough for every price and language in practice; past it the cache starts again. */
const MAX_PRICES = 200;

/** formatPrice, remembered: prices are a handful of values (spec: $35-85 in steps of $5). */
export function cachedPrice(cents: number, language: string, format: (cents: number, language: string) => string): string {
  const key = `${language}\u0000${cents}`;
  let text = prices.get(key);
  if (text === undefined) {
    text = format(cents, language);
    if (prices.size >= MAX_PRICES) prices.clear();
    prices.set(key, text);
  }
  return text;
}
