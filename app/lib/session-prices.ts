// What a mentor may charge (spec §5, §9), in whole dollars: the pricing form, the server's schema
// and the database's checks read these. Browser-safe.

export interface PriceRange {
  min: number;
  max: number;
  step: number;
  /** A new mentor's price. */
  default: number;
}

export const SESSION_PRICE: PriceRange = { min: 35, max: 85, step: 5, default: 60 };
export const SAT_PRICE: PriceRange = { min: 55, max: 105, step: 5, default: 80 };

/** Every allowed price of a range, lowest first. */
export function priceChoices(range: PriceRange): number[] {
  const choices: number[] = [];
  for (let dollars = range.min; dollars <= range.max; dollars += range.step) choices.push(dollars);
  return choices;
}

export function isAllowedPrice(range: PriceRange, dollars: number): boolean {
  return Number.isInteger(dollars) && dollars >= range.min && dollars <= range.max && (dollars - range.min) % range.step === 0;
}
