import { isSessionType, type SessionType } from "~/lib/session-types";

// What a signed-out visitor had filled in on a booking page, kept for this tab only while they
// log in, so the page comes back as they left it. Goals may be personal: session storage, not local.
const BOOKING_DRAFT_KEY = "unibridge.bookingDraft";

export interface BookingDraft {
  mentorId: string;
  type: SessionType;
  slot: { date: string; time: string } | null;
  major: string;
  expectations: string;
}

/** The draft in `raw` if it is one for this mentor; anything else is ignored. */
export function parseBookingDraft(raw: string | null, mentorId: string): BookingDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<BookingDraft> | null;
    if (!draft || draft.mentorId !== mentorId || !isSessionType(draft.type)) return null;
    const slot = draft.slot;
    const validSlot =
      slot && typeof slot.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(slot.date) && typeof slot.time === "string" && /^\d{2}:\d{2}$/.test(slot.time);
    return {
      mentorId,
      type: draft.type,
      slot: validSlot ? { date: slot.date, time: slot.time } : null,
      major: typeof draft.major === "string" ? draft.major : "",
      expectations: typeof draft.expectations === "string" ? draft.expectations : "",
    };
  } catch {
    return null;
  }
}

export function saveBookingDraft(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the page just starts empty after login.
  }
}

/** Reads and forgets the draft for this mentor (a draft is restored once). */
export function takeBookingDraft(mentorId: string): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(BOOKING_DRAFT_KEY);
    const draft = parseBookingDraft(raw, mentorId);
    if (draft) window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
    return draft;
  } catch {
    return null;
  }
}
