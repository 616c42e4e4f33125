import { CheckCircle2, FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/ui/button-link";

/** The local gateway's stand-in for the payout provider's onboarding: plainly a test. */
export function LocalOnboardingPage({ connected, commission }: { connected: boolean; commission: number }) {
  const { t } = useTranslation("payouts");
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-900 ring-1 ring-amber-300">
        <FlaskConical aria-hidden className="size-4" />
        {t("local.testBadge")}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">{t(connected ? "local.connectedHeading" : "local.heading")}</h1>
      <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {t("local.testNotice")}
      </p>
      {connected ? (
        <p className="mt-6 flex items-center gap-2 text-slate-700">
          <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
          {t("local.connectedBody")}
        </p>
      ) : (
        <p className="mt-6 text-slate-700">{t("local.explain", { share: 100 - commission, commission })}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {connected ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="connect" />
            <button type="submit" disabled={busy} className={buttonClassName()}>
              {t(busy ? "local.connecting" : "local.connect")}
            </button>
          </Form>
        )}
        <Link to="/mentor-dashboard" className={buttonClassName({ variant: connected ? "primary" : "outline" })}>
          {t("local.back")}
        </Link>
      </div>
    </section>
  );
}
