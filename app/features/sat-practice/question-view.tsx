import { useTranslation } from "~/lib/i18n-react";
import type { PracticeQuestion } from "./read-practice-session.server";

export const CHOICE_LETTERS = ["A", "B", "C", "D"] as const;

/** The passages, table and stem of a question (HTML rendered on the server from the item bank). */
export function QuestionPrompt({ question }: { question: Pick<PracticeQuestion, "prompt"> }) {
  const { t } = useTranslation("sat-practice");
  const { prompt } = question;
  return (
    <div className="grid gap-4">
      {prompt.passages.map((p, i) => (
        <section key={i} aria-label={p.label ?? t("question.passage")} className="rounded-xl bg-slate-50 p-4 leading-relaxed text-slate-900">
          {p.label ? <h3 className="mb-2 text-sm font-bold text-slate-700">{p.label}</h3> : null}
          <div className="sat-text" dangerouslySetInnerHTML={{ __html: p.html }} />
        </section>
      ))}
      {prompt.table ? (
        <div className="overflow-x-auto">
          <table className="min-w-full border border-slate-300 text-sm">
            <caption className="px-2 py-1 text-left font-semibold text-slate-900" dangerouslySetInnerHTML={{ __html: prompt.table.title }} />
            <thead className="bg-slate-100">
              <tr>
                {prompt.table.columns.map((c, i) => (
                  <th key={i} scope="col" className="border border-slate-300 px-3 py-1.5 text-left font-semibold" dangerouslySetInnerHTML={{ __html: c }} />
                ))}
              </tr>
            </thead>
            <tbody>
              {prompt.table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border border-slate-300 px-3 py-1.5" dangerouslySetInnerHTML={{ __html: cell }} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="sat-text font-medium text-slate-900" dangerouslySetInnerHTML={{ __html: prompt.stemHtml }} />
    </div>
  );
}

/** The four options as radios (letters A-D), locked once an answer is submitted. */
export function ChoiceList({
  question,
  selected,
  onSelect,
  locked,
  keyIndex,
}: {
  question: PracticeQuestion;
  selected: string;
  onSelect(value: string): void;
  locked: boolean;
  keyIndex: number | null;
}) {
  const { t } = useTranslation("sat-practice");
  return (
    <fieldset className="grid gap-2" disabled={locked}>
      <legend className="sr-only">{t("question.choicesLegend")}</legend>
      {question.prompt.choicesHtml.map((html, i) => {
        const state = keyIndex === null ? "" : i === keyIndex ? "border-emerald-600 bg-emerald-50" : String(i) === selected ? "border-red-600 bg-red-50" : "";
        return (
          <label
            key={i}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:focus-ring has-disabled:cursor-default ${state}`}
          >
            <input
              type="radio"
              name="response"
              value={String(i)}
              checked={selected === String(i)}
              onChange={() => onSelect(String(i))}
              aria-label={t("question.choice", { letter: CHOICE_LETTERS[i] })}
              aria-describedby={`choice-${question.position}-${i}`}
              className="sr-only"
            />
            <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-slate-400 text-sm font-semibold">
              {CHOICE_LETTERS[i]}
            </span>
            <span id={`choice-${question.position}-${i}`} className="sat-text pt-0.5" dangerouslySetInnerHTML={{ __html: html }} />
          </label>
        );
      })}
    </fieldset>
  );
}
