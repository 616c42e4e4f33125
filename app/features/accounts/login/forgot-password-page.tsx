import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useActionData, useFetcher } from "react-router";
import { ButtonLink, buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { AuthCard, EmailField, Notice } from "./auth-card";
import { fieldMessages } from "./field-messages";
import type { ForgotPasswordActionData } from "./forgot-password-schema";

const loadForgotPasswordForm = () => import("./forgot-password-schema").then((module) => module.forgotPasswordForm);

/** The email form, which becomes the "Check your email" screen once the link is on its way. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(["login", "accounts", "errors"]);
  const fetcher = useFetcher<ForgotPasswordActionData>({ key: "forgot-password" });
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const messageId = useId();
  const submitting = fetcher.state !== "idle";
  // Without JavaScript the form posts as a document request: its answer is the route's action data.
  const documentResult = useActionData() as ForgotPasswordActionData | undefined;
  const result = submitting ? undefined : (fetcher.data ?? documentResult);
  const checked = useCheckedSubmit(loadForgotPasswordForm, {
    invalid: (error) => setClientMessage(fieldMessages(error).email ?? "login:forgot.emailRequired"),
    valid: () => setClientMessage(null),
    submit: (form) => fetcher.submit(form),
  });

  if (result?.sent) {
    return (
      <AuthCard title={t("forgot.sentHeading")}>
        <div className="space-y-4">
          <Notice tone="success" testId="forgot-sent">
            {t("forgot.sentBody", { email: result.email })}
          </Notice>
          <p className="text-sm text-slate-600">{t("forgot.sentHint")}</p>
          <ButtonLink to="/login" size="lg" className="w-full">
            {t("forgot.returnToLogin")}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const message = clientMessage ?? (result && !result.sent ? result.message : null);

  return (
    <AuthCard title={t("forgot.heading")} subtitle={t("forgot.intro")}>
      <FormAlert id={messageId} testId="forgot-error" message={message ? t(message) : null} />
      <fetcher.Form method="post" noValidate {...checked} className="mt-4 space-y-5">
        <EmailField describedBy={message ? messageId : undefined} invalid={Boolean(message)} />
        <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "w-full" })}>
          {submitting ? t("forgot.submitting") : t("forgot.submit")}
        </button>
      </fetcher.Form>
      <ButtonLink to="/login" variant="ghost" className="mt-3 w-full">
        {t("forgot.backToLogin")}
      </ButtonLink>
    </AuthCard>
  );
}
