import { z } from "zod";
import { sessionTypes, type SessionType } from "~/lib/session-types";
import { canonicalTimeZone } from "~/lib/time-zone";
import { plainText } from "~/lib/plain-text";
import { AFFILIATE_SOURCE_MAX, BASKET_MAX_ITEMS, EXPECTATIONS_MAX, MAJOR_MAX } from "./checkout-limits";

// The body of POST /api/v1/payments/stripe-checkout (spec §7, kept as the public API). Browser-safe:
// the schedule page and the basket send exactly this. Dates and times are US Eastern. Prices are
// not part of it: the server reads them from the database (a sent price is dropped).
// Messages are namespaced i18n keys, translated where they are shown.

const m = (key: string) => `errors:checkout.${key}`;

const requiredText = (required: string, tooLong: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText({ ...options, notAString: required })
    .trim()
    .min(1, required)
    .max(max, tooLong);

export const checkoutMeetingSchema = z.object({
  mentorId: requiredText(m("mentorRequired"), m("mentorRequired"), 100),
  sessionType: z.enum(sessionTypes, { error: m("sessionTypeRequired") }),
  date: z.string({ error: m("slotRequired") }).regex(/^\d{4}-\d{2}-\d{2}$/, m("slotRequired")),
  time: z.string({ error: m("slotRequired") }).regex(/^\d{2}:\d{2}$/, m("slotRequired")),
  major: requiredText(m("majorRequired"), m("majorTooLong"), MAJOR_MAX),
  expectations: requiredText(m("expectationsRequired"), m("expectationsTooLong"), EXPECTATIONS_MAX, { multiline: true }),
});

const shared = {
  affiliateSource: plainText({ notAString: m("affiliateSourceInvalid") })
    .trim()
    .max(AFFILIATE_SOURCE_MAX, m("affiliateSourceInvalid"))
    .transform((source) => source || undefined)
    .optional(),
  // A hint for emails; a zone the server does not know is dropped rather than refused.
  timeZone: z
    .unknown()
    .transform((zone) => (typeof zone === "string" ? (canonicalTimeZone(zone) ?? undefined) : undefined))
    .optional(),
};

export const checkoutRequestSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("single_meeting"), meeting: checkoutMeetingSchema, ...shared }),
    z.object({
      type: z.literal("basket"),
      items: z
        .array(checkoutMeetingSchema, { error: m("itemsRequired") })
        .min(1, m("itemsRequired"))
        .max(BASKET_MAX_ITEMS, m("tooManyItems")),
      ...shared,
    }),
    // Lifetime access to the ten SAT mock exams; its price is the server's.
    z.object({ type: z.literal("mock"), ...shared }),
  ],
  { error: m("typeRequired") },
);

export type CheckoutMeeting = z.output<typeof checkoutMeetingSchema>;
/** One meeting as the browser sends it. */
export type CheckoutMeetingInput = z.input<typeof checkoutMeetingSchema>;

/**
 * A meeting kept in the student's basket until checkout: what the API takes, plus what the basket
 * shows. Its price is for display only; checkout recomputes every price on the server.
 */
export interface BasketItem extends Omit<CheckoutMeetingInput, "sessionType"> {
  type: SessionType;
  /** Short name ("First L."), as the booking page shows it. */
  mentorName: string;
  /** Media id of the mentor's photo (served at /media/:id). */
  mentorPhotoId: string | null;
  priceCents: number;
}

/** The optional Idempotency-Key header (Stripe's limit of 255; printable ASCII, as a header value must be). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/)
  .refine((key) => key.trim() === key)
  .optional();

/** A requested slot someone else holds or booked (the 409 answer lists them). */
export const takenSlotSchema = z.object({ mentorId: z.string(), date: z.string(), time: z.string() });
export type TakenSlot = z.output<typeof takenSlotSchema>;
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** The meetings of a request, in order, whichever its kind. */
export function requestedMeetings(request: CheckoutRequest): CheckoutMeeting[] {
  if (request.type === "mock") return [];
  return request.type === "single_meeting" ? [request.meeting] : request.items;
}

/** Where meeting `index` of a request sits in its JSON: "meeting" or "items.2". */
export function meetingPath(request: Pick<CheckoutRequest, "type">, index: number): string {
  return request.type === "single_meeting" ? "meeting" : `items.${index}`;
}

/** The first message for each invalid field, keyed by its dotted path ("items.1.major"). */
export function checkoutFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "type";
    fields[path] ??= issue.message.includes(":") ? issue.message : m("typeRequired");
  }
  return fields;
}
