import { z } from "zod";

// The Meetings tab's one form: set a meeting's email-sent flag. `emailSent` must say "true": the
// flag is final, so a request to clear it is refused, whatever the interface shows.
export const emailFlagRequestSchema = z.object({
  intent: z.literal("set-email-sent"),
  meetingId: z.uuid(),
  emailSent: z.enum(["true", "false"]),
});
