import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { inEmailLocale } from "./email-locale.server";

export const RESET_REQUEST_IP_RULE: RateRule = { window: 15 * 60, max: 10 };
export const RESET_REQUEST_EMAIL_RULE: RateRule = { window: 15 * 60, max: 3 };
/** The page better-auth's emailed link redirects to, with ?token=... or ?error=INVALID_TOKEN. */
export const RESET_PASSWORD_PATH = "/reset-password";

/**
 * Emails a password reset link (valid one hour). Rate-limited per client address and per email.
 * Throws AppError: too_many_requests, no_account (the spec's message for an unknown address).
 */
export async function requestPasswordReset(
  { db, auth }: Pick<AppServices, "db" | "auth">,
  input: { email: string },
  { clientIp, locale }: { clientIp: string; /** The language the page was read in: the email's. */ locale?: Locale },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const byIp = await consumeRateLimit(db, `password-reset:ip:${clientIp}`, RESET_REQUEST_IP_RULE);
  if (!byIp.allowed) throw new AppError("too_many_requests");
  const byEmail = await consumeRateLimit(db, `password-reset:email:${email}`, RESET_REQUEST_EMAIL_RULE);
  if (!byEmail.allowed) throw new AppError("too_many_requests");

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new AppError("no_account");
  await inEmailLocale(locale, () => auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PATH } }));
}
