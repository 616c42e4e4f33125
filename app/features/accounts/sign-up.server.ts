import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { pgErrorCode, pgErrorCodes } from "~/db/errors";
import { accounts, users } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { markLeadsConverted } from "~/features/leads/capture-lead.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { consumeRateLimit, type RateRule } from "~/lib/rate-limit.server";
import { emailDomain, emailField, nameField, passwordField } from "./account-fields";
import { createMentorProfile, discardProfilePicture, storeProfilePicture } from "./create-mentor-profile.server";
import { isPasswordTooWeak } from "./password-strength";
import { isEduEmail, type MentorProfileFields } from "./signup-schemas";
import { VERIFIED_CALLBACK_PATH } from "./verification-email.server";

export const SIGN_UP_IP_RULE: RateRule = { window: 60 * 60, max: 10 };
export const SIGN_UP_EMAIL_RULE: RateRule = { window: 60 * 60, max: 5 };
/** Where the verification link lands once it has marked the address verified. */

export type SignUpInput =
  | { role: "student"; name: string; email: string; password: string }
  | { role: "mentor"; name: string; email: string; password: string; profile: MentorProfileFields; picture: Uint8Array };

export interface SignUpResult {
  userId: string;
  email: string;
  /** Set when the account exists but better-auth could not send the link (the user can ask again at login). */
  verificationError?: unknown;
}

type SignUpServices = Pick<AppServices, "db" | "auth" | "config" | "notifyOutbox">;

const accountInput = z.object({ name: nameField, email: emailField, password: passwordField });

/**
 * Creates an unverified student or mentor account (with the mentor's profile and photo) in one
 * transaction, then has better-auth send the verification link. The role comes only from the
 * validated input and is never "admin": admins are made by `npm run admin:create`.
 */
export async function signUp(
  services: SignUpServices,
  input: SignUpInput,
  { locale, clientIp }: { locale: Locale; clientIp: string },
): Promise<SignUpResult> {
  const { db, config } = services;
  const role: unknown = input.role;
  if (role !== "student" && role !== "mentor") throw new AppError("bad_request");
  const account = accountInput.safeParse(input);
  if (!account.success) throw new AppError("bad_request");
  const { name, email, password } = account.data;

  // Every attempt counts, refused ones too: probing which addresses exist costs the same budget.
  const byIp = await consumeRateLimit(db, `sign-up:ip:${clientIp}`, SIGN_UP_IP_RULE);
  if (!byIp.allowed) throw new AppError("too_many_requests", { retryAfter: byIp.retryAfter });
  const byEmail = await consumeRateLimit(db, `sign-up:email:${email}`, SIGN_UP_EMAIL_RULE);
  if (!byEmail.allowed) throw new AppError("too_many_requests", { retryAfter: byEmail.retryAfter });

  if (isBlockedDomain(emailDomain(email), config.blockedEmailDomains)) throw new AppError("email_domain_blocked");
  if (role === "mentor" && !isEduEmail(email)) throw new AppError("mentor_email_not_edu");
  if (isPasswordTooWeak(password, { email, name })) throw new AppError("password_too_weak");
  if (await emailExists(services, email)) throw new AppError("email_taken");

  const passwordHash = await hashPassword(password);
  const photo = input.role === "mentor" ? await storeProfilePicture(db, input.picture) : null;
  const userId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, name, email, role, emailVerified: false, locale });
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      if (input.role === "mentor" && photo) await createMentorProfile(tx, userId, input.profile, photo.id);
      // A lead form filled earlier with this address has now become an account.
      await markLeadsConverted(tx, email);
    });
  } catch (error) {
    if (photo) await discardProfilePicture(db, photo.id);
    // Two sign-ups with one address at once: the unique index on users.email decides.
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError("email_taken");
    throw error;
  }

  const result: SignUpResult = { userId, email };
  try {
    await sendVerificationLink(services, email);
  } catch (error) {
    result.verificationError = error;
  }
  services.notifyOutbox();
  return result;
}

/** A blocked domain or any of its subdomains (mail.mailinator.com). */
export function isBlockedDomain(domain: string, blocked: readonly string[]): boolean {
  const lower = domain.toLowerCase();
  return blocked.some((entry) => lower === entry || lower.endsWith(`.${entry}`));
}

async function emailExists({ db }: SignUpServices, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * better-auth signs the link and hands it to emailVerification.sendVerificationEmail (the app
 * wires that to enqueueVerificationEmail). Called without the request's headers, so it treats
 * the call as anonymous and looks the user up by email.
 */
async function sendVerificationLink({ auth }: SignUpServices, email: string): Promise<void> {
  if (!auth.options.emailVerification?.sendVerificationEmail) throw new Error("emailVerification.sendVerificationEmail is not configured");
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK_PATH } });
}
