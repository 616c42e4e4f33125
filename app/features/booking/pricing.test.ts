import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASKET_DISCOUNT_MIN_ITEMS, centsToDollars, priceBasket, splitCommission } from "./pricing";

const prices = fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 25 });

describe("priceBasket", () => {
  it("charges the subtotal for one or two items", () => {
    expect(priceBasket([6000])).toEqual({ subtotalCents: 6000, discountCents: 0, totalCents: 6000, itemTotalsCents: [6000] });
    expect(priceBasket([6000, 8500])).toEqual({ subtotalCents: 14500, discountCents: 0, totalCents: 14500, itemTotalsCents: [6000, 8500] });
    expect(priceBasket([])).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0, itemTotalsCents: [] });
  });

  it("takes 10% off at three items and spreads it over them", () => {
    expect(priceBasket([6000, 8000, 4500])).toEqual({
      subtotalCents: 18500,
      discountCents: 1850,
      totalCents: 16650,
      itemTotalsCents: [5400, 7200, 4050],
    });
  });

  it("rounds the discount to the nearest cent and the shares add up", () => {
    // 10% of 10 005 is 1000.5: rounds to 1001.
    const price = priceBasket([3335, 3335, 3335]);
    expect(price).toMatchObject({ subtotalCents: 10005, discountCents: 1001, totalCents: 9004 });
    expect(price.itemTotalsCents).toEqual([3001, 3001, 3002]);
  });

  it("keeps its arithmetic for any basket", () => {
    fc.assert(
      fc.property(prices, (items) => {
        const price = priceBasket(items);
        const subtotal = items.reduce((a, b) => a + b, 0);
        expect(price.subtotalCents).toBe(subtotal);
        expect(price.discountCents).toBe(items.length >= BASKET_DISCOUNT_MIN_ITEMS ? Math.round(subtotal / 10) : 0);
        expect(price.totalCents).toBe(price.subtotalCents - price.discountCents);
        expect(price.itemTotalsCents.reduce((a, b) => a + b, 0)).toBe(price.totalCents);
        expect(price.itemTotalsCents).toHaveLength(items.length);
        for (const [i, total] of price.itemTotalsCents.entries()) {
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBeLessThanOrEqual(items[i]!);
          expect(total).toBeGreaterThanOrEqual(0);
          // Each share is the item's proportional part of the discount, within a cent.
          if (subtotal > 0) expect(Math.abs(items[i]! - total - (items[i]! * price.discountCents) / subtotal)).toBeLessThan(1);
        }
      }),
    );
  });

  it("refuses amounts that are not whole, non-negative cents", () => {
    expect(() => priceBasket([10.5])).toThrow(RangeError);
    expect(() => priceBasket([-1])).toThrow(RangeError);
  });
});

describe("splitCommission", () => {
  it("keeps 20% for the platform, rounded to the cent", () => {
    expect(splitCommission(6000)).toEqual({ platformFeeCents: 1200, mentorPayoutCents: 4800 });
    expect(splitCommission(5402)).toEqual({ platformFeeCents: 1080, mentorPayoutCents: 4322 });
    expect(splitCommission(5403)).toEqual({ platformFeeCents: 1081, mentorPayoutCents: 4322 });
    expect(splitCommission(0)).toEqual({ platformFeeCents: 0, mentorPayoutCents: 0 });
  });

  it("fee and payout always add up to the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const { platformFeeCents, mentorPayoutCents } = splitCommission(amount);
        expect(platformFeeCents + mentorPayoutCents).toBe(amount);
        expect(platformFeeCents).toBe(Math.round(amount / 5));
        expect(Number.isInteger(platformFeeCents) && platformFeeCents >= 0 && mentorPayoutCents >= 0).toBe(true);
      }),
    );
  });
});

describe("centsToDollars", () => {
  it("shows two decimals", () => {
    expect([16650, 6000, 5, 0].map(centsToDollars)).toEqual(["166.50", "60.00", "0.05", "0.00"]);
  });
});
