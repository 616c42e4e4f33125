import { intlLocale, type Locale } from "~/lib/i18n";
import { formatUsd } from "~/ui/format-price";
import type { LocalPaymentView } from "./local-payment-page";
import { PAYMENT_TIME_ZONE, type LocalPayment } from "./local-payment.server";

/** What the local payment page shows: amounts in dollars (as charged), times in US Eastern with the zone. */
export function toLocalPaymentView(payment: LocalPayment, locale: Locale): LocalPaymentView {
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: PAYMENT_TIME_ZONE,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return {
    payable: payment.payable,
    cancelUrl: payment.cancelUrl,
    subtotal: formatUsd(payment.subtotalCents),
    discount: payment.discountCents > 0 ? formatUsd(payment.discountCents) : null,
    total: formatUsd(payment.totalCents),
    items: payment.items.map((item) => ({
      mentorName: item.mentorName,
      sessionType: item.sessionType,
      description: item.description,
      when: item.startsAt ? when.format(new Date(item.startsAt)) : null,
      amount: formatUsd(item.amountCents),
    })),
  };
}
