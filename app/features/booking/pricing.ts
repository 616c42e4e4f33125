// Basket totals and the platform's commission, in integer cents. Pure and browser-safe: the
// basket shows the same numbers the server charges (the server recomputes them from the database).

export const BASKET_DISCOUNT_MIN_ITEMS = 3;
export const BASKET_DISCOUNT_PERCENT = 10;
export const PLATFORM_COMMISSION_PERCENT = 20;

export interface BasketPrice {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** What each item costs after its share of the discount; these add up to totalCents. */
  itemTotalsCents: number[];
}

/** `percent`% of a whole number of cents, rounded to the nearest cent (halves up). */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
}

/** Subtotal, the 10% discount at 3 or more items, total, and each item's share of it. */
export function priceBasket(itemCents: readonly number[]): BasketPrice {
  itemCents.forEach(assertCents);
  const subtotalCents = itemCents.reduce((sum, cents) => sum + cents, 0);
  const discountCents = itemCents.length >= BASKET_DISCOUNT_MIN_ITEMS ? percentOf(subtotalCents, BASKET_DISCOUNT_PERCENT) : 0;
  return {
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    itemTotalsCents: spreadDiscount(itemCents, discountCents, subtotalCents),
  };
}

// Each item takes the discount in proportion to its price; the cents lost to rounding down go to
// the items with the largest remainders (earlier items first on ties), so the shares add up exactly.
function spreadDiscount(itemCents: readonly number[], discountCents: number, subtotalCents: number): number[] {
  if (discountCents === 0 || subtotalCents === 0) return [...itemCents];
  const shares = itemCents.map((cents, index) => {
    const exact = cents * discountCents;
    return { index, share: Math.floor(exact / subtotalCents), remainder: exact % subtotalCents };
  });
  let left = discountCents - shares.reduce((sum, s) => sum + s.share, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    s.share += 1;
    left -= 1;
  }
  return itemCents.map((cents, index) => cents - shares[index]!.share);
}

/** The platform's 20% (rounded to the cent) and the mentor's rest; they always add up to the amount. */
export function splitCommission(amountCents: number): { platformFeeCents: number; mentorPayoutCents: number } {
  assertCents(amountCents);
  const platformFeeCents = percentOf(amountCents, PLATFORM_COMMISSION_PERCENT);
  return { platformFeeCents, mentorPayoutCents: amountCents - platformFeeCents };
}

/** Cents as dollars with 2 decimals ("123.45"), as the confirmation URL carries the amount. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
