import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { formatSlotDate } from "~/features/booking/slot-time";
import { utcToEasternSlot } from "~/features/booking/slots";
import { intlLocale, isChinese } from "~/lib/i18n";
import { buttonClassName } from "~/ui/button-link";
import type { UpcomingMeeting } from "./list-mentor-meetings.server";
import { MeetingWhen } from "./meeting-when";
import { addMonths, monthGrid, monthOf, movedDate } from "./month-grid";
import { dateTimeFormat } from "~/lib/intl-formats";

/** A month grid after the WAI-ARIA date grid pattern: one day in the tab order, arrows move it, selection follows focus. */
export function SessionsCalendar({ meetings, today }: { meetings: UpcomingMeeting[]; today: string }) {
  const { t, i18n } = useTranslation("mentor-dashboard");
  const weekStartsOn = isChinese(i18n.language) ? 1 : 0;
  const byDate = useMemo(() => {
    const map = new Map<string, UpcomingMeeting[]>();
    for (const meeting of meetings) {
      const date = utcToEasternSlot(meeting.startsAt).date;
      map.set(date, [...(map.get(date) ?? []), meeting]);
    }
    return map;
  }, [meetings]);
  const firstDate = meetings[0] ? utcToEasternSlot(meetings[0].startsAt).date : today;
  const [selected, setSelected] = useState(firstDate);
  const month = monthOf(selected);
  const weeks = monthGrid(month, weekStartsOn);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  // A key moved the selection: focus follows it once the day (maybe in another month) is drawn.
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    dayButtons.current.get(selected)?.focus();
  }, [selected]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = movedDate(selected, event.key, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    focusAfterMove.current = true;
    setSelected(next);
  }

  const locale = intlLocale(i18n.language);
  const monthTitle = dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdayNames = weeks[0]!.map((cell) => ({
    short: dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(`${cell.date}T00:00:00Z`)),
    long: dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(`${cell.date}T00:00:00Z`)),
  }));
  const selectedMeetings = byDate.get(selected) ?? [];
  const selectedLabel = formatSlotDate(selected, i18n.language, "long");

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => setSelected(addMonths(month, -1))} aria-label={t("calendar.previousMonth")} className={buttonClassName({ variant: "ghost", size: "sm" })}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h3 id="sessions-month" className="font-semibold text-slate-900" aria-live="polite">
          {monthTitle}
        </h3>
        <button type="button" onClick={() => setSelected(addMonths(month, 1))} aria-label={t("calendar.nextMonth")} className={buttonClassName({ variant: "ghost", size: "sm" })}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p id="sessions-grid-hint" className="sr-only">
        {t("calendar.gridHint")}
      </p>
      <table role="grid" aria-labelledby="sessions-month" aria-describedby="sessions-grid-hint" className="mt-3 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className="pb-2 text-xs font-semibold text-slate-500">
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => {
                const count = byDate.get(cell.date)?.length ?? 0;
                const isSelected = cell.date === selected;
                const dateLabel = formatSlotDate(cell.date, i18n.language, "long");
                return (
                  <td key={cell.date} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) dayButtons.current.set(cell.date, element);
                        else dayButtons.current.delete(cell.date);
                      }}
                      tabIndex={isSelected ? 0 : -1}
                      onClick={() => setSelected(cell.date)}
                      onKeyDown={handleKeyDown}
                      aria-label={count > 0 ? t("calendar.daySessions", { date: dateLabel, count }) : t("calendar.dayNone", { date: dateLabel })}
                      aria-current={cell.date === today ? "date" : undefined}
                      data-date={cell.date}
                      className={dayClassName({ isSelected, inMonth: cell.inMonth, hasSessions: count > 0, isToday: cell.date === today })}
                    >
                      <span aria-hidden="true">{Number(cell.date.slice(8, 10))}</span>
                      {count > 0 ? <span aria-hidden="true" className={`mx-auto mt-0.5 block size-1.5 rounded-full ${isSelected ? "bg-white" : "bg-accent-500"}`} /> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-live="polite" className="mt-5 border-t border-slate-200 pt-4" data-testid="sessions-on-day">
        <h3 className="font-semibold text-slate-900">{t("calendar.sessionsOn", { date: selectedLabel })}</h3>
        {selectedMeetings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("calendar.noSessionsOn")}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {selectedMeetings.map((meeting) => (
              <CalendarMeeting key={meeting.id} meeting={meeting} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CalendarMeeting({ meeting }: { meeting: UpcomingMeeting }) {
  const { t } = useTranslation("mentor-dashboard");
  return (
    <li className="rounded-lg bg-slate-50 p-3 text-sm">
      <MeetingWhen startsAt={meeting.startsAt} />
      <span className="mt-1 block text-slate-700">
        {t(`common:sessionTypes.${meeting.type}.title`)} · {t("upcoming.with", { name: meeting.studentName })}
      </span>
    </li>
  );
}

function dayClassName({ isSelected, inMonth, hasSessions, isToday }: { isSelected: boolean; inMonth: boolean; hasSessions: boolean; isToday: boolean }) {
  const base = "flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm focus-visible:focus-ring";
  if (isSelected) return `${base} bg-brand-600 font-semibold text-white`;
  const tone = hasSessions ? "bg-accent-50 font-semibold text-brand-950 hover:bg-accent-100" : inMonth ? "text-slate-800 hover:bg-slate-100" : "text-slate-500 hover:bg-slate-100";
  return `${base} ${tone} ${isToday ? "ring-1 ring-brand-300" : ""}`;
}
