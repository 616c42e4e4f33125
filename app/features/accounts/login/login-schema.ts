import { z } from "zod";
import { plainText } from "~/lib/plain-text";

// The login form, checked in the browser (no request when a field is empty) and by the action.
// Anything else about the credentials is for the server to judge: one message for all of it.
export const loginForm = z.object({
  email: plainText({ notAString: "login:errors.required" }).trim().min(1, "login:errors.required").max(320, "errors:invalid_credentials"),
  password: plainText({ notAString: "login:errors.required" }).min(1, "login:errors.required").max(1024, "errors:invalid_credentials"),
  rememberMe: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  /** A path another page stored in localStorage (unibridge.redirectAfterLogin). */
  redirectAfterLogin: z.string().max(2000).optional(),
});

export const resendForm = z.object({
  email: plainText({ notAString: "login:forgot.emailRequired" }).trim().min(1, "login:forgot.emailRequired").max(320),
});

/** The second step for an account with two-factor sign-in: a code from the app, or a backup code. */
export const twoFactorForm = z.object({
  kind: z.enum(["totp", "backup"]).catch("totp"),
  code: plainText({ notAString: "two-factor:errors.codeRequired" })
    .trim()
    .min(1, "two-factor:errors.codeRequired")
    .max(40, "errors:invalid_two_factor_code")
    .transform((code) => code.replace(/\s+/g, "")),
  redirectAfterLogin: z.string().max(2000).optional(),
});

export type LoginActionData =
  | { intent: "login"; message: string; email?: string; notVerified?: boolean }
  | { intent: "two-factor"; message?: string; redirectAfterLogin?: string }
  | { intent: "resend"; ok: boolean; message: string };

/** The login page's message (an i18n key) for an error code from the sign-in service. */
export function loginMessageFor(code: string): string {
  switch (code) {
    case "invalid_credentials":
    case "account_disabled":
    case "email_not_verified":
      return `errors:${code}`;
    case "too_many_requests":
      return "login:errors.tooManyAttempts";
    default:
      return "login:errors.unexpected";
  }
}

/** The message for an error code from the resend service. */
export function resendMessageFor(code: string): string {
  switch (code) {
    case "too_many_requests":
    case "no_pending_verification":
      return `errors:${code}`;
    default:
      return "login:resendResult.failed";
  }
}
