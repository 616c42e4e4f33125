import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { settings } from "~/db/schema";

/** Reads a setting, creating it with `create()` on first use (safe when instances start together). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be created`);
  return row.value;
}

export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The secret better-auth signs and encrypts with: AUTH_SECRET, else one made once and kept in the database. */
export function appAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : getOrCreateSetting(db, "auth_secret", randomSecret);
}
