import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { inEmailLocale } from "./email-locale.server";
import { VERIFIED_CALLBACK_PATH } from "./verification-email.server";

export const RESEND_IP_RULE: RateRule = { window: 15 * 60, max: 10 };
export const RESEND_EMAIL_RULE: RateRule = { window: 15 * 60, max: 3 };
/** Where the verification link lands after verifying (better-auth adds ?error=... when it fails). */

/**
 * Sends a new verification link to an account that has not verified its email yet. Asks only for
 * the email (no stored password), rate-limited per client address and per email.
 * Throws AppError: too_many_requests, no_pending_verification.
 */
export async function resendVerification(
  { db, auth }: Pick<AppServices, "db" | "auth">,
  input: { email: string },
  { clientIp, locale }: { clientIp: string; /** The language the page was read in: the email's. */ locale?: Locale },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const byIp = await consumeRateLimit(db, `resend-verification:ip:${clientIp}`, RESEND_IP_RULE);
  if (!byIp.allowed) throw new AppError("too_many_requests");
  const byEmail = await consumeRateLimit(db, `resend-verification:email:${email}`, RESEND_EMAIL_RULE);
  if (!byEmail.allowed) throw new AppError("too_many_requests");

  const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
  if (!user || user.emailVerified) throw new AppError("no_pending_verification");
  await inEmailLocale(locale, () => auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK_PATH } }));
}
