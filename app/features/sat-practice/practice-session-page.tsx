import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation, useRevalidator, useSubmit } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { isValidSprEntry } from "~content/sat/spr-answer";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { ExitDialog } from "./exit-dialog";
import { answerLabel, FeedbackDialog } from "./feedback-dialog";
import { formatDuration } from "./format-duration";
import type { PracticeActionData } from "./handle-practice-action.server";
import { PracticeStartForm } from "./practice-start-form";
import { ChoiceList, QuestionPrompt } from "./question-view";
import type { PracticeSessionView } from "./read-practice-session.server";
import { ReportProblem } from "./report-problem";
import { useCountdown } from "./use-countdown";

export interface PracticeSessionPageProps {
  subsectionId: string;
  review: boolean;
  /** Questions the subsection holds (the start form offers up to this many). */
  available: number;
  view: PracticeSessionView | null;
}

/** A subsection's (or a review's) practice: the start form, then one question at a time. */
export function PracticeSessionPage({ subsectionId, review, available, view }: PracticeSessionPageProps) {
  const { t } = useTranslation("sat-practice");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t(`subsections.${subsectionId}.name`)}</h1>
      {view ? (
        <SessionRunner key={view.sessionId} view={view} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t(`subsections.${subsectionId}.description`)}</p>
          <PracticeStartForm review={review} available={available} />
        </>
      )}
    </div>
  );
}

function SessionRunner({ view }: { view: PracticeSessionView }) {
  const { t } = useTranslation("sat-practice");
  const totalLeft = useCountdown(view.secondsLeft);
  const submit = useSubmit();
  const finishing = useNavigation().state !== "idle";
  const finishedOnce = useRef(false);
  const timeUp = totalLeft === 0;

  // When the total time runs out the session ends on its own (the server refuses later answers).
  useEffect(() => {
    if (!timeUp || finishedOnce.current) return;
    finishedOnce.current = true;
    void submit({ intent: "finish", sessionId: view.sessionId }, { method: "post" });
  }, [timeUp, submit, view.sessionId]);

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
        <p className="font-semibold text-slate-900" data-testid="question-progress">
          {view.question ? t("question.progress", { number: view.question.position + 1, total: view.total }) : t("question.allAnswered")}
        </p>
        <div className="flex items-center gap-4">
          <p className="text-sm text-slate-700">
            {t("question.totalTimer")}: <span role="timer" aria-live="off" className="font-semibold tabular-nums">{formatDuration(totalLeft)}</span>
          </p>
          <ExitDialog sessionId={view.sessionId} />
        </div>
      </div>
      {view.question && !timeUp ? (
        <QuestionStep key={view.question.position} view={view} question={view.question} />
      ) : (
        <Form method="post" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">{timeUp ? t("question.timeUp") : t("question.allAnswered")}</p>
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="sessionId" value={view.sessionId} />
          <div>
            <button type="submit" disabled={finishing} className={buttonClassName({ variant: "primary" })}>
              {finishing ? t("question.finishing") : t("question.viewResults")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

function QuestionStep({ view, question }: { view: PracticeSessionView; question: NonNullable<PracticeSessionView["question"]> }) {
  const { t } = useTranslation("sat-practice");
  const [selected, setSelected] = useState("");
  // The feedback dialog opens with the feedback; once closed, "Why?" opens it again.
  const [dismissed, setDismissed] = useState(false);
  const answer = useFetcher<PracticeActionData>();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const navigation = useNavigation();
  const questionLeft = useCountdown(view.secondsPerQuestion);

  const feedback = answer.data?.ok && answer.data.intent === "answer" && answer.data.feedback.position === question.position ? answer.data.feedback : null;
  const failure = answer.data && !answer.data.ok ? answer.data : undefined;
  const isLast = question.position === view.total - 1;
  const answerable = question.type === "mcq" ? selected !== "" : isValidSprEntry(selected);
  const submitting = answer.state !== "idle";

  const next = () => {
    if (isLast) void submit({ intent: "finish", sessionId: view.sessionId }, { method: "post" });
    else void revalidator.revalidate();
  };
  const moving = revalidator.state !== "idle" || navigation.state !== "idle";
  const nextLabel = isLast ? t("feedback.viewResults") : t("feedback.next");
  const ready = useReadyMarker<HTMLDivElement>();

  return (
    <div ref={ready} data-testid="practice-question" className="mt-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <p className="text-sm text-slate-600">
        {t("question.questionTimer")}: <span role="timer" aria-live="off" className="font-semibold tabular-nums">{formatDuration(questionLeft)}</span>
        {questionLeft === 0 ? <span className="ml-2 font-medium text-amber-800">{t("question.timeUpQuestion")}</span> : null}
      </p>
      <QuestionPrompt question={question} />
      <answer.Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="sessionId" value={view.sessionId} />
        <input type="hidden" name="position" value={String(question.position)} />
        {question.type === "mcq" ? (
          <ChoiceList question={question} selected={selected} onSelect={setSelected} locked={feedback !== null} keyIndex={feedback ? Number(feedback.key) : null} />
        ) : (
          <TextInput
            name="response"
            label={t("question.sprLabel")}
            hint={t("question.sprHint")}
            value={selected}
            onChange={(e) => setSelected(e.target.value.trim())}
            readOnly={feedback !== null}
            autoComplete="off"
            inputMode="decimal"
            maxLength={6}
            className="max-w-xs"
            error={selected !== "" && !answerable ? t("question.sprInvalid") : failure?.fieldErrors?.response ? t(failure.fieldErrors.response) : null}
          />
        )}
        <FormAlert message={failure && !failure.fieldErrors?.response ? t(failure.error) : null} testId="answer-error" />
        {feedback ? (
          <div className="flex flex-wrap items-center gap-4" role="status">
            <p className={`font-semibold ${feedback.correct ? "text-emerald-700" : "text-red-700"}`}>
              {feedback.correct ? t("feedback.correct") : t("feedback.correctAnswer", { answer: answerLabel(question.type, feedback.key) })}
            </p>
            <button type="button" onClick={() => setDismissed(false)} className={buttonClassName({ variant: "outline" })}>
              {t("feedback.showExplanation")}
            </button>
            <button type="button" onClick={next} disabled={moving} className={buttonClassName({ variant: "primary" })}>
              {nextLabel}
            </button>
          </div>
        ) : (
          <div>
            <button type="submit" disabled={!answerable || submitting} className={buttonClassName({ variant: "primary" })}>
              {submitting ? t("question.submitting") : t("question.submit")}
            </button>
          </div>
        )}
      </answer.Form>
      {feedback ? null : <ReportProblem itemId={question.itemId} />}
      {feedback ? (
        <FeedbackDialog
          open={!dismissed}
          onOpenChange={(open) => setDismissed(!open)}
          feedback={feedback}
          type={question.type}
          itemId={question.itemId}
          number={question.position + 1}
          total={view.total}
          nextLabel={nextLabel}
          onNext={next}
          busy={moving}
        />
      ) : null}
    </div>
  );
}
