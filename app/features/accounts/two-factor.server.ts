import { isAPIError } from "better-auth/api";
import type { Role } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { AppError } from "~/lib/errors";
import { base32SecretOfTotpUri } from "~/lib/totp.server";

type AuthServices = Pick<AppServices, "auth">;

export interface TwoFactorSetup {
  /** otpauth:// URI for an authenticator app (a link on phones). */
  totpUri: string;
  /** The same secret in base32, to type into an authenticator app. */
  secret: string;
  /** Shown once: each signs in once instead of a code. */
  backupCodes: string[];
}

/**
 * Starts two-factor set-up for the signed-in user (their password again, so a session left open
 * cannot do it): a new TOTP secret and backup codes, not in force until a code is confirmed.
 * Starting again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup({ auth }: AuthServices, headers: Headers, password: string): Promise<TwoFactorSetup> {
  try {
    const answer = await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
    if (answer.method !== "totp" || !answer.totpURI || !answer.backupCodes) throw new Error("two-factor set-up gave no TOTP secret");
    return { totpUri: answer.totpURI, secret: base32SecretOfTotpUri(answer.totpURI), backupCodes: answer.backupCodes };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") throw new AppError("invalid_credentials");
    throw error;
  }
}

/**
 * Confirms set-up with the first code from the app: two-factor sign-in is on from now, and
 * better-auth replaces the session (new cookie). Returns the Set-Cookie headers.
 */
export async function confirmTwoFactorSetup({ auth }: AuthServices, headers: Headers, code: string): Promise<string[]> {
  return (await verifyCode(auth, headers, { code, kind: "totp" })).setCookies;
}

/**
 * The second step of signing in: the code from the app, or one of the backup codes (used up).
 * `headers` carry better-auth's two-factor cookie from the password step. Returns the session's
 * Set-Cookie headers.
 */
export async function verifyTwoFactorSignIn(
  { auth }: AuthServices,
  headers: Headers,
  input: { code: string; kind: "totp" | "backup" },
): Promise<{ setCookies: string[]; role: Role }> {
  return verifyCode(auth, headers, input);
}

async function verifyCode(auth: AppServices["auth"], headers: Headers, { code, kind }: { code: string; kind: "totp" | "backup" }) {
  const response =
    kind === "totp"
      ? await auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers, asResponse: true })
      : await auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers, asResponse: true });
  if (response.ok) {
    const body = (await response.json()) as { user?: { role?: Role } };
    return { setCookies: response.headers.getSetCookie(), role: body.user?.role ?? "student" };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (response.status === 429 || body.code === "ACCOUNT_TEMPORARILY_LOCKED") throw new AppError("too_many_requests");
  // No pending sign-in (ten minutes passed, the cookie is missing, or five wrong codes used it up): start again.
  if (body.code === "INVALID_TWO_FACTOR_COOKIE" || body.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") throw new AppError("two_factor_expired");
  if (response.status === 401 || response.status === 400 || response.status === 403) throw new AppError("invalid_two_factor_code");
  throw new Error(`two-factor verification failed: ${response.status} ${body.code ?? ""}`.trim());
}
