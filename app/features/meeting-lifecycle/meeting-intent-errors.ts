import type { z } from "zod";

/** The first message per field ("form" for the rest), as keys. */
export function meetingIntentErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? "form");
    const field = ["reason", "date", "time"].includes(path) ? path : "form";
    fields[field] ??= issue.message;
  }
  return fields;
}
