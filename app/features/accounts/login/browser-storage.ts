// localStorage keys shared with other pages (see DESIGN.md deviations: an email and a path only,
// never a password or a token).
export const REMEMBERED_EMAIL_KEY = "unibridge.rememberedEmail";
export const REDIRECT_AFTER_LOGIN_KEY = "unibridge.redirectAfterLogin";

// Storage can be unavailable (private modes, blocked cookies): remembering is a convenience.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the user just is not remembered.
  }
}

/** After a successful sign-in: remember the email (only) or forget it; the stored path is used up. */
export function rememberAfterLogin(form: FormData): void {
  const email = String(form.get("email") ?? "").trim();
  const remember = form.get("rememberMe") === "on" || form.get("rememberMe") === "true";
  writeStorage(REMEMBERED_EMAIL_KEY, remember && email ? email : null);
  writeStorage(REDIRECT_AFTER_LOGIN_KEY, null);
}
