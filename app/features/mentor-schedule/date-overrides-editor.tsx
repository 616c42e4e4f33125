import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { formatSlotClock, formatSlotDate } from "~/features/booking/slot-time";
import type { DateOverride } from "~/features/booking/slots";
import { RadioGroup } from "~/ui/form/radio-group";
import { Select } from "~/ui/form/select";
import { TextInput } from "~/ui/form/text-input";
import { changeEnd, changeStart, endChoices, hourLabel, hoursToRanges, startChoices, type HourRange } from "./availability-rules";
import { useHourLabels } from "./hour-labels";
import { SaveStatus } from "./save-status";
import { useScheduleSave } from "./use-schedule-save";

export interface DateOverridesEditorProps {
  overrides: readonly DateOverride[];
  /** The first and last dates an override may have (US Eastern, YYYY-MM-DD). */
  today: string;
  lastDate: string;
}

type Kind = DateOverride["kind"];

/**
 * Exceptions for single dates: a whole date off, or extra hours on one date, on top of the weekly
 * hours. Each addition or removal is saved at once.
 */
export function DateOverridesEditor({ overrides, today, lastDate }: DateOverridesEditorProps) {
  const { t, i18n } = useTranslation("mentorSchedule");
  const listId = useId();
  const [date, setDate] = useState("");
  const [kind, setKind] = useState<Kind>("blocked");
  const [range, setRange] = useState<HourRange>({ start: 9, end: 10 });
  const [lastAction, setLastAction] = useState<"add" | "remove">("add");
  const { state, save } = useScheduleSave({ revalidate: true });
  const hourName = useHourLabels(date || today);
  const fieldError = state.status === "failed" ? state.fields : {};

  const add = (event: FormEvent) => {
    event.preventDefault();
    setLastAction("add");
    const values: Record<string, string> = { intent: "add-date-override", date, kind };
    if (kind === "extra") Object.assign(values, { start: String(range.start), end: String(range.end) });
    void save(values);
  };
  const remove = (removed: string) => {
    setLastAction("remove");
    void save({ intent: "remove-date-override", date: removed });
  };

  return (
    <div data-testid="date-overrides">
      <form onSubmit={add} className="space-y-4" noValidate>
        <TextInput
          id="override-date"
          type="date"
          name="date"
          label={t("overrides.date")}
          required
          min={today}
          max={lastDate}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={fieldError.date}
          className="max-w-xs"
        />
        <RadioGroup
          name="kind"
          legend={t("overrides.kindLegend")}
          value={kind}
          onChange={(value: Kind) => setKind(value)}
          error={fieldError.kind}
          options={[
            { value: "blocked", label: t("overrides.kindBlocked"), hint: t("overrides.kindBlockedHint") },
            { value: "extra", label: t("overrides.kindExtra"), hint: t("overrides.kindExtraHint") },
          ]}
        />
        {kind === "extra" ? (
          <div className="flex flex-wrap gap-3">
            <Select
              id="override-start"
              className="min-w-56 flex-1"
              label={t("availability.start")}
              value={String(range.start)}
              onChange={(event) => setRange(changeStart(range, Number(event.target.value)))}
              options={startChoices().map((hour) => ({ value: String(hour), label: hourName(hour) }))}
            />
            <Select
              id="override-end"
              className="min-w-56 flex-1"
              label={t("availability.end")}
              value={String(range.end)}
              onChange={(event) => setRange(changeEnd(range, Number(event.target.value)))}
              options={endChoices(range.start).map((hour) => ({ value: String(hour), label: hourName(hour) }))}
              error={fieldError.end ?? fieldError.start}
            />
          </div>
        ) : null}
        <button
          type="submit"
          disabled={state.status === "saving"}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:focus-ring disabled:opacity-60"
        >
          {state.status === "saving" ? t("overrides.adding") : t("overrides.add")}
        </button>
        <SaveStatus state={state} savedText={lastAction === "add" ? t("overrides.saved") : t("overrides.removed")} testId="date-override-status" />
      </form>

      <h4 id={listId} className="mt-6 text-sm font-semibold text-slate-900">
        {t("overrides.listTitle")}
      </h4>
      {overrides.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("overrides.empty")}</p>
      ) : (
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {overrides.map((override) => {
            const dateText = formatSlotDate(override.date, i18n.language, "long");
            const what =
              override.kind === "blocked"
                ? t("overrides.blocked")
                : t("overrides.extra", {
                    hours: hoursToRanges(override.hours)
                      .map((r) => `${formatSlotClock(hourLabel(r.start), i18n.language)}–${formatSlotClock(hourLabel(r.end), i18n.language)}`)
                      .join(", "),
                  });
            return (
              <li key={override.date} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="date-override" data-date={override.date}>
                <span className="text-sm text-slate-800">
                  <span className="font-medium">{dateText}</span> · {what}
                </span>
                <button
                  type="button"
                  onClick={() => remove(override.date)}
                  disabled={state.status === "saving"}
                  aria-label={t("overrides.removeLabel", { date: dateText })}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:focus-ring disabled:opacity-50"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t("overrides.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
