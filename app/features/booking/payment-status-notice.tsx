import { AlertTriangle, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useRevalidator } from "react-router";
import type { CheckoutSummaryStatus } from "./get-checkout-summary.server";

/** How often and how long a page waits for the payment event before asking for a refresh. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 15;

/**
 * The browser can return from the payment page before the provider's event reaches us: while the
 * checkout is pending, the page's loader runs again a few times until it is paid.
 */
export function usePollWhilePending(status: CheckoutSummaryStatus | null): { waiting: boolean; gaveUp: boolean } {
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const pending = status === "pending";
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!pending || !idle || attempts >= PAYMENT_POLL_ATTEMPTS) return;
    const timer = window.setTimeout(() => {
      setAttempts((n) => n + 1);
      void revalidator.revalidate();
    }, PAYMENT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, idle, attempts, revalidator]);
  return { waiting: pending && attempts < PAYMENT_POLL_ATTEMPTS, gaveUp: pending && attempts >= PAYMENT_POLL_ATTEMPTS };
}

/** Nothing once paid; a waiting note while pending; a clear message when the checkout ended unpaid. */
export function PaymentStatusNotice({ status }: { status: CheckoutSummaryStatus | null }) {
  const { t } = useTranslation("booking");
  const { waiting } = usePollWhilePending(status);
  if (status === "pending") {
    return (
      <p role="status" data-testid="payment-pending" className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-left text-sm text-amber-900">
        {waiting ? <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" /> : null}
        {waiting ? t("confirmation.pending") : t("confirmation.stillPending")}
      </p>
    );
  }
  if (status === "closed") {
    return (
      <p role="alert" data-testid="payment-closed" className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-left text-sm text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("confirmation.closed")}
      </p>
    );
  }
  return null;
}
