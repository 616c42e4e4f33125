import { useTranslation } from "~/lib/i18n-react";
import { Form, useFetcher, useNavigation } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { AuthCard } from "./login/auth-card";

export type TwoFactorSetupResult =
  | { intent: "start"; setup: { totpUri: string; secret: string; backupCodes: string[] } }
  | { intent: "start" | "confirm"; message: string }
  | undefined;

/**
 * /two-factor-setup: an admin turns on two-factor sign-in before any admin page. First their
 * password, then the secret for an authenticator app and the backup codes (shown this once), then
 * the first code from the app, which switches it on.
 */
export function TwoFactorSetupPage({ result }: { result: TwoFactorSetupResult }) {
  const { t } = useTranslation(["two-factor", "errors", "accounts"]);
  const navigation = useNavigation();
  const setup = result && "setup" in result ? result.setup : null;
  const startMessage = result && "message" in result && result.intent === "start" ? result.message : null;
  return (
    <AuthCard title={t("setup.title")} subtitle={t("setup.subtitle")}>
      {setup ? (
        <ConfirmStep setup={setup} />
      ) : (
        <Form method="post" noValidate className="space-y-5" data-testid="two-factor-start">
          <p className="text-slate-700">{t("setup.passwordIntro")}</p>
          <FormAlert message={startMessage ? t(startMessage) : null} testId="two-factor-setup-error" />
          <input type="hidden" name="intent" value="start" />
          <TextInput id="two-factor-password" name="password" type="password" autoComplete="current-password" label={t("accounts:fields.password")} required />
          <button type="submit" disabled={navigation.state !== "idle"} className={buttonClassName({ size: "lg", className: "w-full" })}>
            {t("setup.start")}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}

function ConfirmStep({ setup }: { setup: { totpUri: string; secret: string; backupCodes: string[] } }) {
  const { t } = useTranslation(["two-factor", "errors"]);
  const confirm = useFetcher<{ intent: "confirm"; message: string }>();
  const message = confirm.state === "idle" ? confirm.data?.message : undefined;
  return (
    <div className="space-y-6">
      <section aria-labelledby="two-factor-app">
        <h2 id="two-factor-app" className="font-semibold text-slate-900">
          {t("setup.appTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("setup.appIntro")}</p>
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900" data-testid="two-factor-secret">
          {setup.secret}
        </p>
        <a href={setup.totpUri} className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:focus-ring">
          {t("setup.openApp")}
        </a>
      </section>
      <section aria-labelledby="two-factor-backup">
        <h2 id="two-factor-backup" className="font-semibold text-slate-900">
          {t("setup.backupTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("setup.backupIntro")}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900" data-testid="two-factor-backup-codes">
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </section>
      <confirm.Form method="post" noValidate className="space-y-4" data-testid="two-factor-confirm">
        <input type="hidden" name="intent" value="confirm" />
        <FormAlert message={message ? t(message) : null} testId="two-factor-confirm-error" />
        <TextInput id="two-factor-first-code" name="code" label={t("setup.code")} autoComplete="one-time-code" inputMode="numeric" required invalid={Boolean(message)} />
        <button type="submit" disabled={confirm.state !== "idle"} className={buttonClassName({ size: "lg", className: "w-full" })}>
          {t("setup.confirm")}
        </button>
      </confirm.Form>
    </div>
  );
}
