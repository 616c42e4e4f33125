import type { Role } from "~/db/schema/users";
import type { AppServices } from "~/lib/app-context.server";
import { ACCOUNT_DISABLED_CODE } from "~/lib/auth.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n";
import { saveUserLocale } from "~/lib/user-locale.server";
import type { SignInResult } from "./sign-in.server";

/**
 * Signs in with the token of an emailed sign-in link, which this uses up.
 * Throws AppError: invalid_token (unknown, used or expired), account_disabled.
 */
export async function signInWithLink(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  token: string,
  { headers, locale }: { headers: Headers; /** The page's language, stored for the user's emails. */ locale: Locale },
): Promise<SignInResult> {
  const response = await auth.api.signInWithLink({ body: { token }, headers, asResponse: true });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    if (body.code === ACCOUNT_DISABLED_CODE) throw new AppError("account_disabled");
    if (response.status === 400) throw new AppError("invalid_token");
    throw new Error(`sign-in with a link failed: ${response.status} ${body.code ?? ""}`.trim());
  }
  const body = (await response.json()) as { user: { id: string; role: Role } };
  await saveUserLocale(db, body.user.id, locale);
  return { setCookies: response.headers.getSetCookie(), user: body.user, twoFactorRequired: false };
}
