import type { DbOrTx } from "~/db/db.server";
import { consumeRateLimit, resetRateLimit, type RateRule } from "./rate-limit.server";

// Shared by our sign-in service (auth.api calls, which better-auth does not rate-limit) and by
// the hook on better-auth's own HTTP sign-in endpoint, so both paths count against one budget.
export const SIGN_IN_IP_RULE: RateRule = { window: 15 * 60, max: 20 };
/** Failed attempts per account; a successful sign-in clears the count. */
export const SIGN_IN_ACCOUNT_RULE: RateRule = { window: 15 * 60, max: 5 };

/**
 * Counts one sign-in attempt against the client address and the account, and says whether it
 * may go ahead. Every attempt is counted up front (atomically) so parallel guesses cannot slip
 * past the limit; a success then clears the account's count with {@link clearFailedSignIns}.
 */
export async function consumeSignInAttempt(db: DbOrTx, { email, ip }: { email: string; ip: string }): Promise<boolean> {
  const byIp = await consumeRateLimit(db, `sign-in:ip:${ip}`, SIGN_IN_IP_RULE);
  if (!byIp.allowed) return false;
  const byAccount = await consumeRateLimit(db, accountKey(email), SIGN_IN_ACCOUNT_RULE);
  return byAccount.allowed;
}

export function clearFailedSignIns(db: DbOrTx, email: string): Promise<void> {
  return resetRateLimit(db, accountKey(email));
}

function accountKey(email: string): string {
  return `sign-in:account:${email.trim().toLowerCase()}`;
}

/** The client address server/app.ts puts on every request (absent in direct calls and tests). */
export function clientIpOf(headers: Headers | undefined): string {
  return headers?.get("x-unibridge-client-ip") || "unknown";
}
