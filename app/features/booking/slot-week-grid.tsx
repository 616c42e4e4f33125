import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { dateTimeFormat } from "~/lib/intl-formats";
import { useBrowserTimeZone } from "~/lib/browser-time-zone";
import { formatDayHeading, formatSlotDate, slotTimeLines } from "./slot-time";
import type { Slot, SlotWeek } from "./slots";

export interface SlotWeekGridProps {
  weeks: readonly SlotWeek[];
  weekIndex: number;
  onWeekChange: (index: number) => void;
  selected: Pick<Slot, "date" | "time"> | null;
  onSelect: (slot: Slot) => void;
}

function weekRange(week: SlotWeek, language: string): string {
  const first = week.days[0]?.date ?? week.weekStart;
  const last = week.days[week.days.length - 1]?.date ?? week.weekStart;
  const format = (date: string) =>
    dateTimeFormat(intlLocale(language), { month: "short", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return `${format(first)} – ${format(last)}`;
}

/**
 * One week of free hours in US Eastern time, previous / next over the booking window. Days are
 * columns on wide screens and a list on narrow ones (days without a free hour are left out there).
 */
export function SlotWeekGrid({ weeks, weekIndex, onWeekChange, selected, onSelect }: SlotWeekGridProps) {
  const { t, i18n } = useTranslation("booking");
  const viewerZone = useBrowserTimeZone();
  const labelId = useId();
  const week = weeks[weekIndex];
  if (!week) return <p className="text-sm text-slate-600">{t("schedule.noSlotsAtAll")}</p>;
  const range = weekRange(week, i18n.language);
  const anyFree = weeks.some((w) => w.slots.length > 0);

  return (
    <div data-testid="slot-grid">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => onWeekChange(weekIndex - 1)}
          disabled={weekIndex === 0}
          className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("schedule.previousWeek")}</span>
        </button>
        <p id={labelId} aria-live="polite" className="text-center text-sm font-semibold text-slate-900" data-testid="week-label">
          {t("schedule.weekOf", { range, page: weekIndex + 1, pages: weeks.length })}
        </p>
        <button
          type="button"
          onClick={() => onWeekChange(weekIndex + 1)}
          disabled={weekIndex >= weeks.length - 1}
          className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <span className="sr-only sm:not-sr-only">{t("schedule.nextWeek")}</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 text-center text-xs text-slate-500">{t("schedule.timesInEastern")}</p>

      {week.slots.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600" data-testid="no-slots">
          {anyFree ? t("schedule.noSlotsThisWeek") : t("schedule.noSlotsAtAll")}
        </p>
      ) : (
        <div role="group" aria-labelledby={labelId} className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-7 md:gap-2">
          {week.days.map((day) => {
            const slots = week.slots.filter((slot) => slot.date === day.date);
            const heading = formatDayHeading(day.date, i18n.language);
            const dayLabel = formatSlotDate(day.date, i18n.language, "long");
            return (
              <div
                key={day.date}
                role="group"
                aria-label={dayLabel}
                className={`rounded-xl border border-slate-200 p-2 ${slots.length === 0 ? "hidden md:block md:bg-slate-50" : ""}`}
              >
                <p className="flex items-baseline gap-2 px-1 text-sm md:flex-col md:items-center md:gap-0" aria-hidden="true">
                  <span className="font-semibold text-slate-900">{heading.weekday}</span>
                  <span className="text-slate-500">{heading.day}</span>
                </p>
                <ul className="mt-2 flex flex-wrap gap-2 md:flex-col">
                  {slots.map((slot) => {
                    const lines = slotTimeLines(slot.date, slot.time, i18n.language, viewerZone, t);
                    const pressed = selected?.date === slot.date && selected.time === slot.time;
                    const label = [dayLabel, lines.eastern, lines.local, lines.beijing].filter(Boolean).join(", ");
                    return (
                      <li key={slot.startsAt}>
                        <button
                          type="button"
                          aria-pressed={pressed}
                          aria-label={label}
                          data-testid="slot"
                          data-date={slot.date}
                          data-time={slot.time}
                          onClick={() => onSelect(slot)}
                          className={`w-full rounded-lg border px-2 py-1.5 text-center text-sm transition-colors focus-visible:focus-ring ${
                            pressed
                              ? "border-brand-600 bg-brand-600 text-white [&_.text-slate-500]:text-brand-100"
                              : "border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50"
                          }`}
                        >
                          <span className="block font-semibold">{lines.eastern}</span>
                          {lines.local ? <span className="block text-xs text-slate-500">{lines.local}</span> : null}
                          {lines.beijing ? <span className="block text-xs text-slate-500">{lines.beijing}</span> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
