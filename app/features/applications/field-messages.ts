import type { z } from "zod";

/** The first message of each field (an i18n key with its namespace), as the form shows them. */
export type FieldMessages = Partial<Record<string, string>>;

export function fieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message;
  }
  return messages;
}
