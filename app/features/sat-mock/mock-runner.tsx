import * as Dialog from "@radix-ui/react-dialog";
import { Bookmark, Eye, EyeOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, useRevalidator } from "react-router";
import { isValidSprEntry } from "~content/sat/spr-answer";
import { QuestionPrompt } from "~/features/sat-practice/question-view";
import { buttonClassName } from "~/ui/button-link";
import { ConfirmFormDialog } from "~/ui/confirm-form-dialog";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import { TextInput } from "~/ui/form/text-input";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { CalculatorDialog, ReferenceDialog } from "./exam-tools";
import { MockChoices } from "./mock-choices";
import type { ReferenceFormula } from "./mock-exam-page";
import { MockNavigator } from "./mock-navigator";
import type { MockExamView, MockQuestion } from "./read-mock-exam.server";
import { formatClock, useServerCountdown } from "./use-server-countdown";
import { useSaveQueue } from "./use-save-queue";

const ALWAYS_SHOW_TIMER_SECONDS = 300;

type ModuleView = Extract<MockExamView, { phase: "module" }>;
export interface AnswerState {
  response: string;
  flagged: boolean;
  eliminated: number[];
}

/** One module: a question at a time, the navigator, flags, the eliminator, the timer and the tools. */
export function MockRunner({ testNumber, view, referenceSheet }: { testNumber: number; view: ModuleView; referenceSheet: ReferenceFormula[] }) {
  const { t } = useTranslation("sat-mock");
  const revalidator = useRevalidator();
  const [position, setPosition] = useState(Math.min(view.currentPosition, view.questions.length - 1));
  const [reviewing, setReviewing] = useState(false);
  const [answers, setAnswers] = useState<AnswerState[]>(() =>
    view.questions.map((q) => ({ response: q.response ?? "", flagged: q.flagged, eliminated: q.eliminated })),
  );
  const [timerHidden, setTimerHidden] = useState(false);
  const [eliminating, setEliminating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onRefused = useCallback(
    (message: string) => {
      setRefusal(message);
      void revalidator.revalidate();
    },
    [revalidator],
  );
  const { save, state: saveState } = useSaveQueue(testNumber, onRefused);
  const left = useServerCountdown(view.deadlineAt, view.serverNow, () => void revalidator.revalidate());
  const base = { attemptId: view.attemptId, moduleIndex: String(view.moduleIndex) };
  const isMath = view.section === "math";
  const last = view.moduleIndex === 3;
  const question = view.questions[position]!;
  const answer = answers[position]!;
  const heading = useRef<HTMLHeadingElement>(null);

  const update = (patch: Partial<AnswerState>) => setAnswers((all) => all.map((a, i) => (i === position ? { ...a, ...patch } : a)));
  const goTo = (next: number) => {
    setReviewing(false);
    setPosition(next);
    save({ ...base, intent: "visit", position: String(next) });
  };
  useEffect(() => {
    heading.current?.focus();
  }, [position, reviewing]);

  const choose = (response: string) => {
    update({ response });
    save({ ...base, intent: "answer", position: String(position), response });
  };
  const sprTimer = useRef<number | undefined>(undefined);
  const typeSpr = (value: string) => {
    update({ response: value });
    window.clearTimeout(sprTimer.current);
    if (value === "" || isValidSprEntry(value)) {
      sprTimer.current = window.setTimeout(() => save({ ...base, intent: "answer", position: String(position), response: value }), 400);
    }
  };
  const toggleFlag = () => {
    update({ flagged: !answer.flagged });
    save({ ...base, intent: "flag", position: String(position), flagged: String(!answer.flagged) });
  };
  const toggleEliminated = (choice: number) => {
    const eliminated = answer.eliminated.includes(choice) ? answer.eliminated.filter((c) => c !== choice) : [...answer.eliminated, choice].sort();
    update({ eliminated });
    save({ ...base, intent: "eliminate", position: String(position), choices: eliminated.join(",") });
  };

  const showTimer = !timerHidden || left <= ALWAYS_SHOW_TIMER_SECONDS;
  const ready = useReadyMarker<HTMLDivElement>();
  return (
    <div ref={ready} data-testid="mock-runner" className="mx-auto flex min-h-[80vh] max-w-6xl flex-col px-4 py-4 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <div>
          <p className="text-sm font-semibold text-slate-600">{t("runner.test", { number: testNumber })}</p>
          <h1 className="text-lg font-bold text-brand-950">{t(`module.${view.moduleIndex}`)}</h1>
        </div>
        <div className="flex items-center gap-2">
          {showTimer ? (
            <p role="timer" aria-label={t("runner.timeLeft", { time: formatClock(left) })} className={`font-mono text-xl font-bold ${left <= ALWAYS_SHOW_TIMER_SECONDS ? "text-red-700" : "text-brand-900"}`}>
              {formatClock(left)}
            </p>
          ) : null}
          <button type="button" onClick={() => setTimerHidden((h) => !h)} disabled={left <= ALWAYS_SHOW_TIMER_SECONDS} className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {timerHidden && left > ALWAYS_SHOW_TIMER_SECONDS ? <Eye className="size-4" aria-hidden="true" /> : <EyeOff className="size-4" aria-hidden="true" />}
            {timerHidden && left > ALWAYS_SHOW_TIMER_SECONDS ? t("runner.showTimer") : t("runner.hideTimer")}
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isMath ? <CalculatorDialog /> : null}
          {isMath ? <ReferenceDialog formulas={referenceSheet} /> : null}
          <ExitDialog attemptId={view.attemptId} />
        </div>
      </header>

      <p className="sr-only" role="status">
        {saveState === "saving" ? t("runner.saving") : saveState === "failed" ? t("runner.saveFailed") : ""}
      </p>
      {refusal ? (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {refusal}
        </p>
      ) : null}

      <div className="flex-1 py-6">
        {reviewing ? (
          <section aria-labelledby="review-heading">
            <h2 id="review-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-950 focus:outline-none">
              {t("runner.reviewHeading")}
            </h2>
            <p className="mt-2 text-slate-700">{t(last ? "runner.reviewTextLast" : "runner.reviewText")}</p>
            <div className="mt-6">
              <MockNavigator answers={answers} current={null} onPick={goTo} />
            </div>
          </section>
        ) : (
          <article aria-labelledby="question-heading" className="grid gap-6 lg:grid-cols-2">
            <div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="question-heading" ref={heading} tabIndex={-1} className="text-base font-bold text-brand-950 focus:outline-none">
                  {t("runner.question", { number: position + 1, total: view.questions.length })}
                </h2>
                <button type="button" aria-pressed={answer.flagged} onClick={toggleFlag} className={buttonClassName({ variant: answer.flagged ? "accent" : "ghost", size: "sm" })}>
                  <Bookmark className={`size-4 ${answer.flagged ? "fill-current" : ""}`} aria-hidden="true" />
                  {t("runner.flag")}
                </button>
              </div>
              <div className="mt-3">
                <QuestionPrompt question={question} />
              </div>
            </div>
            <div>
              {question.type === "mcq" ? (
                <MockChoices question={question} answer={answer} eliminating={eliminating} onEliminating={setEliminating} onChoose={choose} onEliminate={toggleEliminated} />
              ) : (
                <SprField question={question} value={answer.response} onChange={typeSpr} />
              )}
            </div>
          </article>
        )}
      </div>

      <footer className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white py-3">
        <NavigatorDialog answers={answers} current={position} total={view.questions.length} onPick={goTo} onReview={() => setReviewing(true)} />
        <div className="flex gap-2">
          <button type="button" onClick={() => (reviewing ? goTo(view.questions.length - 1) : goTo(position - 1))} disabled={!reviewing && position === 0} className={buttonClassName({ variant: "outline" })}>
            {t("runner.back")}
          </button>
          {reviewing ? (
            last ? (
              <SubmitExamDialog base={base} />
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="submit-module" />
                <input type="hidden" name="attemptId" value={view.attemptId} />
                <input type="hidden" name="moduleIndex" value={String(view.moduleIndex)} />
                <button type="submit" className={buttonClassName({ variant: "primary" })}>
                  {t("runner.nextSection")}
                </button>
              </Form>
            )
          ) : (
            <button type="button" onClick={() => (position === view.questions.length - 1 ? setReviewing(true) : goTo(position + 1))} className={buttonClassName({ variant: "primary" })}>
              {t("runner.next")}
            </button>
          )}
        </div>
      </footer>
    </div>
  );
}

function SprField({ question, value, onChange }: { question: MockQuestion; value: string; onChange(value: string): void }) {
  const { t } = useTranslation("sat-practice");
  return (
    <TextInput
      name={`response-${question.position}`}
      label={t("question.sprLabel")}
      hint={t("question.sprHint")}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      autoComplete="off"
      inputMode="decimal"
      maxLength={6}
      className="max-w-xs"
      error={value !== "" && !isValidSprEntry(value) ? t("question.sprInvalid") : null}
    />
  );
}

function NavigatorDialog(props: { answers: AnswerState[]; current: number; total: number; onPick(position: number): void; onReview(): void }) {
  const { t } = useTranslation("sat-mock");
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClassName({ variant: "outline" })}>{t("runner.questionOf", { number: props.current + 1, total: props.total })}</Dialog.Trigger>
      <DialogPanel className="max-w-lg p-6">
        <DialogHeader title={t("navigator.title")} description={t("navigator.description")} closeLabel={t("navigator.close")} />
        <div className="mt-4">
          <MockNavigator
            answers={props.answers}
            current={props.current}
            onPick={(p) => {
              setOpen(false);
              props.onPick(p);
            }}
          />
        </div>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            props.onReview();
          }}
          className={buttonClassName({ variant: "outline", className: "mt-4" })}
        >
          {t("navigator.review")}
        </button>
      </DialogPanel>
    </Dialog.Root>
  );
}

function SubmitExamDialog({ base }: { base: { attemptId: string; moduleIndex: string } }) {
  const { t } = useTranslation("sat-mock");
  return (
    <ConfirmFormDialog
      trigger={t("runner.submitExam")}
      triggerVariant="primary"
      title={t("runner.submitTitle")}
      text={t("runner.submitText")}
      confirm={t("runner.submitConfirm")}
      cancel={t("runner.keepWorking")}
      fields={{ intent: "submit-module", ...base }}
    />
  );
}

function ExitDialog({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation("sat-mock");
  return (
    <ConfirmFormDialog
      trigger={t("runner.exit")}
      triggerSize="sm"
      title={t("runner.exitTitle")}
      text={t("runner.exitText")}
      confirm={t("runner.exitConfirm")}
      cancel={t("runner.keepWorking")}
      fields={{ intent: "exit", attemptId }}
    />
  );
}
