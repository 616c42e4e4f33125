import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Role } from "~/db/schema/users";
import { REDIRECT_AFTER_LOGIN_KEY, writeStorage } from "~/lib/browser-storage";
import { saveBookingDraft, takeBookingDraft } from "./booking-draft";
import {
  basketNotice,
  bookingFormReducer,
  initialBookingForm,
  selectedSlot,
  type BookingErrors,
  type BookingMentorView,
  type ChosenSlot,
} from "./booking-form";
import type { BasketItem, CheckoutMeeting } from "./checkout-request";
import { sessionPriceCents } from "./session-types";
import type { SessionType } from "~/lib/session-types";
import type { SlotWeek } from "./slots";
import type { checkBookingMeeting } from "./check-booking-meeting";

type CheckMeeting = typeof checkBookingMeeting;

// The form's check and the checkout call bring the checkout schema (and zod): they load when the
// visitor starts on the form, or at the latest when a meeting is sent.
const loadSending = () => Promise.all([import("./check-booking-meeting"), import("./start-checkout")]);
const prepareSending = () => void loadSending().catch(() => undefined);

export interface BookingFormOptions {
  mentor: BookingMentorView;
  weeks: SlotWeek[];
  viewerRole: Role | null;
  /** Puts a meeting into the basket; false when it already holds that mentor and type. */
  onAddToBasket(item: BasketItem): boolean;
}

export type BookingNotice = { tone: "success" | "error" | "info"; text: string };

/**
 * The booking page's state and what its buttons do: the form (restored from a draft after
 * logging in), its check against the checkout schema, and the outcomes of paying now or adding
 * to the basket. Visitors are sent to log in with their form kept as a draft.
 */
export function useBookingForm({ mentor, weeks, viewerRole, onAddToBasket }: BookingFormOptions) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [form, dispatch] = useReducer(bookingFormReducer, location.state, (state: unknown) => initialBookingForm(mentor, weeks, state));
  const [notice, setNotice] = useState<BookingNotice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const majorRef = useRef<HTMLInputElement>(null);
  const goalsRef = useRef<HTMLTextAreaElement>(null);
  const slotsRef = useRef<HTMLElement>(null);
  // Set from a click on "Schedule Now" until its checkout has an answer: a second click does nothing.
  const sending = useRef(false);

  const selected = selectedSlot(form.chosen, weeks);
  // Signed in, but not as a student: the page says so at the buttons.
  const blockedRole = viewerRole === "mentor" || viewerRole === "admin" ? viewerRole : null;
  const canBook = blockedRole === null;
  const priceCents = mentor.prices ? sessionPriceCents(mentor.prices, form.type) : null;

  // Back from logging in: the form as the visitor left it. Session storage exists only in the
  // browser, so this waits for hydration. The draft is taken (read and removed): a later run, on
  // new loader data, finds none and changes nothing.
  useEffect(() => {
    const draft = takeBookingDraft(mentor.id);
    if (draft) dispatch({ kind: "restoreDraft", draft, sessionTypes: mentor.sessionTypes, weeks });
  }, [mentor.id, mentor.sessionTypes, weeks]);

  // Back from the payment page, the browser may restore this page as it was left: mid-submit.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  /** The meeting to send, or null after showing what is wrong and moving there. */
  function checkedMeeting(checkBookingMeeting: CheckMeeting): CheckoutMeeting | null {
    const check = checkBookingMeeting(mentor.id, form, selected);
    if (check.ok) {
      dispatch({ kind: "showErrors", errors: {} });
      return check.meeting;
    }
    const errors: BookingErrors = {};
    for (const [field, key] of Object.entries(check.errors)) if (key) errors[field as keyof BookingErrors] = t(key);
    dispatch({ kind: "showErrors", errors });
    if (errors.form) setNotice({ tone: "error", text: errors.form });
    if (errors.slot) slotsRef.current?.scrollIntoView({ block: "center" });
    else if (errors.major) majorRef.current?.focus();
    else if (errors.expectations) goalsRef.current?.focus();
    return null;
  }

  function toLogin() {
    saveBookingDraft({ mentorId: mentor.id, type: form.type, slot: form.chosen, major: form.major, expectations: form.expectations });
    writeStorage(REDIRECT_AFTER_LOGIN_KEY, `/schedule-meeting/${mentor.id}`);
    void navigate("/login");
  }

  /** The check and the checkout call, or null (with a notice) when they could not load. */
  async function sendingCode() {
    try {
      const [{ checkBookingMeeting }, checkout] = await loadSending();
      return { checkBookingMeeting, ...checkout };
    } catch {
      setNotice({ tone: "error", text: t("basket:messages.failed") });
      return null;
    }
  }

  async function scheduleNow() {
    if (!canBook) return;
    if (viewerRole === null) return toLogin();
    if (sending.current) return;
    sending.current = true;
    try {
      await checkAndSchedule();
    } finally {
      sending.current = false;
    }
  }

  async function checkAndSchedule() {
    const code = await sendingCode();
    if (!code) return;
    const { apiMessage, goToPayment, startCheckout } = code;
    const meeting = checkedMeeting(code.checkBookingMeeting);
    if (!meeting) return;
    setSubmitting(true);
    setNotice(null);
    const outcome = await startCheckout({ type: "single_meeting", meeting });
    switch (outcome.kind) {
      case "redirect":
        goToPayment(outcome.url);
        return;
      case "slot_taken":
        dispatch({ kind: "dropSlot" });
        setNotice({ tone: "error", text: t("messages.slotTaken") });
        void revalidator.revalidate();
        break;
      case "signed_out":
        setSubmitting(false);
        return toLogin();
      case "forbidden":
        setNotice({ tone: "error", text: t("basket:messages.studentsOnly") });
        break;
      case "invalid": {
        const { "meeting.major": majorError, "meeting.expectations": goalsError, ...others } = outcome.fields;
        dispatch({ kind: "showErrors", errors: { major: apiMessage(majorError, t), expectations: apiMessage(goalsError, t) } });
        setNotice({ tone: "error", text: apiMessage(Object.values(others)[0], t) ?? t("basket:messages.failed") });
        break;
      }
      case "failed":
        setNotice({ tone: "error", text: outcome.message ?? t("basket:messages.failed") });
        break;
    }
    setSubmitting(false);
  }

  async function addToBasket() {
    if (!canBook) return;
    if (viewerRole === null || priceCents === null) return toLogin();
    const code = await sendingCode();
    if (!code) return;
    const meeting = checkedMeeting(code.checkBookingMeeting);
    if (!meeting) return;
    const { sessionType: type, ...fields } = meeting;
    const added = onAddToBasket({ ...fields, type, mentorName: mentor.name, mentorPhotoId: mentor.photoId, priceCents });
    setNotice(basketNotice(added, type, mentor.name, t));
  }

  return {
    form,
    selected,
    canBook,
    blockedRole,
    priceCents,
    notice,
    submitting,
    majorRef,
    goalsRef,
    slotsRef,
    chooseType: (type: SessionType) => dispatch({ kind: "chooseType", type }),
    showWeek: (index: number) => dispatch({ kind: "showWeek", index }),
    chooseSlot: (slot: ChosenSlot) => dispatch({ kind: "chooseSlot", slot: { date: slot.date, time: slot.time } }),
    editMajor: (value: string) => dispatch({ kind: "editMajor", value }),
    editExpectations: (value: string) => dispatch({ kind: "editExpectations", value }),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void scheduleNow();
    },
    addToBasket: () => void addToBasket(),
    /** The form got the pointer or focus: its check and checkout code start loading. */
    prepareSending,
  };
}
