import { ChevronDown, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { WeeklyHour } from "~/features/booking/slots";
import { Select } from "~/ui/form/select";
import {
  changeEnd,
  changeStart,
  endChoices,
  nextFreeRange,
  slotCount,
  startChoices,
  weekFromHours,
  WEEKDAYS,
  type HourRange,
  type WeekRanges,
} from "./availability-rules";
import { nextDateOn, useHourLabels } from "./hour-labels";
import { SaveStatus } from "./save-status";
import { useScheduleSave } from "./use-schedule-save";

export interface WeeklyAvailabilityEditorProps {
  weekly: readonly WeeklyHour[];
  /** Today, US Eastern (YYYY-MM-DD): each weekday's hours are also named in the mentor's zone for its next date. */
  today: string;
}

const buttonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-50";

/**
 * Spec §2 "Weekly availability editor": seven collapsible days with their slot counts; ranges of
 * whole hours (start 09:00-20:00, end after it, up to 21:00). Saving replaces the whole week.
 */
export function WeeklyAvailabilityEditor({ weekly, today }: WeeklyAvailabilityEditorProps) {
  const { t } = useTranslation("mentorSchedule");
  const [week, setWeek] = useState<WeekRanges>(() => weekFromHours(weekly));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [dirty, setDirty] = useState(false);
  const { state, save } = useScheduleSave({ revalidate: true });

  const update = (weekday: number, ranges: HourRange[]) => {
    setWeek((current) => ({ ...current, [weekday]: ranges }));
    setDirty(true);
  };
  const toggle = (weekday: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(weekday)) next.add(weekday);
      return next;
    });
  const submit = () => {
    const rows = WEEKDAYS.flatMap((weekday) => (week[weekday] ?? []).map((range) => ({ weekday, ...range })));
    void save({ intent: "weekly-hours", week: JSON.stringify(rows) }).then((answer) => {
      if (answer) setDirty(false);
    });
  };

  return (
    <div data-testid="weekly-availability">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {WEEKDAYS.map((weekday) => (
          <DayPanel
            key={weekday}
            weekday={weekday}
            date={nextDateOn(today, weekday)}
            ranges={week[weekday] ?? []}
            expanded={open.has(weekday)}
            onToggle={() => toggle(weekday)}
            onChange={(ranges) => update(weekday, ranges)}
          />
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t("availability.timesNote")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={submit}
          disabled={state.status === "saving"}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:focus-ring disabled:opacity-60"
        >
          {state.status === "saving" ? t("availability.savingButton") : t("availability.saveButton")}
        </button>
        {dirty && state.status !== "saving" ? <p className="text-sm text-amber-800">{t("availability.unsaved")}</p> : null}
      </div>
      <SaveStatus state={state} savedText={t("availability.saved")} testId="weekly-hours-status" />
    </div>
  );
}

interface DayPanelProps {
  weekday: number;
  date: string;
  ranges: HourRange[];
  expanded: boolean;
  onToggle(): void;
  onChange(ranges: HourRange[]): void;
}

function DayPanel({ weekday, date, ranges, expanded, onToggle, onChange }: DayPanelProps) {
  const { t } = useTranslation("mentorSchedule");
  const panelId = useId();
  const day = t(`weekdays.${weekday}`);
  const count = slotCount(ranges);

  return (
    <li data-testid="availability-day" data-weekday={weekday}>
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:focus-ring"
        >
          <span className="font-medium text-slate-900">{day}</span>
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <span data-testid="slot-count">{t("availability.slotCount", { count })}</span>
            <ChevronDown className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} aria-hidden="true" />
          </span>
        </button>
      </h3>
      {/* A closed day's ranges are not rendered: seven days of hour choices, each named in two or
          three zones, were 338 of the mentor dashboard's 800 elements (decision 0022). */}
      <div id={panelId} hidden={!expanded} className="space-y-3 px-4 pb-4">
        {expanded ? <DayRanges day={day} date={date} ranges={ranges} onChange={onChange} /> : null}
      </div>
    </li>
  );
}

interface DayRangesProps {
  day: string;
  date: string;
  ranges: HourRange[];
  onChange(ranges: HourRange[]): void;
}

/** A day's hour ranges, each with its start and end, and a way to add one. */
export function DayRanges({ day, date, ranges, onChange }: DayRangesProps) {
  const { t } = useTranslation("mentorSchedule");
  const hourName = useHourLabels(date);
  const free = nextFreeRange(ranges);
  const set = (index: number, range: HourRange) => onChange(ranges.map((r, i) => (i === index ? range : r)));

  return (
    <>
      {ranges.length === 0 ? <p className="text-sm text-slate-600">{t("availability.noHours")}</p> : null}
      {ranges.map((range, index) => {
        const number = index + 1;
        return (
          <fieldset key={index} className="flex flex-wrap items-end gap-3" data-testid="hour-range">
            <legend className="sr-only">{t("availability.rangeLabel", { day, number })}</legend>
            <Select
              className="min-w-56 flex-1"
              label={t("availability.start")}
              value={String(range.start)}
              onChange={(event) => set(index, changeStart(range, Number(event.target.value)))}
              options={startChoices().map((hour) => ({ value: String(hour), label: hourName(hour) }))}
            />
            <Select
              className="min-w-56 flex-1"
              label={t("availability.end")}
              value={String(range.end)}
              onChange={(event) => set(index, changeEnd(range, Number(event.target.value)))}
              options={endChoices(range.start).map((hour) => ({ value: String(hour), label: hourName(hour) }))}
            />
            <button
              type="button"
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
              aria-label={t("availability.removeRangeLabel", { day, number })}
              className={buttonClass}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t("availability.removeRange")}
            </button>
          </fieldset>
        );
      })}
      {free ? (
        <button type="button" onClick={() => onChange([...ranges, free])} aria-label={t("availability.addRangeTo", { day })} className={buttonClass}>
          <Plus className="size-4" aria-hidden="true" />
          {t("availability.addRange")}
        </button>
      ) : (
        <p className="text-sm text-slate-600">{t("availability.dayFull")}</p>
      )}
    </>
  );
}
