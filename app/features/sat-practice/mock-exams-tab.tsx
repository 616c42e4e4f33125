import { Lock, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MOCK_TEST_COUNT, MOCK_TEST_MINUTES, MOCK_TEST_QUESTIONS, mockTestAvailable } from "./mock-tests";

/** The ten tests with duration and status: only test 1 is available until the purchase (spec §4). */
export function MockExamsTab({ satAccess }: { satAccess: boolean }) {
  const { t } = useTranslation("sat-practice");
  return (
    <section aria-labelledby="mock-heading">
      <h2 id="mock-heading" className="text-xl font-bold text-brand-950">
        {t("mock.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("mock.intro")}</p>
      <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">{t("mock.runnerNotice")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {Array.from({ length: MOCK_TEST_COUNT }, (_, i) => i + 1).map((n) => {
          const available = mockTestAvailable(n, satAccess);
          return (
            <li key={n} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`mock-test-${n}`}>
              <h3 className="font-semibold text-brand-950">{t("mock.testName", { number: n })}</h3>
              <p className="mt-1 text-sm text-slate-600">{t("mock.duration", { minutes: MOCK_TEST_MINUTES, questions: MOCK_TEST_QUESTIONS })}</p>
              <p className={`mt-3 inline-flex items-center gap-1.5 text-sm font-medium ${available ? "text-emerald-700" : "text-slate-600"}`}>
                {available ? <CircleCheck className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
                {t(available ? "mock.available" : "mock.locked")}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
