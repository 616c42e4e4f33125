import { ArrowLeft, CalendarCheck, Loader2, ShoppingCart } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { majors } from "~content/majors";
import type { Role } from "~/db/schema/users";
import { REDIRECT_AFTER_LOGIN_KEY, writeStorage } from "~/lib/browser-storage";
import { buttonClassName } from "~/ui/button-link";
import { formatPrice } from "~/ui/format-price";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { EXPECTATIONS_MAX, MAJOR_MAX, type BasketItem } from "./checkout-request";
import { saveBookingDraft, takeBookingDraft } from "./booking-draft";
import { BookingMentorHeader, type BookingMentorSummary } from "./booking-mentor-header";
import { SessionTypePicker } from "./session-type-picker";
import { isSessionType, sessionPriceCents, type SessionPricing, type SessionType } from "./session-types";
import { intlLocale, isChinese } from "~/lib/i18n";
import { formatSlotClock, formatSlotDate } from "./slot-time";
import type { Slot, SlotWeek } from "./slots";
import { SlotWeekGrid } from "./slot-week-grid";
import { apiMessage, goToPayment, startCheckout } from "./start-checkout";

export interface BookingMentorView extends BookingMentorSummary, Pick<SessionPricing, "offersSat" | "satScore"> {
  id: string;
  sessionTypes: SessionType[];
  /** Null for visitors, who see no prices (as on the mentor list) until they sign in. */
  prices: Pick<SessionPricing, "sessionPriceCents" | "satPriceCents"> | null;
}

export interface ScheduleMeetingPageProps {
  mentor: BookingMentorView;
  weeks: SlotWeek[];
  viewerRole: Role | null;
  /** Puts a meeting into the basket; false when it already holds that mentor and type. */
  onAddToBasket(item: BasketItem): boolean;
}

type Field = "slot" | "major" | "expectations";
type Notice = { tone: "success" | "error" | "info"; text: string };

/** Navigation state other pages may send (spec: meetingType and expectations pre-fill the form). */
function prefillFrom(state: unknown): { meetingType?: SessionType; expectations?: string } {
  if (typeof state !== "object" || state === null) return {};
  const { meetingType, expectations } = state as Record<string, unknown>;
  return {
    meetingType: isSessionType(meetingType) ? meetingType : undefined,
    expectations: typeof expectations === "string" ? expectations.slice(0, EXPECTATIONS_MAX) : undefined,
  };
}

function initialType(mentor: BookingMentorView, requested: SessionType | undefined): SessionType {
  if (requested && mentor.sessionTypes.includes(requested)) return requested;
  return mentor.sessionTypes.includes("general") ? "general" : (mentor.sessionTypes[0] ?? "general");
}

export function ScheduleMeetingPage({ mentor, weeks, viewerRole, onAddToBasket }: ScheduleMeetingPageProps) {
  const { t, i18n } = useTranslation("booking");
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const ids = { heading: useId(), types: useId(), slots: useId(), major: useId(), goals: useId(), majors: useId(), hint: useId() };
  const [prefill] = useState(() => prefillFrom(location.state));
  const [type, setType] = useState<SessionType>(() => initialType(mentor, prefill.meetingType));
  const [weekIndex, setWeekIndex] = useState(() => Math.max(0, weeks.findIndex((week) => week.slots.length > 0)));
  const [chosen, setChosen] = useState<Pick<Slot, "date" | "time"> | null>(null);
  const [major, setMajor] = useState("");
  const [expectations, setExpectations] = useState(prefill.expectations ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const majorRef = useRef<HTMLInputElement>(null);
  const goalsRef = useRef<HTMLTextAreaElement>(null);
  const slotsRef = useRef<HTMLElement>(null);

  // A slot taken meanwhile drops out of the grid when the loader runs again; so does the choice.
  const selected = chosen && weeks.some((week) => week.slots.some((s) => s.date === chosen.date && s.time === chosen.time)) ? chosen : null;
  const canBook = viewerRole === null || viewerRole === "student";
  const priceCents = mentor.prices ? sessionPriceCents(mentor.prices, type) : null;
  const chinese = isChinese(i18n.language);
  const majorOptions = useMemo(() => {
    const collator = new Intl.Collator(intlLocale(chinese ? "zh" : "en"));
    return majors.map((m) => (chinese ? m.zh : m.en)).sort(collator.compare);
  }, [chinese]);

  // Back from logging in: the form as the visitor left it (once; storage is only readable here).
  useEffect(() => {
    const draft = takeBookingDraft(mentor.id);
    if (!draft) return;
    // Session storage exists only in the browser, after hydration: restoring it is a one-off sync.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mentor.sessionTypes.includes(draft.type)) setType(draft.type);
    setMajor(draft.major);
    setExpectations(draft.expectations);
    const week = draft.slot ? weeks.findIndex((w) => w.slots.some((s) => s.date === draft.slot!.date && s.time === draft.slot!.time)) : -1;
    if (week >= 0) {
      setChosen(draft.slot);
      setWeekIndex(week);
    }
    // Only on arrival: later changes to the loader data must not re-apply an old draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pageRef = useReadyMarker<HTMLDivElement>();

  // Back from the payment page, the browser may restore this page as it was left: mid-submit.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    if (!selected) next.slot = t("messages.selectSlot");
    if (!major.trim()) next.major = t("schedule.errors.majorRequired");
    if (!expectations.trim()) next.expectations = t("schedule.errors.goalsRequired");
    setErrors(next);
    if (next.slot) slotsRef.current?.scrollIntoView({ block: "center" });
    else if (next.major) majorRef.current?.focus();
    else if (next.expectations) goalsRef.current?.focus();
    return Object.keys(next).length === 0;
  };

  const toLogin = () => {
    saveBookingDraft({ mentorId: mentor.id, type, slot: chosen, major, expectations });
    writeStorage(REDIRECT_AFTER_LOGIN_KEY, `/schedule-meeting/${mentor.id}`);
    void navigate("/login");
  };

  const meeting = () => ({
    mentorId: mentor.id,
    sessionType: type,
    date: selected!.date,
    time: selected!.time,
    major: major.trim(),
    expectations: expectations.trim(),
  });

  const scheduleNow = async () => {
    if (!canBook) return;
    if (viewerRole === null) return toLogin();
    if (!validate()) return;
    setSubmitting(true);
    setNotice(null);
    const outcome = await startCheckout({ type: "single_meeting", meeting: meeting() });
    switch (outcome.kind) {
      case "redirect":
        goToPayment(outcome.url);
        return;
      case "slot_taken":
        setChosen(null);
        setNotice({ tone: "error", text: t("messages.slotTaken") });
        void revalidator.revalidate();
        break;
      case "signed_out":
        setSubmitting(false);
        return toLogin();
      case "forbidden":
        setNotice({ tone: "error", text: t("messages.studentsOnly") });
        break;
      case "invalid": {
        const { "meeting.major": majorError, "meeting.expectations": goalsError, ...others } = outcome.fields;
        setErrors({ major: apiMessage(majorError, t), expectations: apiMessage(goalsError, t) });
        setNotice({ tone: "error", text: apiMessage(Object.values(others)[0], t) ?? t("messages.failed") });
        break;
      }
      case "failed":
        setNotice({ tone: "error", text: outcome.message ?? t("messages.failed") });
        break;
    }
    setSubmitting(false);
  };

  const addToBasketClicked = () => {
    if (!canBook) return;
    if (viewerRole === null || priceCents === null) return toLogin();
    if (!validate()) return;
    const typeTitle = t(`types.${type}.title`);
    const added = onAddToBasket({
      mentorId: mentor.id,
      type,
      mentorName: mentor.name,
      mentorPhotoId: mentor.photoId,
      date: selected!.date,
      time: selected!.time,
      major: major.trim(),
      expectations: expectations.trim(),
      priceCents,
    });
    setNotice(
      added
        ? { tone: "success", text: t("messages.addedToBasket", { type: typeTitle, name: mentor.name }) }
        : { tone: "info", text: t("messages.alreadyInBasket", { type: typeTitle, name: mentor.name }) },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void scheduleNow();
  };

  return (
    <div ref={pageRef} className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8" data-testid="schedule-page">
      <Link
        to="/mentors"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("schedule.back")}
      </Link>

      <div className="mt-6">
        <BookingMentorHeader mentor={mentor} headingId={ids.heading} />
      </div>

      {!canBook ? (
        <p role="note" data-testid="cannot-book" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("messages.studentsOnly")}
        </p>
      ) : null}

      <form noValidate onSubmit={onSubmit} aria-labelledby={ids.heading} className="mt-8 space-y-10">
        <section aria-labelledby={ids.types}>
          <h2 id={ids.types} className="text-lg font-bold text-brand-950">
            {t("schedule.steps.type")}
          </h2>
          <div className="mt-3">
            <SessionTypePicker types={mentor.sessionTypes} prices={mentor.prices} value={type} onChange={setType} labelledBy={ids.types} />
          </div>
        </section>

        <section aria-labelledby={ids.slots} ref={slotsRef}>
          <h2 id={ids.slots} className="text-lg font-bold text-brand-950">
            {t("schedule.steps.time")}
          </h2>
          <div className="mt-3">
            <SlotWeekGrid
              weeks={weeks}
              weekIndex={weekIndex}
              onWeekChange={setWeekIndex}
              selected={selected}
              onSelect={(slot) => {
                setChosen({ date: slot.date, time: slot.time });
                setErrors((e) => ({ ...e, slot: undefined }));
              }}
            />
          </div>
        </section>

        <section className="grid gap-6 md:grid-cols-2">
          <div>
            <label htmlFor={ids.major} className="text-sm font-semibold text-slate-900">
              {t("schedule.major.label")} <span aria-hidden="true" className="text-red-600">*</span>
            </label>
            <input
              ref={majorRef}
              id={ids.major}
              name="major"
              list={ids.majors}
              value={major}
              onChange={(event) => setMajor(event.target.value)}
              required
              maxLength={MAJOR_MAX}
              autoComplete="off"
              placeholder={t("schedule.major.placeholder")}
              {...fieldErrorProps(ids.major, errors.major)}
            />
            <datalist id={ids.majors}>
              {majorOptions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <FieldError fieldId={ids.major} error={errors.major} />
          </div>
          <div className="md:row-span-2">
            <label htmlFor={ids.goals} className="text-sm font-semibold text-slate-900">
              {t("schedule.goals.label")} <span aria-hidden="true" className="text-red-600">*</span>
            </label>
            <textarea
              ref={goalsRef}
              id={ids.goals}
              name="expectations"
              value={expectations}
              onChange={(event) => setExpectations(event.target.value)}
              required
              rows={5}
              maxLength={EXPECTATIONS_MAX}
              placeholder={t("schedule.goals.placeholder")}
              {...fieldErrorProps(ids.goals, errors.expectations)}
            />
            <FieldError fieldId={ids.goals} error={errors.expectations} />
          </div>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
            <p>
              {t("schedule.summary", { type: t(`types.${type}.title`) })}
              {selected ? (
                <>
                  {" · "}
                  <span data-testid="summary-slot">
                    {formatSlotDate(selected.date, i18n.language)}, {t("time.eastern", { time: formatSlotClock(selected.time, i18n.language) })}
                  </span>
                </>
              ) : null}
            </p>
            {priceCents === null ? (
              <p className="text-sm font-semibold text-brand-800" data-testid="prices-for-members">
                {t("schedule.pricesForMembers")}
              </p>
            ) : (
              <p className="text-xl font-bold text-brand-950" data-testid="summary-price">
                {formatPrice(priceCents, i18n.language)}
              </p>
            )}
          </div>
          {notice ? (
            <p
              role={notice.tone === "error" ? "alert" : "status"}
              data-testid="booking-notice"
              className={`mt-3 rounded-lg px-3 py-2 text-sm ${
                notice.tone === "error" ? "bg-red-50 text-red-800" : notice.tone === "success" ? "bg-emerald-50 text-emerald-800" : "bg-brand-50 text-brand-900"
              }`}
            >
              {notice.text}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              data-testid="schedule-now"
              disabled={!selected || submitting || !canBook}
              aria-describedby={!selected ? ids.hint : undefined}
              className={buttonClassName({ variant: "primary", size: "lg", className: "sm:flex-1" })}
            >
              {submitting ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <CalendarCheck className="size-5" aria-hidden="true" />}
              {submitting ? t("schedule.redirecting") : t("schedule.scheduleNow")}
            </button>
            <button
              type="button"
              data-testid="add-to-basket"
              onClick={addToBasketClicked}
              disabled={submitting || !canBook}
              className={buttonClassName({ variant: "outline", size: "lg", className: "sm:flex-1" })}
            >
              <ShoppingCart className="size-5" aria-hidden="true" />
              {t("schedule.addToBasket")}
            </button>
          </div>
          {!selected ? (
            <p id={ids.hint} data-testid="select-slot-hint" className={`mt-2 text-sm ${errors.slot ? "font-semibold text-red-700" : "text-slate-600"}`}>
              {t("messages.selectSlot")}
            </p>
          ) : null}
        </section>
      </form>
    </div>
  );
}

/** The invalid state of an input or textarea, tied to the message <FieldError> shows. */
function fieldErrorProps(fieldId: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId}-error` : undefined,
    className: `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 ${
      error ? "border-red-500" : "border-slate-300"
    }`,
  };
}

function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}
