import type { DbOrTx } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { htmlLang, type Locale } from "~/lib/i18n";
import { escapeHtml } from "~/lib/escape-html";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";

export interface PasswordResetEmail {
  to: string;
  name: string;
  locale: Locale;
  /** better-auth's link (GET /api/auth/reset-password/<token>), which leads to /reset-password. */
  url: string;
}

/** Queues the password reset email in the user's language; the caller wakes the outbox afterwards. */
export async function enqueuePasswordResetEmail(db: DbOrTx, { to, name, locale, url }: PasswordResetEmail): Promise<void> {
  const t = serverPageT(locale, "login");
  const values = { name: shortName(name), hours: 1 };
  const subject = t("resetEmail.subject");
  const lines = [t("resetEmail.greeting", values), "", t("resetEmail.body", values), url, "", t("resetEmail.ignore"), "", t("resetEmail.signature")];
  const html = `<!doctype html>
<html lang="${htmlLang(locale)}"><body style="font-family:Arial,sans-serif;color:#0f1733;line-height:1.5">
<p>${escapeHtml(t("resetEmail.greeting", values))}</p>
<p>${escapeHtml(t("resetEmail.body", values))}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f4499;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t("resetEmail.button"))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(url)}</p>
<p>${escapeHtml(t("resetEmail.ignore"))}</p>
<p>${escapeHtml(t("resetEmail.signature"))}</p>
</body></html>`;
  await enqueueEmail(db, { to, subject, text: lines.join("\n"), html });
}
