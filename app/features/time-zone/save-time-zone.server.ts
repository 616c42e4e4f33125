import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema/users";

/** Remembers the IANA zone the user's browser reported, for the times shown in their emails. */
export async function saveTimeZone(db: DbOrTx, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}
