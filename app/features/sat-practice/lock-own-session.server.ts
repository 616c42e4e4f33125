import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { satPracticeSessions } from "~/db/schema";
import { AppError } from "~/lib/errors";

/** The student's own session, locked for the rest of the transaction; anyone else's is "not found". */
export async function lockOwnSession(tx: DbOrTx, userId: string, sessionId: string) {
  const [session] = await tx
    .select()
    .from(satPracticeSessions)
    .where(and(eq(satPracticeSessions.id, sessionId), eq(satPracticeSessions.userId, userId)))
    .for("update");
  if (!session) throw new AppError("practice_session_not_found");
  return session;
}
