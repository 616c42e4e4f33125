import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useRevalidator } from "react-router";
import { mockSectionShape, MOCK_BREAK_SECONDS, MOCK_TOTAL_MINUTES, MOCK_TOTAL_QUESTIONS, PILOTS_PER_MODULE } from "~content/sat/mock/blueprint";
import { buttonClassName } from "~/ui/button-link";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { ROUTING_SHARE } from "./mock-scoring";
import type { MockExamView } from "./read-mock-exam.server";
import { CalculatorDialog, ReferenceDialog } from "./exam-tools";
import { MockRunner } from "./mock-runner";
import { formatClock, useServerCountdown } from "./use-server-countdown";

export interface ReferenceFormula {
  key: string;
  html: string;
}

/** /sat-practice/exam/{testId}: the intro, the module under way or the break between the sections. */
export function MockExamPage({ testNumber, view, referenceSheet }: { testNumber: number; view: MockExamView; referenceSheet: ReferenceFormula[] }) {
  if (view.phase === "module") return <MockRunner key={`${view.attemptId}-${view.moduleIndex}`} testNumber={testNumber} view={view} referenceSheet={referenceSheet} />;
  if (view.phase === "break") return <MockBreak view={view} />;
  return <MockIntro testNumber={testNumber} referenceSheet={referenceSheet} />;
}

function MockIntro({ testNumber, referenceSheet }: { testNumber: number; referenceSheet: ReferenceFormula[] }) {
  const { t } = useTranslation("sat-mock");
  const rw = mockSectionShape.english;
  const math = mockSectionShape.math;
  const ready = useReadyMarker<HTMLDivElement>();
  return (
    <div ref={ready} data-testid="mock-intro" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold text-brand-950">{t("intro.heading", { number: testNumber })}</h1>
      <p className="mt-3 text-slate-700">{t("intro.summary", { questions: MOCK_TOTAL_QUESTIONS, minutes: MOCK_TOTAL_MINUTES })}</p>
      <table className="mt-6 w-full border border-slate-200 text-left text-sm">
        <caption className="sr-only">{t("intro.modulesCaption")}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2">{t("intro.module")}</th>
            <th scope="col" className="px-3 py-2">{t("intro.questions")}</th>
            <th scope="col" className="px-3 py-2">{t("intro.time")}</th>
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3].map((i) => {
            const shape = i < 2 ? rw : math;
            return (
              <tr key={i} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium">{t(`module.${i}`)}</th>
                <td className="px-3 py-2">{shape.questions}</td>
                <td className="px-3 py-2">{t("intro.minutes", { count: shape.seconds / 60 })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="mt-6 grid list-disc gap-2 pl-5 text-slate-700">
        <li>{t("intro.routing", { percent: ROUTING_SHARE * 100 })}</li>
        <li>{t("intro.pilots", { count: PILOTS_PER_MODULE })}</li>
        <li>{t("intro.break", { minutes: MOCK_BREAK_SECONDS / 60 })}</li>
        <li>
          {t("intro.tools")}
          <span className="mt-2 flex flex-wrap gap-2">
            <CalculatorDialog />
            <ReferenceDialog formulas={referenceSheet} />
          </span>
        </li>
        <li>{t("intro.timing")}</li>
        <li>{t("intro.estimate")}</li>
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/sat-practice?tab=mock" className={buttonClassName({ variant: "outline" })}>
          {t("intro.goBack")}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {t("intro.start")}
          </button>
        </Form>
      </div>
    </div>
  );
}

function MockBreak({ view }: { view: Extract<MockExamView, { phase: "break" }> }) {
  const { t } = useTranslation("sat-mock");
  const revalidator = useRevalidator();
  const left = useServerCountdown(view.breakEndsAt, view.serverNow, () => void revalidator.revalidate());
  useEffect(() => {
    document.getElementById("break-heading")?.focus();
  }, []);
  const ready = useReadyMarker<HTMLDivElement>();
  return (
    <div ref={ready} data-testid="mock-break" className="mx-auto max-w-xl px-4 py-12 text-center sm:px-6">
      <h1 id="break-heading" tabIndex={-1} className="text-3xl font-bold text-brand-950 focus:outline-none">
        {t("break.heading")}
      </h1>
      <p className="mt-4 font-mono text-5xl font-bold text-brand-800" role="timer" aria-label={t("break.timeLeft", { time: formatClock(left) })}>
        {formatClock(left)}
      </p>
      <p className="mt-4 text-slate-700">{t("break.text")}</p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="end-break" />
        <input type="hidden" name="attemptId" value={view.attemptId} />
        <button type="submit" className={buttonClassName({ variant: "primary" })}>
          {t("break.resume")}
        </button>
      </Form>
    </div>
  );
}
