// Formatters every card or leaderboard row uses, made once per locale: an Intl.NumberFormat costs
// more to build than a card to render (decision 0012).

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
