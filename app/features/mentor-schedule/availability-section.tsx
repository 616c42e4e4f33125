import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { BookedOutsideList } from "./booked-outside-list";
import { DateOverridesEditor } from "./date-overrides-editor";
import type { MentorSchedule } from "./schedule-types";
import { WeeklyAvailabilityEditor } from "./weekly-availability-editor";

/** The dashboard's availability: the weekly editor, date exceptions, and booked sessions now outside the hours. */
export function AvailabilitySection({ schedule }: { schedule: MentorSchedule }) {
  const { t } = useTranslation("mentorSchedule");
  const headingId = useId();
  // Set after the controls' own effects: browser tests wait for it before they click.
  const ready = useReadyMarker<HTMLElement>();
  const weeklyId = useId();
  const overridesId = useId();
  return (
    <section ref={ready} aria-labelledby={headingId} className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="availability-section">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t("availability.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("availability.intro")}</p>
      </div>
      <BookedOutsideList outside={schedule.outside} />
      <div aria-labelledby={weeklyId} role="group">
        <h3 id={weeklyId} className="sr-only">
          {t("availability.weeklyTitle")}
        </h3>
        <WeeklyAvailabilityEditor weekly={schedule.weekly} today={schedule.today} />
      </div>
      <div aria-labelledby={overridesId} role="group">
        <h3 id={overridesId} className="text-lg font-semibold text-slate-900">
          {t("overrides.title")}
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t("overrides.intro")}</p>
        <DateOverridesEditor overrides={schedule.overrides} today={schedule.today} lastDate={schedule.lastOverrideDate} />
      </div>
    </section>
  );
}
