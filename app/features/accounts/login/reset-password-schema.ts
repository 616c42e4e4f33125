import { z } from "zod";
import { passwordField } from "../account-fields";
import { isPasswordTooWeak } from "../password-strength";
import { plainText } from "~/lib/plain-text";

// The browser checks what it can (length, match, common passwords); the server checks again,
// also against the account's own name and email.
export const resetPasswordForm = z
  .object({
    token: plainText({ notAString: "login:reset.invalidLink", message: "login:reset.invalidLink" }).min(1, "login:reset.invalidLink").max(200, "login:reset.invalidLink"),
    password: z.string({ error: "errors.required" }).pipe(passwordField),
    confirmPassword: z.string({ error: "errors.required" }).min(1, "errors.required"),
  })
  .refine((form) => !isPasswordTooWeak(form.password), { path: ["password"], message: "errors.passwordTooWeak" })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: "errors.passwordsDoNotMatch" });

export type ResetPasswordActionData = { message: string; invalidToken?: boolean; fields?: Partial<Record<"password" | "confirmPassword", string>> };

export function resetMessageFor(code: string): string {
  switch (code) {
    case "invalid_token":
      return "login:reset.invalidLink";
    case "password_too_weak":
    case "too_many_requests":
      return `errors:${code}`;
    default:
      return "login:reset.failed";
  }
}
