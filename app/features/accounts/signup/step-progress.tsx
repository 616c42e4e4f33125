import { useTranslation } from "~/lib/i18n-react";

/** "Step 2 of 3" with a bar; assistive technology reads it as a progress bar with its value. */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation("signup");
  const label = t("steps.progress", { current: step, total });
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t("steps.label")}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={label}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
