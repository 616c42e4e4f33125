import type { TFunction } from "~/lib/translator";
import type { BookingDraft } from "./booking-draft";
import type { BookingMentorSummary } from "./booking-mentor-header";
import { EXPECTATIONS_MAX } from "./checkout-limits";
import type { SessionPricing } from "./session-types";
import { isSessionType, type SessionType } from "~/lib/session-types";
import type { Slot, SlotWeek } from "./slots";

// The booking form's model: what it holds and how it changes. It is checked with the checkout
// API's own schema (check-booking-meeting.ts, loaded when a meeting is sent), so the page and the
// server refuse the same things with the same words.

export interface BookingMentorView extends BookingMentorSummary, Pick<SessionPricing, "offersSat" | "satScore"> {
  id: string;
  sessionTypes: SessionType[];
  /** Null for visitors, who see no prices (as on the mentor list) until they sign in. */
  prices: Pick<SessionPricing, "sessionPriceCents" | "satPriceCents"> | null;
}

export type BookingField = "slot" | "major" | "expectations";
/** Messages by field; "form" for a problem no field shows. */
export type BookingErrors = Partial<Record<BookingField | "form", string>>;
export type ChosenSlot = Pick<Slot, "date" | "time">;

export interface BookingFormState {
  type: SessionType;
  weekIndex: number;
  chosen: ChosenSlot | null;
  major: string;
  expectations: string;
  /** Translated messages under the fields. */
  errors: BookingErrors;
}

export type BookingFormAction =
  | { kind: "chooseType"; type: SessionType }
  | { kind: "showWeek"; index: number }
  | { kind: "chooseSlot"; slot: ChosenSlot }
  | { kind: "dropSlot" }
  | { kind: "editMajor"; value: string }
  | { kind: "editExpectations"; value: string }
  | { kind: "showErrors"; errors: BookingErrors }
  /** The form as a signed-out visitor left it, kept while they logged in (booking-draft). */
  | { kind: "restoreDraft"; draft: BookingDraft; sessionTypes: readonly SessionType[]; weeks: readonly SlotWeek[] };

const weekOf = (weeks: readonly SlotWeek[], slot: ChosenSlot) => weeks.findIndex((week) => week.slots.some((s) => s.date === slot.date && s.time === slot.time));

export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  switch (action.kind) {
    case "chooseType":
      return { ...state, type: action.type };
    case "showWeek":
      return { ...state, weekIndex: action.index };
    case "chooseSlot":
      return { ...state, chosen: action.slot, errors: { ...state.errors, slot: undefined } };
    case "dropSlot":
      return { ...state, chosen: null };
    case "editMajor":
      return { ...state, major: action.value };
    case "editExpectations":
      return { ...state, expectations: action.value };
    case "showErrors":
      return { ...state, errors: action.errors };
    case "restoreDraft": {
      const { draft, sessionTypes, weeks } = action;
      // A type or slot no longer offered is left as it is now.
      const week = draft.slot ? weekOf(weeks, draft.slot) : -1;
      return {
        ...state,
        type: sessionTypes.includes(draft.type) ? draft.type : state.type,
        major: draft.major,
        expectations: draft.expectations,
        ...(draft.slot && week >= 0 ? { chosen: draft.slot, weekIndex: week } : {}),
      };
    }
  }
}

/** Navigation state other pages may send (spec: meetingType and expectations pre-fill the form). */
export function prefillFrom(state: unknown): { meetingType?: SessionType; expectations?: string } {
  if (typeof state !== "object" || state === null) return {};
  const { meetingType, expectations } = state as Record<string, unknown>;
  return {
    meetingType: isSessionType(meetingType) ? meetingType : undefined,
    expectations: typeof expectations === "string" ? expectations.slice(0, EXPECTATIONS_MAX) : undefined,
  };
}

/** The form on arrival: the requested type if offered (else general, else the first), the first week with a free hour. */
export function initialBookingForm(mentor: Pick<BookingMentorView, "sessionTypes">, weeks: readonly SlotWeek[], navigationState: unknown): BookingFormState {
  const prefill = prefillFrom(navigationState);
  const { sessionTypes } = mentor;
  const type =
    prefill.meetingType && sessionTypes.includes(prefill.meetingType)
      ? prefill.meetingType
      : sessionTypes.includes("general")
        ? "general"
        : (sessionTypes[0] ?? "general");
  return {
    type,
    weekIndex: Math.max(0, weeks.findIndex((week) => week.slots.length > 0)),
    chosen: null,
    major: "",
    expectations: prefill.expectations ?? "",
    errors: {},
  };
}

/** The chosen slot while the grid still offers it (a slot taken meanwhile drops out on reload). */
export function selectedSlot(chosen: ChosenSlot | null, weeks: readonly SlotWeek[]): ChosenSlot | null {
  return chosen && weekOf(weeks, chosen) >= 0 ? chosen : null;
}

/** What "Add to Basket" says: added, or already there (the basket holds one per mentor and type). */
export function basketNotice(added: boolean, type: SessionType, mentorName: string, t: TFunction): { tone: "success" | "info"; text: string } {
  if (added) return { tone: "success", text: t("messages.addedToBasket", { type: t(`common:sessionTypes.${type}.title`), name: mentorName }) };
  return { tone: "info", text: t("messages.alreadyInBasket", { typeWithArticle: t(`common:sessionTypes.${type}.withArticle`), name: mentorName }) };
}
