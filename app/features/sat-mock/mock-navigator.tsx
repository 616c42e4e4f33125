import { Bookmark, MapPin } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import type { AnswerState } from "./mock-runner";

/** Every question of the module as a button: answered, unanswered, flagged, and where the student is. */
export function MockNavigator({ answers, current, onPick }: { answers: AnswerState[]; current: number | null; onPick(position: number): void }) {
  const { t } = useTranslation("sat-mock");
  return (
    <div>
      <ul className="flex flex-wrap gap-3 text-xs text-slate-600" aria-label={t("navigator.legend")}>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" aria-hidden="true" /> {t("navigator.answered")}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border border-dashed border-slate-500" aria-hidden="true" /> {t("navigator.unanswered")}
        </li>
        <li className="flex items-center gap-1">
          <Bookmark className="size-3 fill-current text-red-600" aria-hidden="true" /> {t("navigator.flagged")}
        </li>
      </ul>
      <ol className="mt-3 grid grid-cols-7 gap-2 sm:grid-cols-9">
        {answers.map((a, i) => {
          const answered = a.response !== "";
          const state = [answered ? t("navigator.answered") : t("navigator.unanswered"), a.flagged ? t("navigator.flagged") : null, i === current ? t("navigator.current") : null]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => onPick(i)}
                aria-label={t("navigator.item", { number: i + 1, state })}
                aria-current={i === current ? "step" : undefined}
                data-testid={`nav-${i + 1}`}
                className={`relative flex size-10 items-center justify-center rounded-md text-sm font-semibold focus-visible:focus-ring ${
                  answered ? "bg-brand-600 text-white" : "border border-dashed border-slate-500 text-slate-800"
                } ${i === current ? "ring-2 ring-accent-400 ring-offset-2" : ""}`}
              >
                {i + 1}
                {a.flagged ? <Bookmark className="absolute -top-1.5 -right-1.5 size-3.5 fill-red-600 text-red-600" aria-hidden="true" /> : null}
                {i === current ? <MapPin className="absolute -bottom-2 size-3 text-accent-600" aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
