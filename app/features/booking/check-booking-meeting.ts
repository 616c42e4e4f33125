import type { z } from "zod";
import type { BookingErrors, BookingField, BookingFormState, ChosenSlot } from "./booking-form";
import { checkoutMeetingSchema, type CheckoutMeeting } from "./checkout-request";

// The booking form's check, with the checkout API's own schema (and zod): the page loads this
// module when a meeting is about to be sent or put in the basket, not with the page.

const fieldOfPath = new Map<PropertyKey | undefined, BookingField>([
  ["date", "slot"],
  ["time", "slot"],
  ["major", "major"],
  ["expectations", "expectations"],
]);

/** The first message key ("errors:checkout.majorRequired") of each field the schema refused. */
export function bookingFieldErrors(error: z.ZodError): BookingErrors {
  const errors: BookingErrors = {};
  for (const issue of error.issues) {
    const field = fieldOfPath.get(issue.path[0]) ?? "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

export type BookingCheck = { ok: true; meeting: CheckoutMeeting } | { ok: false; errors: BookingErrors };

/** Checks the meeting the form is about to send, with the checkout API's schema. */
export function checkBookingMeeting(mentorId: string, state: BookingFormState, selected: ChosenSlot | null): BookingCheck {
  const parsed = checkoutMeetingSchema.safeParse({
    mentorId,
    sessionType: state.type,
    date: selected?.date ?? "",
    time: selected?.time ?? "",
    major: state.major,
    expectations: state.expectations,
  });
  return parsed.success ? { ok: true, meeting: parsed.data } : { ok: false, errors: bookingFieldErrors(parsed.error) };
}
