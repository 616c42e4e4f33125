import type { DbOrTx } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { VERIFICATION_LINK_SECONDS } from "~/lib/auth.server";
import { htmlLang, type Locale } from "~/lib/i18n";
import { escapeHtml } from "~/lib/escape-html";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";

/** Where the verification link lands once followed: the login page with its "verified" banner. */
export const VERIFIED_CALLBACK_PATH = "/login?verified=1";

export interface VerificationEmail {
  to: string;
  name: string;
  locale: Locale;
  /** better-auth's verification link (…/api/auth/verify-email?token=…&callbackURL=…). */
  url: string;
}

/**
 * Queues the "verify your email" message in the user's language. better-auth calls this (through
 * the app's emailVerification.sendVerificationEmail) with the link it signed; the caller wakes
 * the outbox afterwards.
 */
export async function enqueueVerificationEmail(db: DbOrTx, { to, name, locale, url }: VerificationEmail): Promise<void> {
  const t = serverPageT(locale, "signup");
  const hours = Math.round(VERIFICATION_LINK_SECONDS / 3600);
  const greeting = t("email.greeting", { name: shortName(name) });
  const intro = t("email.intro");
  const action = t("email.button");
  const expiry = t("email.expiry", { hours });
  const ignore = t("email.ignore");
  const signoff = t("email.signoff");

  const text = [greeting, "", intro, "", url, "", expiry, ignore, "", signoff].join("\n");
  const html = `<!doctype html>
<html lang="${htmlLang(locale)}">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f4499;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#475569;line-height:1.5">${escapeHtml(t("email.linkFallback"))}<br><a href="${escapeHtml(url)}" style="color:#2f4499;word-break:break-all">${escapeHtml(url)}</a></p>
<p style="margin:16px 0 8px;font-size:14px;color:#475569">${escapeHtml(expiry)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#475569">${escapeHtml(ignore)}</p>
<p style="margin:0;font-size:14px">${escapeHtml(signoff)}</p>
</div>
</body>
</html>`;

  await enqueueEmail(db, { to, subject: t("email.subject"), text, html });
}
