import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema/users";
import type { Locale } from "./i18n";

/**
 * Stores the language a user's emails are written in (writes only when it changed). Called where
 * the user chooses a language: the language switch, and sign-in (the language of the page signed
 * in from, which covers a switch made while signed out and another browser). A page read never writes.
 */
export async function saveUserLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}
