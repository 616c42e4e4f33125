import { z } from "zod";
import { emailField } from "../account-fields";

export const forgotPasswordForm = z.object({
  email: z.string({ error: "login:forgot.emailRequired" }).trim().min(1, "login:forgot.emailRequired").pipe(emailField),
});

export type ForgotPasswordActionData = { sent: true; email: string } | { sent: false; message: string };

export function forgotMessageFor(code: string): string {
  switch (code) {
    case "no_account":
    case "too_many_requests":
      return `errors:${code}`;
    default:
      return "login:forgot.failed";
  }
}
