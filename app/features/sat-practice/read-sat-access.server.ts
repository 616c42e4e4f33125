import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { users } from "~/db/schema";

/** Whether the student bought lifetime access to the ten mock exams (spec: satAccess). */
export async function readSatAccess(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ satAccess: users.satAccess }).from(users).where(eq(users.id, userId));
  return row?.satAccess ?? false;
}
