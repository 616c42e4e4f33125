import { intlLocale, type Locale } from "~/lib/i18n";
import { serverT } from "~/lib/i18n.server";
import { zonedDateTimeFormat } from "~/lib/time-zone";
import { formatCharged } from "~/ui/format-price";
import type { LocalPaymentView } from "./local-payment-page";
import { PAYMENT_TIME_ZONE, type LocalPayment } from "./local-payment.server";

/**
 * What the local payment page shows: amounts in dollars (as charged), in Chinese with the yuan
 * equivalent the booking page showed; times in US Eastern with the zone named in words.
 */
export function toLocalPaymentView(payment: LocalPayment, locale: Locale): LocalPaymentView {
  const t = serverT(locale);
  const money = (cents: number) => formatCharged(cents, locale, t);
  const when = zonedDateTimeFormat(intlLocale(locale), {
    timeZone: PAYMENT_TIME_ZONE,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return {
    payable: payment.payable,
    cancelUrl: payment.cancelUrl,
    subtotal: money(payment.subtotalCents),
    discount: payment.discountCents > 0 ? money(payment.discountCents) : null,
    total: money(payment.totalCents),
    items: payment.items.map((item) => ({
      mentorName: item.mentorName,
      sessionType: item.sessionType,
      description: item.description,
      when: item.startsAt ? when.format(new Date(item.startsAt)) : null,
      amount: money(item.amountCents),
    })),
  };
}
