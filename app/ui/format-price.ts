import { isChinese } from "~/lib/i18n";

/** Chinese mode shows prices converted at this rate (spec: 7.24 yuan per dollar). */
export const CNY_PER_USD = 7.24;

/** A price held in US cents, shown in dollars, or in yuan when the interface is Chinese. */
export function formatPrice(cents: number, language: string): string {
  const dollars = cents / 100;
  if (isChinese(language)) {
    return new Intl.NumberFormat("zh-CN", { style: "currency", currency: "CNY" }).format(dollars * CNY_PER_USD);
  }
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(dollars);
}

/** A whole-unit price range such as "$35-85", or "¥253-615" in Chinese. */
export function formatPriceRange(minDollars: number, maxDollars: number, language: string): string {
  if (isChinese(language)) {
    return `¥${Math.round(minDollars * CNY_PER_USD)}-${Math.round(maxDollars * CNY_PER_USD)}`;
  }
  return `$${minDollars}-${maxDollars}`;
}
