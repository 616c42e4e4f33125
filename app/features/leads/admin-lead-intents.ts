import { z } from "zod";

// The Leads tab's two forms, told apart by `intent`.
export const adminLeadIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-converted"), leadId: z.uuid(), converted: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({ intent: z.literal("delete"), leadId: z.uuid() }),
]);

/** ?q= and ?page= of the Leads tab; nonsense reads as the defaults. */
export const adminLeadsQuerySchema = z.object({
  q: z.string().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
