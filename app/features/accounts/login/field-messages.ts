import type { z } from "zod";

/**
 * The first message of each field as a namespaced i18n key. The shared account fields speak the
 * "accounts" namespace without naming it ("errors.required"); they get its prefix here.
 */
export function fieldMessages(error: z.ZodError): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message.includes(":") ? issue.message : `accounts:${issue.message}`;
  }
  return messages;
}
