import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/lib/i18n";

// better-auth hands its email callbacks the user as stored. When a signed-out person asks for an
// account email (password reset, a new verification link), the page they asked from is the
// language they read now: it travels to the callback with the call, without being stored (anyone
// may ask for someone else's reset link).
const askedIn = new AsyncLocalStorage<Locale>();

/** Runs `send` so that account emails it queues are written in `locale` (when given). */
export function inEmailLocale<T>(locale: Locale | undefined, send: () => Promise<T>): Promise<T> {
  return locale ? askedIn.run(locale, send) : send();
}

/** The language for an account email: the one it was asked in, else the stored one. */
export function accountEmailLocale(stored: Locale): Locale {
  return askedIn.getStore() ?? stored;
}
