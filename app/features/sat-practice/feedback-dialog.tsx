import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import type { PracticeFeedback } from "./answer-practice-item.server";
import { CHOICE_LETTERS } from "./question-view";
import { ReportProblem } from "./report-problem";

export function answerLabel(type: "mcq" | "spr", value: string): string {
  return type === "mcq" ? CHOICE_LETTERS[Number(value)] ?? value : value;
}

/** The Correct/Incorrect dialog: why the key is right and, after a miss, why the chosen answer is not. */
export function FeedbackDialog({
  open,
  onOpenChange,
  feedback,
  type,
  itemId,
  number,
  total,
  nextLabel,
  onNext,
  busy,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  feedback: PracticeFeedback;
  type: "mcq" | "spr";
  itemId: string;
  number: number;
  total: number;
  nextLabel: string;
  onNext(): void;
  busy: boolean;
}) {
  const { t } = useTranslation("sat-practice");
  const wrongChoiceWhy = type === "mcq" && !feedback.correct ? feedback.choiceExplanationsHtml[Number(feedback.response)] : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="max-h-[90vh] max-w-2xl overflow-y-auto p-6 sm:p-8" data-testid="feedback-dialog">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className={`flex items-center gap-2 text-2xl font-bold ${feedback.correct ? "text-emerald-700" : "text-red-700"}`}>
            {feedback.correct ? <CircleCheck className="size-7" aria-hidden="true" /> : <CircleX className="size-7" aria-hidden="true" />}
            {feedback.correct ? t("feedback.correct") : t("feedback.incorrect")}
          </Dialog.Title>
          <DialogCloseButton label={t("feedback.close")} />
        </div>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{t("feedback.description", { number, total })}</Dialog.Description>
        <p className="mt-4 text-slate-800">{t("feedback.yourAnswer", { answer: answerLabel(type, feedback.response) })}</p>
        {feedback.correct ? null : <p className="text-slate-800">{t("feedback.correctAnswer", { answer: answerLabel(type, feedback.key) })}</p>}
        <h3 className="mt-5 font-semibold text-brand-950">{t("feedback.why")}</h3>
        <div className="sat-text mt-1 text-slate-800" dangerouslySetInnerHTML={{ __html: feedback.explanationHtml }} />
        {wrongChoiceWhy ? (
          <>
            <h3 className="mt-5 font-semibold text-brand-950">{t("feedback.whyYours")}</h3>
            <div className="sat-text mt-1 text-slate-800" dangerouslySetInnerHTML={{ __html: wrongChoiceWhy }} />
          </>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <ReportProblem itemId={itemId} />
          <button type="button" onClick={onNext} disabled={busy} className={buttonClassName({ variant: "primary" })}>
            {nextLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
