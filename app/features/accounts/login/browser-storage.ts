import { REDIRECT_AFTER_LOGIN_KEY, REMEMBERED_EMAIL_KEY, writeStorage } from "~/lib/browser-storage";

/** After a successful sign-in: remember the email (only) or forget it; the stored path is used up. */
export function rememberAfterLogin(form: FormData): void {
  const email = String(form.get("email") ?? "").trim();
  const remember = form.get("rememberMe") === "on" || form.get("rememberMe") === "true";
  writeStorage(REMEMBERED_EMAIL_KEY, remember && email ? email : null);
  writeStorage(REDIRECT_AFTER_LOGIN_KEY, null);
}
