import { useTranslation } from "~/lib/i18n-react";
import { Form, useNavigation } from "react-router";
import type { SessionType } from "~/lib/session-types";
import { TestModeHeading } from "./test-mode-heading";
import { buttonClassName } from "~/ui/button-link";

export interface LocalPaymentView {
  payable: boolean;
  cancelUrl: string;
  subtotal: string;
  discount: string | null;
  total: string;
  items: { mentorName: string; sessionType: SessionType | null; description: string; when: string | null; amount: string }[];
}

/** The built-in gateway's checkout page: plainly a test, with the two outcomes a real one has. */
export function LocalPaymentPage({ payment }: { payment: LocalPaymentView }) {
  const { t } = useTranslation("payments");
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <TestModeHeading badge={t("local.testBadge")} heading={t("local.heading")} notice={t("local.testNotice")} />

      {payment.payable ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("local.itemsHeading")}</h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {payment.items.map((item, index) => (
              <li key={index} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <p className="font-semibold text-slate-900">
                    {item.sessionType ? t(`common:sessionTypes.${item.sessionType}.title`) : item.description}
                    {item.mentorName && <span className="font-normal text-slate-600"> · {item.mentorName}</span>}
                  </p>
                  {item.when && <p className="mt-1 text-sm text-slate-600">{item.when}</p>}
                </div>
                <p className="font-medium text-slate-900 tabular-nums">{item.amount}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-500">{t("local.easternNote")}</p>

          <dl className="mt-6 space-y-1 text-slate-700">
            <div className="flex justify-between">
              <dt>{t("local.subtotal")}</dt>
              <dd className="tabular-nums">{payment.subtotal}</dd>
            </div>
            {payment.discount && (
              <div className="flex justify-between text-emerald-700">
                <dt>{t("local.discount")}</dt>
                <dd className="tabular-nums">{`-${payment.discount}`}</dd>
              </div>
            )}
            <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
              <dt>{t("local.total")}</dt>
              <dd className="tabular-nums">{payment.total}</dd>
            </div>
          </dl>

          <Form method="post" className="mt-8 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="pay" disabled={busy} className={buttonClassName({ size: "lg" })}>
              {t("local.payNow")}
            </button>
            <button type="submit" name="intent" value="cancel" disabled={busy} className={buttonClassName({ variant: "outline", size: "lg" })}>
              {t("local.cancel")}
            </button>
          </Form>
        </>
      ) : (
        <div className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">{t("local.closedHeading")}</h2>
          <p className="mt-2 text-slate-600">{t("local.closedBody")}</p>
          <a href={payment.cancelUrl} className={buttonClassName({ variant: "outline", className: "mt-6" })}>
            {t("local.backToMentors")}
          </a>
        </div>
      )}
    </section>
  );
}
