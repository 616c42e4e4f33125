import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { BookingDetailsFields } from "./booking-details-fields";
import { BookingMentorHeader } from "./booking-mentor-header";
import { BookingSummary } from "./booking-summary";
import { SessionTypePicker } from "./session-type-picker";
import { SlotWeekGrid } from "./slot-week-grid";
import { useBookingForm, type BookingFormOptions } from "./use-booking-form";

export type { BookingMentorView } from "./booking-form";
export type ScheduleMeetingPageProps = BookingFormOptions;

/** /schedule-meeting/:mentorId: a session type, a free hour, the student's major and goals, then pay or add to the basket. */
export function ScheduleMeetingPage(props: ScheduleMeetingPageProps) {
  const { mentor, weeks } = props;
  const { t } = useTranslation("booking");
  const { form, selected, canBook, blockedRole, priceCents, notice, submitting, majorRef, goalsRef, slotsRef, ...actions } = useBookingForm(props);
  const ids = { heading: useId(), types: useId(), slots: useId() };
  // After the form's own set-up (the draft restore): effects run in order.
  const pageRef = useReadyMarker<HTMLDivElement>();

  return (
    <div ref={pageRef} className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8" data-testid="schedule-page">
      <Link to="/mentors" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:focus-ring">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("schedule.back")}
      </Link>

      <div className="mt-6">
        <BookingMentorHeader mentor={mentor} headingId={ids.heading} />
      </div>

      {!canBook ? (
        <p role="note" data-testid="cannot-book" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("basket:messages.studentsOnly")}
        </p>
      ) : null}

      <form noValidate onSubmit={actions.onSubmit} onFocus={actions.prepareSending} onPointerDown={actions.prepareSending} aria-labelledby={ids.heading} className="mt-8 space-y-10">
        <section aria-labelledby={ids.types}>
          <h2 id={ids.types} className="text-lg font-bold text-brand-950">
            {t("schedule.steps.type")}
          </h2>
          <div className="mt-3">
            <SessionTypePicker types={mentor.sessionTypes} prices={mentor.prices} value={form.type} onChange={actions.chooseType} labelledBy={ids.types} />
          </div>
        </section>

        <section aria-labelledby={ids.slots} ref={slotsRef}>
          <h2 id={ids.slots} className="text-lg font-bold text-brand-950">
            {t("schedule.steps.time")}
          </h2>
          <div className="mt-3">
            <SlotWeekGrid weeks={weeks} weekIndex={form.weekIndex} onWeekChange={actions.showWeek} selected={selected} onSelect={actions.chooseSlot} />
          </div>
        </section>

        <BookingDetailsFields
          major={form.major}
          expectations={form.expectations}
          errors={form.errors}
          onMajorChange={actions.editMajor}
          onExpectationsChange={actions.editExpectations}
          majorRef={majorRef}
          goalsRef={goalsRef}
        />

        <BookingSummary
          type={form.type}
          selected={selected}
          priceCents={priceCents}
          notice={notice}
          submitting={submitting}
          blockedRole={blockedRole}
          slotMissing={Boolean(form.errors.slot)}
          onAddToBasket={actions.addToBasket}
        />
      </form>
    </div>
  );
}
