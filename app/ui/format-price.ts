import type { TFunction } from "~/lib/translator";
import { isChinese } from "~/lib/i18n";
import { numberFormat } from "~/lib/intl-formats";

/** Chinese mode shows prices converted at this rate (spec: 7.24 yuan per dollar). */
export const CNY_PER_USD = 7.24;

/** An amount in US cents as charged: in dollars whatever the interface language. */
export function formatUsd(cents: number): string {
  // Made on first use (`numberFormat`), not as the module loads: pages such as home show no amount.
  return numberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A price held in US cents, shown in dollars, or in yuan when the interface is Chinese. */
export function formatPrice(cents: number, language: string): string {
  if (isChinese(language)) {
    return numberFormat("zh-CN", { style: "currency", currency: "CNY" }).format((cents / 100) * CNY_PER_USD);
  }
  return formatUsd(cents);
}

/**
 * An amount as charged: in dollars, which is what the payment takes; in Chinese followed by its
 * yuan equivalent, the currency the booking page showed ("$189.00（约 ¥1,368.36）").
 */
export function formatCharged(cents: number, language: string, t: TFunction): string {
  const usd = formatUsd(cents);
  return isChinese(language) ? t("common:price.chargedWithYuan", { usd, yuan: formatPrice(cents, language) }) : usd;
}

/** A whole-unit price range such as "$35-85", or "¥253-615" in Chinese. */
export function formatPriceRange(minDollars: number, maxDollars: number, language: string): string {
  if (isChinese(language)) {
    return `¥${Math.round(minDollars * CNY_PER_USD)}-${Math.round(maxDollars * CNY_PER_USD)}`;
  }
  return `$${minDollars}-${maxDollars}`;
}
