import { Form, useActionData, useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { Link } from "react-router";
import type { PracticeActionData } from "./handle-practice-action.server";
import { PRACTICE_DEFAULTS, QUESTION_COUNTS, SECONDS_PER_QUESTION, TOTAL_SECONDS } from "./practice-limits";

/** Before a session: how many questions and both timers (spec: 60 s per question, 3000 s in all, editable). */
export function PracticeStartForm({ review, available }: { review: boolean; available: number }) {
  const { t } = useTranslation("sat-practice");
  const actionData = useActionData<PracticeActionData>();
  const failure = actionData && !actionData.ok && actionData.intent === "start" ? actionData : undefined;
  const busy = useNavigation().state !== "idle";
  const counts = QUESTION_COUNTS.filter((n) => n < available);
  const ready = useReadyMarker<HTMLFormElement>();
  return (
    <Form ref={ready} data-testid="practice-start" method="post" className="mt-6 grid max-w-xl gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" noValidate>
      <h2 className="text-lg font-bold text-brand-950">{t("start.heading")}</h2>
      <input type="hidden" name="intent" value="start" />
      {review ? (
        <>
          <input type="hidden" name="count" value={String(PRACTICE_DEFAULTS.count)} />
          <p className="text-slate-700">{t("start.reviewCount")}</p>
        </>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("start.countLegend")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[...counts, available].map((n) => (
              <label
                key={n}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:focus-ring"
              >
                <input type="radio" name="count" value={String(n)} defaultChecked={n === Math.min(PRACTICE_DEFAULTS.count, available)} className="accent-brand-600" />
                {n === available ? t("start.countAll", { count: n }) : t("start.countOption", { count: n })}
              </label>
            ))}
          </div>
          {failure?.fieldErrors?.count ? <p className="mt-1 text-sm font-medium text-red-700">{t(failure.fieldErrors.count)}</p> : null}
        </fieldset>
      )}
      <TextInput
        type="number"
        name="secondsPerQuestion"
        label={t("start.secondsPerQuestion")}
        hint={t("start.secondsHint")}
        defaultValue={PRACTICE_DEFAULTS.secondsPerQuestion}
        min={SECONDS_PER_QUESTION.min}
        max={SECONDS_PER_QUESTION.max}
        step={1}
        inputMode="numeric"
        error={failure?.fieldErrors?.secondsPerQuestion ? t(failure.fieldErrors.secondsPerQuestion) : null}
      />
      <TextInput
        type="number"
        name="totalSeconds"
        label={t("start.totalSeconds")}
        hint={t("start.totalHint")}
        defaultValue={PRACTICE_DEFAULTS.totalSeconds}
        min={TOTAL_SECONDS.min}
        max={TOTAL_SECONDS.max}
        step={1}
        inputMode="numeric"
        error={failure?.fieldErrors?.totalSeconds ? t(failure.fieldErrors.totalSeconds) : null}
      />
      <FormAlert message={failure && !failure.fieldErrors ? t(failure.error) : null} testId="start-error" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={buttonClassName({ variant: "primary" })}>
          {busy ? t("start.starting") : t("start.submit")}
        </button>
        <Link to="/sat-practice" className={textLinkClassName}>
          {t("start.back")}
        </Link>
      </div>
    </Form>
  );
}
