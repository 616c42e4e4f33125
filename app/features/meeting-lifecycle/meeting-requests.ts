import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { CANCEL_REASON_MAX, GUARANTEE_REASON_MAX, GUARANTEE_REASON_MIN } from "./meeting-request-limits";

// What the dashboards and the JSON API may ask of a meeting. Browser-safe: the dialogs check with
// it for instant messages, the server is the authority. Messages are keys of the
// "meeting-changes" page namespace.


const m = (key: string) => `meeting-changes:form.${key}`;

const meetingId = z.uuid({ error: m("failed") });
/** A new slot in US Eastern, as the booking page and `/api/v1/mentors/{id}/slots` give them. */
export const newSlotSchema = z.object({
  date: z.string({ error: m("slotRequired") }).regex(/^\d{4}-\d{2}-\d{2}$/, m("slotRequired")),
  time: z.string({ error: m("slotRequired") }).regex(/^\d{2}:\d{2}$/, m("slotRequired")),
});
export const cancelReasonSchema = plainText({ multiline: true, notAString: m("reasonTooLong") })
  .trim()
  .max(CANCEL_REASON_MAX, m("reasonTooLong"))
  .optional()
  .transform((reason) => reason || null);

export const meetingIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("cancel"), meetingId, reason: cancelReasonSchema }),
    z.object({ intent: z.literal("reschedule"), meetingId, ...newSlotSchema.shape }),
    z.object({ intent: z.literal("no_show"), meetingId }),
    z.object({
      intent: z.literal("guarantee"),
      meetingId,
      reason: plainText({ multiline: true, notAString: m("reasonRequired") })
        .trim()
        .min(GUARANTEE_REASON_MIN, m("reasonRequired"))
        .max(GUARANTEE_REASON_MAX, m("guaranteeReasonTooLong")),
    }),
  ],
  { error: m("failed") },
);

export type MeetingIntent = z.output<typeof meetingIntentSchema>;
