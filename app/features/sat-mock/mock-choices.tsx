import { useTranslation } from "~/lib/i18n-react";
import { CHOICE_LETTERS } from "~/features/sat-practice/question-view";
import type { AnswerState } from "./mock-runner";
import type { MockQuestion } from "./read-mock-exam.server";

/**
 * The four options as radios, changeable until the module ends. With the eliminator on, each
 * option has a button that crosses it out (a crossed-out option can still be chosen).
 */
export function MockChoices(props: {
  question: MockQuestion;
  answer: AnswerState;
  eliminating: boolean;
  onEliminating(on: boolean): void;
  onChoose(response: string): void;
  onEliminate(choice: number): void;
}) {
  const { t } = useTranslation("sat-mock");
  const { question, answer } = props;
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <button
          type="button"
          aria-pressed={props.eliminating}
          onClick={() => props.onEliminating(!props.eliminating)}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:focus-ring aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
        >
          <span aria-hidden="true" className="line-through">
            ABC
          </span>{" "}
          {t("runner.eliminator")}
        </button>
      </div>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t("runner.choicesLegend")}</legend>
        {question.prompt.choicesHtml.map((html, i) => {
          const crossed = answer.eliminated.includes(i);
          return (
            <div key={i} className="flex items-stretch gap-2">
              <label
                className={`flex flex-1 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:focus-ring ${crossed ? "text-slate-500 line-through" : ""}`}
              >
                <input
                  type="radio"
                  name={`choice-${question.position}`}
                  value={String(i)}
                  checked={answer.response === String(i)}
                  onChange={() => props.onChoose(String(i))}
                  aria-label={t("runner.choice", { letter: CHOICE_LETTERS[i] })}
                  aria-describedby={`mock-choice-${question.position}-${i}`}
                  className="sr-only"
                />
                <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-slate-400 text-sm font-semibold">
                  {CHOICE_LETTERS[i]}
                </span>
                <span id={`mock-choice-${question.position}-${i}`} className="sat-text pt-0.5" dangerouslySetInnerHTML={{ __html: html }} />
              </label>
              {props.eliminating ? (
                <button
                  type="button"
                  aria-pressed={crossed}
                  onClick={() => props.onEliminate(i)}
                  className="w-20 shrink-0 rounded-lg border border-slate-300 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:focus-ring"
                >
                  {crossed ? t("runner.undoEliminate", { letter: CHOICE_LETTERS[i] }) : t("runner.eliminate", { letter: CHOICE_LETTERS[i] })}
                </button>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
