import { isIPv6 } from "node:net";
import type { DbOrTx } from "~/db/db.server";
import { countRequest, refundRequest, resetRateLimit, type RateRule } from "./rate-limit.server";

// Shared by our sign-in service (auth.api calls, which better-auth does not rate-limit) and by
// the hook on better-auth's own HTTP sign-in endpoint, so both paths count against one budget.
// Only failed tries count: a class signing in from one school address is never refused.

/** Failed tries at one account from one address: a guesser there stops, the owner elsewhere does not. */
export const SIGN_IN_ACCOUNT_ADDRESS_RULE: RateRule = { window: 15 * 60, max: 5 };
/** Failed tries at one account from all addresses together; past it the owner gets a sign-in link. */
export const SIGN_IN_ACCOUNT_RULE: RateRule = { window: 60 * 60, max: 100 };
/** Failed tries from one address at any accounts (credential stuffing). */
export const SIGN_IN_ADDRESS_RULE: RateRule = { window: 15 * 60, max: 100 };

export interface SignInAttempt {
  email: string;
  ip: string;
}

export interface SignInDecision {
  allowed: boolean;
  /** True for exactly one refused attempt per account window: the one that reached the ceiling. */
  accountCeilingReached: boolean;
}

/**
 * Counts one sign-in attempt and says whether it may go ahead. Every attempt is counted up front
 * (atomically) so parallel guesses cannot slip past a limit; a success then takes itself back
 * with {@link recordSuccessfulSignIn}, so only failures stay counted.
 */
export async function consumeSignInAttempt(db: DbOrTx, attempt: SignInAttempt, now = new Date()): Promise<SignInDecision> {
  const refused = { allowed: false, accountCeilingReached: false };
  const byAddress = await countRequest(db, addressKey(attempt), SIGN_IN_ADDRESS_RULE, now);
  if (byAddress.count > SIGN_IN_ADDRESS_RULE.max) return refused;
  const byAccountAddress = await countRequest(db, accountAddressKey(attempt), SIGN_IN_ACCOUNT_ADDRESS_RULE, now);
  if (byAccountAddress.count > SIGN_IN_ACCOUNT_ADDRESS_RULE.max) return refused;
  const byAccount = await countRequest(db, accountKey(attempt), SIGN_IN_ACCOUNT_RULE, now);
  if (byAccount.count <= SIGN_IN_ACCOUNT_RULE.max) return { allowed: true, accountCeilingReached: false };
  return { allowed: false, accountCeilingReached: byAccount.count === SIGN_IN_ACCOUNT_RULE.max + 1 };
}

/** A sign-in succeeded: it was no failure, and this address's failures at the account are forgotten. */
export async function recordSuccessfulSignIn(db: DbOrTx, attempt: SignInAttempt, now = new Date()): Promise<void> {
  await refundRequest(db, addressKey(attempt), SIGN_IN_ADDRESS_RULE, now);
  await refundRequest(db, accountKey(attempt), SIGN_IN_ACCOUNT_RULE, now);
  await resetRateLimit(db, accountAddressKey(attempt));
}

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

function addressKey({ ip }: SignInAttempt): string {
  return `sign-in:ip:${addressGroup(ip)}`;
}

function accountAddressKey({ email, ip }: SignInAttempt): string {
  return `sign-in:account-ip:${normalized(email)}:${addressGroup(ip)}`;
}

/**
 * What counts as one address: an IPv4 address, or an IPv6 /64 (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would give a guesser endless fresh ones).
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

function accountKey({ email }: SignInAttempt): string {
  return `sign-in:account:${normalized(email)}`;
}

/** The client address server/app.ts puts on every request (absent in direct calls and tests). */
export function clientIpOf(headers: Headers | undefined): string {
  return headers?.get("x-unibridge-client-ip") || "unknown";
}
