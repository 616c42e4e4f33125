import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useActionData, useFetcher } from "react-router";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { AuthCard, Notice } from "./auth-card";
import { fieldMessages } from "./field-messages";
import type { ResetPasswordActionData } from "./reset-password-schema";

const loadResetPasswordForm = () => import("./reset-password-schema").then((module) => module.resetPasswordForm);

/** The page the reset email's link leads to: a new password, twice. */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const { t } = useTranslation(["login", "accounts", "errors"]);
  const fetcher = useFetcher<ResetPasswordActionData>({ key: "reset-password" });
  const [clientFields, setClientFields] = useState<ResetPasswordActionData["fields"] | null>(null);
  const messageId = useId();
  const submitting = fetcher.state !== "idle";
  // Without JavaScript the form posts as a document request: its answer is the route's action data.
  const documentResult = useActionData() as ResetPasswordActionData | undefined;
  const result = submitting ? undefined : (fetcher.data ?? documentResult);
  const checked = useCheckedSubmit(loadResetPasswordForm, {
    invalid: (error) => setClientFields(fieldMessages(error)),
    valid: () => setClientFields(null),
    submit: (form) => fetcher.submit(form),
  });

  if (!token || result?.invalidToken) return <InvalidLink />;

  const fields = clientFields ?? result?.fields ?? {};
  const message = clientFields || result?.fields ? null : result?.message;

  return (
    <AuthCard title={t("reset.heading")} subtitle={t("reset.intro")}>
      <FormAlert id={messageId} testId="reset-error" message={message ? t(message) : null} />
      <fetcher.Form method="post" noValidate {...checked} className="mt-4 space-y-5">
        <input type="hidden" name="token" value={token} />
        <TextInput
          label={t("reset.newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={fields.password ? t(fields.password) : null}
          describedBy={message ? messageId : undefined}
          invalid={Boolean(message)}
        />
        <TextInput
          label={t("reset.confirmPassword")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fields.confirmPassword ? t(fields.confirmPassword) : null}
        />
        <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "w-full" })}>
          {submitting ? t("reset.submitting") : t("reset.submit")}
        </button>
      </fetcher.Form>
    </AuthCard>
  );
}

function InvalidLink() {
  const { t } = useTranslation("login");
  return (
    <AuthCard title={t("reset.heading")}>
      <Notice tone="error" testId="reset-invalid">
        {t("reset.invalidLink")}{" "}
        <Link to="/forgot-password" className={textLinkClassName}>
          {t("reset.requestNew")}
        </Link>
      </Notice>
    </AuthCard>
  );
}
