import { and, eq, gt } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { users, verifications } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { isPasswordTooWeak } from "./password-strength";

export const RESET_IP_RULE: RateRule = { window: 15 * 60, max: 10 };
export const RESET_ACCOUNT_RULE: RateRule = { window: 15 * 60, max: 5 };

/**
 * Sets a new password with the emailed token. The token works once and for one hour; every
 * session of the user ends (better-auth's revokeSessionsOnPasswordReset).
 * Throws AppError: too_many_requests, invalid_token, password_too_weak.
 */
export async function resetPassword(
  { db, auth }: Pick<AppServices, "db" | "auth">,
  input: { token: string; password: string },
  { clientIp }: { clientIp: string },
): Promise<void> {
  const byIp = await consumeRateLimit(db, `reset-password:ip:${clientIp}`, RESET_IP_RULE);
  if (!byIp.allowed) throw new AppError("too_many_requests");

  const owner = await findTokenOwner(db, input.token);
  if (!owner) throw new AppError("invalid_token");
  const byAccount = await consumeRateLimit(db, `reset-password:user:${owner.id}`, RESET_ACCOUNT_RULE);
  if (!byAccount.allowed) throw new AppError("too_many_requests");
  if (isPasswordTooWeak(input.password, { email: owner.email, name: owner.name })) throw new AppError("password_too_weak");

  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    // Used up or expired between our look-up and better-auth's (a second tab, the same click twice).
    if (isAPIError(error) && (error.body as { code?: string } | undefined)?.code === "INVALID_TOKEN") throw new AppError("invalid_token");
    throw error;
  }
}

/** The user a live reset token belongs to (better-auth stores it as a verification row). */
async function findTokenOwner(db: AppServices["db"], token: string) {
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())));
  return row ?? null;
}
