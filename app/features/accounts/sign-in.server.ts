import { serialize } from "cookie";
import { eq } from "drizzle-orm";
import { sessions, users } from "~/db/schema";
import type { Role } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { ACCOUNT_DISABLED_CODE } from "~/lib/auth.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { guardSignInAttempt } from "~/lib/sign-in-guard.server";
import { recordSuccessfulSignIn } from "~/lib/sign-in-limits.server";
import { saveUserLocale } from "~/lib/user-locale.server";
import { enqueueSignInLinkEmail } from "./sign-in-link-email.server";

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInRequest {
  clientIp: string;
  /** The browser's request headers (cookies of an earlier session, user agent, client address). */
  headers: Headers;
  /** The clock the limits' windows are measured with (tests move it). */
  now?: Date;
  /** The language of the page signed in from: stored, so emails follow the language the person uses. */
  locale?: Locale;
}

export interface SignInResult {
  /** Set-Cookie headers to send to the browser. */
  setCookies: string[];
  user: { id: string; role: Role };
  /**
   * The password was right and the account signs in with a second factor: no session yet, only
   * better-auth's short-lived two-factor cookie; the code goes to verifyTwoFactorSignIn.
   */
  twoFactorRequired: boolean;
}

/**
 * Signs in with email and password. Failed attempts are limited per account and address, per
 * account and per address (lib/sign-in-limits); a right password on a disabled or unverified
 * account says so, a wrong one never does.
 * Throws AppError: too_many_requests, invalid_credentials, email_not_verified, account_disabled.
 */
export async function signIn(
  { db, auth, config, notifyOutbox }: Pick<AppServices, "db" | "auth" | "config" | "notifyOutbox">,
  input: SignInInput,
  { clientIp, headers, now = new Date(), locale }: SignInRequest,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const attempt = { email, ip: clientIp, appUrl: config.appUrl, now };
  const allowed = await guardSignInAttempt(db, attempt, async (recipient, url) => {
    await enqueueSignInLinkEmail(db, recipient, url);
    notifyOutbox();
  });
  if (!allowed) throw new AppError("too_many_requests");

  const previous = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  const response = await auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: input.rememberMe },
    headers,
    asResponse: true,
  });
  if (!response.ok) throw await signInError(response);

  await recordSuccessfulSignIn(db, attempt, now);
  const answer = (await response.json()) as { user: { id: string; role: Role } } | { twoFactorRedirect: true };
  if ("twoFactorRedirect" in answer) {
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (!user) throw new Error("two-factor sign-in for an account that is gone");
    return { setCookies: response.headers.getSetCookie(), user, twoFactorRequired: true };
  }
  const body = answer;
  if (locale) await saveUserLocale(db, body.user.id, locale);
  // A new token at every sign-in; the session this browser held before ends with it.
  if (previous) await db.delete(sessions).where(eq(sessions.token, previous.session.token));

  const setCookies = response.headers.getSetCookie();
  if (input.rememberMe) setCookies.push(...(await forgetDontRememberCookie(auth, setCookies)));
  return { setCookies, user: { id: body.user.id, role: body.user.role }, twoFactorRequired: false };
}

async function signInError(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.status === 429) return new AppError("too_many_requests");
  if (body.code === ACCOUNT_DISABLED_CODE) return new AppError("account_disabled");
  if (body.code === "EMAIL_NOT_VERIFIED") return new AppError("email_not_verified");
  // Unknown email, wrong password, malformed email, over-long password: one message for all.
  if (response.status === 401 || response.status === 400) return new AppError("invalid_credentials");
  return new Error(`sign-in failed: ${response.status} ${body.code ?? ""} ${body.message ?? ""}`.trim());
}

/**
 * better-auth keeps a "don't remember" cookie from an earlier sign-in without remember me, and
 * while it exists the session cookie stays a browser-session cookie that never slides. A sign-in
 * with remember me removes it.
 */
async function forgetDontRememberCookie(auth: AppServices["auth"], already: string[]): Promise<string[]> {
  const { authCookies } = await auth.$context;
  const { name, attributes } = authCookies.dontRememberToken;
  if (already.some((cookie) => cookie.startsWith(`${name}=`))) return [];
  return [
    serialize(name, "", {
      path: attributes.path ?? "/",
      httpOnly: true,
      secure: attributes.secure,
      sameSite: "lax",
      maxAge: 0,
    }),
  ];
}
