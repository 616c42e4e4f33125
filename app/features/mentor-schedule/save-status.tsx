import { useTranslation } from "~/lib/i18n-react";
import type { SaveState } from "./use-schedule-save";

/**
 * Saving / saved / not saved, read out politely (a live region that is always present, so screen
 * readers hear each change). `savedText` replaces the plain "Saved".
 */
export function SaveStatus({ state, savedText, testId }: { state: SaveState; savedText?: string; testId: string }) {
  const { t } = useTranslation("mentorSchedule");
  const text =
    state.status === "saving"
      ? t("save.saving")
      : state.status === "saved"
        ? (savedText ?? t("save.saved"))
        : state.status === "failed"
          ? t("save.failed", { reason: state.message })
          : "";
  const tone = state.status === "failed" ? "text-red-700" : state.status === "saved" ? "text-emerald-700" : "text-slate-600";
  return (
    <p role="status" aria-live="polite" data-testid={testId} data-status={state.status} className={`min-h-5 text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
