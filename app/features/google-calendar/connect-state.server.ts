import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { googleOauthStates } from "~/db/schema/google-calendar";

// Long enough to choose an account and consent; a stale link is refused.
const STATE_TTL_MS = 10 * 60_000;

const hashOf = (state: string) => createHash("sha256").update(state).digest("hex");

/**
 * The `state` for one authorization: random, stored only as its hash, for this mentor, for ten
 * minutes. Expired states of the mentor are cleared on the way.
 */
export async function createConnectState(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const state = randomBytes(32).toString("base64url");
  await db.delete(googleOauthStates).where(and(eq(googleOauthStates.userId, userId), lte(googleOauthStates.expiresAt, now)));
  await db.insert(googleOauthStates).values({ stateHash: hashOf(state), userId, expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
  return state;
}

/**
 * True once for a state this mentor was given and that has not expired: it is deleted in the same
 * statement, so a replayed callback (or another user's state) is refused.
 */
export async function consumeConnectState(db: DbOrTx, state: string, userId: string, now: Date): Promise<boolean> {
  if (state.length === 0 || state.length > 200) return false;
  const used = await db
    .delete(googleOauthStates)
    .where(and(eq(googleOauthStates.stateHash, hashOf(state)), eq(googleOauthStates.userId, userId), gt(googleOauthStates.expiresAt, now)))
    .returning({ userId: googleOauthStates.userId });
  return used.length === 1;
}
