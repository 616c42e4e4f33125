import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { formatCharged } from "~/ui/format-price";
import { clearAffiliateSource } from "./affiliate-capture";
import type { CheckoutSummaryStatus } from "./get-checkout-summary.server";
import { PaymentStatusNotice } from "./payment-status-notice";

export interface PurchaseConfirmationPageProps {
  /** The amount paid, in US cents (from the page's `amount` query value; 0 when absent). */
  amountCents: number;
  /** The checkout's state when the page could read it (signed in, own checkout), else null. */
  status: CheckoutSummaryStatus | null;
  /** What was bought, when the page could read the checkout: sessions, or the mock exams. */
  kind?: "basket" | "single_meeting" | "mock" | null;
}

/** After paying for a basket: the amount (USD, with its yuan in Chinese) and the ways on. */
export function PurchaseConfirmationPage({ amountCents, status, kind = null }: PurchaseConfirmationPageProps) {
  const mock = kind === "mock";
  const { t, i18n } = useTranslation("booking");
  // The sale is recorded against the affiliate on the server when the payment arrives; here the
  // stored source has done its job (spec: cleared after the conversion).
  useEffect(() => {
    clearAffiliateSource();
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="purchase-confirmation">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <PartyPopper className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950">
        {status === "closed" ? t("confirmation.purchase.notCompleted") : t("confirmation.purchase.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t(mock ? "confirmation.purchase.mockSubtitle" : "confirmation.purchase.subtitle")}</p>
      <p className="mt-6 text-sm text-slate-600">
        {t("confirmation.purchase.amount")}{" "}
        <span className="text-2xl font-bold text-brand-950" data-testid="purchase-amount">
          {formatCharged(amountCents, i18n.language, t)}
        </span>
      </p>
      {status ? (
        <div className="mt-6">
          <PaymentStatusNotice status={status} />
        </div>
      ) : null}
      <p className="mt-6 text-sm text-slate-700">{t(mock ? "confirmation.purchase.mockAccess" : "confirmation.purchase.linksByEmail")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {mock ? <ButtonLink to="/sat-practice?tab=mock">{t("confirmation.purchase.toMockExams")}</ButtonLink> : <ButtonLink to="/student-dashboard">{t("confirmation.purchase.toDashboard")}</ButtonLink>}
        <ButtonLink to="/mentors" variant="outline">
          {t("confirmation.backToMentors")}
        </ButtonLink>
      </div>
    </section>
  );
}
