// localStorage keys shared by several pages (see DESIGN.md deviations: emails, paths and filter
// choices only, never a password or a token).
export const REMEMBERED_EMAIL_KEY = "unibridge.rememberedEmail";
export const REDIRECT_AFTER_LOGIN_KEY = "unibridge.redirectAfterLogin";
export const MENTOR_FILTERS_KEY = "unibridge.mentorFilters";
/** The address last left on a lead form; sign-up starts with it (spec: "a remembered lead email"). */
export const LEAD_EMAIL_KEY = "unibridge.leadEmail";
export const SIGNUP_PROMPT_DISMISSED_KEY = "unibridge.signupPromptDismissed";

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
    // Nothing to do: the choice just is not remembered.
  }
}
