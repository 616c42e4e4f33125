import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import type { LoginActionData } from "./login-schema";

/**
 * The second step of signing in to an account with two-factor sign-in (every admin): the
 * six-digit code from the authenticator app, or one of the backup codes. Posts through the login
 * page's fetcher, so the answer (a wrong code, or back to the password) replaces this step.
 */
export function TwoFactorStep({ result }: { result: Extract<LoginActionData, { intent: "two-factor" }> }) {
  const { t } = useTranslation(["two-factor", "errors", "login"]);
  const login = useFetcher<LoginActionData>({ key: "login" });
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const messageId = useId();
  const submitting = login.state !== "idle";
  const message = submitting ? null : (result.message ?? null);
  return (
    <div className="space-y-5" data-testid="two-factor-step">
      <p className="text-slate-700">{kind === "totp" ? t("signIn.intro") : t("signIn.backupIntro")}</p>
      <FormAlert id={messageId} testId="two-factor-error" message={message ? t(message) : null} />
      <login.Form method="post" noValidate className="space-y-5">
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="redirectAfterLogin" value={result.redirectAfterLogin ?? ""} />
        <TextInput
          key={kind}
          id="two-factor-code"
          name="code"
          label={kind === "totp" ? t("signIn.code") : t("signIn.backupCode")}
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          required
          describedBy={message ? messageId : undefined}
          invalid={Boolean(message)}
        />
        <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "w-full" })}>
          {submitting ? t("signIn.verifying") : t("signIn.verify")}
        </button>
      </login.Form>
      <button type="button" onClick={() => setKind(kind === "totp" ? "backup" : "totp")} className={`text-sm ${textLinkClassName}`}>
        {kind === "totp" ? t("signIn.useBackup") : t("signIn.useApp")}
      </button>
    </div>
  );
}
