import type { DbOrTx } from "~/db/db.server";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import { escapeHtml } from "~/lib/escape-html";
import { shortName } from "~/lib/names";
import { serverPageT } from "~/lib/page-strings.server";
import { htmlLang } from "~/lib/i18n";
import { SIGN_IN_LINK_SECONDS, type SignInLinkRecipient } from "~/lib/sign-in-link.server";

/** Queues the email that follows many failed sign-ins, in the owner's language; the caller wakes the outbox. */
export async function enqueueSignInLinkEmail(db: DbOrTx, { email, name, locale }: SignInLinkRecipient, url: string): Promise<void> {
  const t = serverPageT(locale, "login");
  const values = { name: shortName(name), minutes: SIGN_IN_LINK_SECONDS / 60 };
  const paragraphs = [t("signInLinkEmail.body", values), t("signInLinkEmail.linkIntro", values)];
  const after = [t("signInLinkEmail.notYou"), t("signInLinkEmail.signature")];
  const lines = [t("signInLinkEmail.greeting", values), "", ...paragraphs, url, "", after[0]!, "", after[1]!];
  const html = `<!doctype html>
<html lang="${htmlLang(locale)}"><body style="font-family:Arial,sans-serif;color:#0f1733;line-height:1.5">
<p>${escapeHtml(t("signInLinkEmail.greeting", values))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f4499;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t("signInLinkEmail.button"))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(url)}</p>
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
</body></html>`;
  await enqueueEmail(db, { to: email, subject: t("signInLinkEmail.subject"), text: lines.join("\n"), html });
}
