import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema/users";
import { getServices, localeContext } from "./app-context.server";
import type { Locale } from "./i18n";
import { getSessionUser } from "./session.server";
import type { SessionUser } from "./use-user";

/** Stores the language a user's emails are written in. */
export async function saveUserLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * The signed-in user, after making their stored language the one this request is read in. The
 * language switch stores it too, but a user who signed up in one language and later reads the
 * site in another (another browser, or a switch made while signed out) would otherwise get
 * their emails in the old one. Writes only when the two differ.
 */
export async function syncUserLocale(args: { request: Request; context: Readonly<RouterContextProvider> }): Promise<SessionUser | null> {
  const user = await getSessionUser(args);
  const locale = args.context.get(localeContext);
  if (!user || user.locale === locale) return user;
  await saveUserLocale(getServices(args.context).db, user.id, locale);
  return { ...user, locale };
}
