import { z } from "zod";
import { plainText } from "~/lib/plain-text";

// Field rules shared by every account form, in the browser and in the action. Messages are keys
// of the "accounts" i18n namespace; forms translate them.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const nameField = plainText().trim().min(1, "errors.required").max(100, "errors.required");

export const emailField = plainText()
  .trim()
  .min(1, "errors.required")
  .max(254, "errors.emailInvalid")
  .pipe(z.email("errors.emailInvalid"))
  .transform((email) => email.toLowerCase());

export const passwordField = plainText()
  .min(1, "errors.required")
  .min(PASSWORD_MIN, "errors.passwordTooShort")
  .max(PASSWORD_MAX, "errors.passwordTooLong");

/** The domain part of an address, lower case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}
