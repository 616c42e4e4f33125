import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useNavigation } from "react-router";
import { TestModeHeading } from "./test-mode-heading";
import { buttonClassName } from "~/ui/button-link";

/** The local gateway's stand-in for the payout provider's onboarding: plainly a test. */
export function LocalOnboardingPage({ connected, commission }: { connected: boolean; commission: number }) {
  const { t } = useTranslation("payouts");
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <TestModeHeading badge={t("local.testBadge")} heading={t(connected ? "local.connectedHeading" : "local.heading")} notice={t("local.testNotice")} />
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
