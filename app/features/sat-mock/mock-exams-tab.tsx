import { CircleCheck, Hourglass, Lock } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { MOCK_PRICE_CENTS, MOCK_TOTAL_MINUTES, MOCK_TOTAL_QUESTIONS } from "~content/sat/mock/blueprint";
import { buttonClassName } from "~/ui/button-link";
import type { MockTestCard } from "./read-mock-tests.server";

/** The ten tests: available (test 1, or all after the purchase), locked, or still being written. */
export function MockExamsTab({ tests, satAccess }: { tests: MockTestCard[]; satAccess: boolean }) {
  const { t } = useTranslation("sat-mock");
  const failure = useActionData<{ error?: string }>();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="mock-heading">
      <h2 id="mock-heading" className="text-xl font-bold text-brand-950">
        {t("tab.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("tab.intro")}</p>
      {satAccess ? (
        <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">{t("tab.owned")}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-slate-800">{t("tab.unlockText", { price: MOCK_PRICE_CENTS / 100 })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="unlock" />
            <button type="submit" disabled={navigation.state !== "idle"} className={buttonClassName({ variant: "primary" })}>
              <Lock className="size-4" aria-hidden="true" />
              {t("tab.unlock", { price: MOCK_PRICE_CENTS / 100 })}
            </button>
          </Form>
          {failure?.error ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {t(failure.error)}
            </p>
          ) : null}
        </div>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tests.map((test) => (
          <li key={test.number} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`mock-test-${test.number}`}>
            <h3 className="font-semibold text-brand-950">{t("tab.testName", { number: test.number })}</h3>
            <p className="mt-1 text-sm text-slate-600">{t("tab.duration", { minutes: MOCK_TOTAL_MINUTES, questions: MOCK_TOTAL_QUESTIONS })}</p>
            <p className={`mt-3 inline-flex items-center gap-1.5 text-sm font-medium ${test.status === "available" ? "text-emerald-700" : "text-slate-600"}`}>
              {test.status === "available" ? <CircleCheck className="size-4" aria-hidden="true" /> : test.status === "locked" ? <Lock className="size-4" aria-hidden="true" /> : <Hourglass className="size-4" aria-hidden="true" />}
              {t(`tab.status.${test.status}`)}
            </p>
            <div className="mt-auto flex flex-col gap-2 pt-4">
              {test.status === "available" ? (
                <Link to={`/sat-practice/exam/${test.number}`} className={buttonClassName({ variant: "primary", size: "sm" })} aria-label={t(test.activeAttemptId ? "tab.continueLabel" : "tab.startLabel", { number: test.number })}>
                  {t(test.activeAttemptId ? "tab.continue" : "tab.start")}
                </Link>
              ) : null}
              {test.lastAttemptId ? (
                <Link to={`/sat-practice/exam-report/${test.lastAttemptId}`} className={buttonClassName({ variant: "outline", size: "sm" })} aria-label={t("tab.reportLabel", { number: test.number })}>
                  {t("tab.report")}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {tests.some((test) => test.status === "preparing") ? <p className="mt-6 text-sm text-slate-600">{t("tab.preparingNote")}</p> : null}
    </section>
  );
}
