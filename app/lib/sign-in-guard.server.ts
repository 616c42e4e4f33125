import type { DbOrTx } from "~/db/db.server";
import { offerSignInLink, type SendSignInLink } from "./sign-in-link.server";
import { consumeSignInAttempt, type SignInAttempt } from "./sign-in-limits.server";

/**
 * Whether a sign-in attempt may go ahead; the attempt that reaches the account's ceiling also
 * sends its owner a sign-in link. Used by our sign-in service and better-auth's HTTP endpoint.
 */
export async function guardSignInAttempt(
  db: DbOrTx,
  attempt: SignInAttempt & { appUrl: string; now?: Date },
  sendSignInLink: SendSignInLink,
): Promise<boolean> {
  const now = attempt.now ?? new Date();
  const decision = await consumeSignInAttempt(db, attempt, now);
  if (decision.accountCeilingReached) await offerSignInLink(db, { email: attempt.email, appUrl: attempt.appUrl, now }, sendSignInLink);
  return decision.allowed;
}
