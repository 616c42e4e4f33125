import { useTranslation } from "~/lib/i18n-react";
import type { z } from "zod";

/** One message for a form field: an i18n key with its namespace ("signup:errors.bioTooShort") and values. */
export interface FieldError {
  message: string;
  params?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/**
 * The first message of each top-level field, as namespaced i18n keys. The shared account fields
 * (account-fields.ts) speak the "accounts" namespace without saying so; they get its prefix here.
 */
export function collectFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const params = (issue as { params?: Record<string, string | number> }).params;
    errors[field] = { message: qualifyMessageKey(issue.message), ...(params ? { params } : {}) };
  }
  return errors;
}

export function qualifyMessageKey(message: string): string {
  return message.includes(":") ? message : `accounts:${message}`;
}

/** Translates field messages for the form kit, which takes them as plain strings. */
export function useFieldMessage(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(["accounts", "errors"]);
  return (error) => (error ? t(error.message, error.params ?? {}) : undefined);
}
