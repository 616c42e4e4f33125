import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { SlotTime, formatSlotDate } from "~/features/booking/slot-time";
import type { BookedOutsideHours } from "./schedule-types";

/**
 * The booked sessions (paid, or held awaiting payment) at hours the mentor no longer offers. They
 * stay booked: the mentor keeps the time or arranges another with the student.
 */
export function BookedOutsideList({ outside }: { outside: readonly BookedOutsideHours[] }) {
  const { t, i18n } = useTranslation("mentorSchedule");
  const headingId = useId();
  if (outside.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="booked-outside">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-amber-900">
        <AlertTriangle className="size-5" aria-hidden="true" />
        {t("outside.title")}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{t("outside.summary", { count: outside.length })}</p>
      <p className="text-sm text-amber-900">{t("outside.intro")}</p>
      <ul className="mt-3 space-y-2">
        {outside.map((meeting) => (
          <li key={meeting.meetingId} className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800" data-testid="booked-outside-item" data-date={meeting.date} data-time={meeting.time}>
            <span className="font-medium">{formatSlotDate(meeting.date, i18n.language, "long")}</span>
            <SlotTime date={meeting.date} time={meeting.time} className="text-slate-700" />
            <span className="block">
              {t("common:sessionTypes." + meeting.type + ".title")} · {meeting.studentName} · {meeting.paid ? t("outside.paid") : t("outside.held")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
