import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { DECISION_NOTE_MAX } from "./decision-note";

const m = (key: string) => `admin-refunds:decide.${key}`;

/** The Refunds tab's form: approve or decline one guarantee request. Messages are page-namespace keys. */
export const refundDecisionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("approve"), refundId: z.uuid({ error: m("failed") }) }),
    z.object({
      intent: z.literal("decline"),
      refundId: z.uuid({ error: m("failed") }),
      note: plainText({ multiline: true, notAString: m("noteTooLong") })
        .trim()
        .max(DECISION_NOTE_MAX, m("noteTooLong"))
        .optional()
        .transform((note) => note || null),
    }),
  ],
  { error: m("failed") },
);

export type RefundDecisionRequest = z.output<typeof refundDecisionSchema>;
