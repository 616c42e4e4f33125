import { z } from "zod";
import { applicationFormSchema, applicationNotesSchema } from "./application-form-schema";

// What the tracker posts to /resources/applications: one form per intent. Ids are the
// application's own; whether it is the student's is the services' business (not found otherwise).

const id = z.uuid({ error: "applications:errors.unknownApplication" });

export const applicationIntentSchema = z.discriminatedUnion("intent", [
  applicationFormSchema.extend({ intent: z.literal("create") }),
  applicationFormSchema.extend({ intent: z.literal("update"), id }),
  applicationNotesSchema.extend({ intent: z.literal("notes"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("move"),
    id,
    // "" puts it first.
    afterId: z.union([z.literal("").transform(() => null), id]),
  }),
]);

export type ApplicationIntent = z.output<typeof applicationIntentSchema>;
export type IntentName = ApplicationIntent["intent"];
