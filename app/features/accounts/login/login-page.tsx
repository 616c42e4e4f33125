import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useActionData, useFetcher } from "react-router";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { Checkbox } from "~/ui/form/checkbox";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { AuthCard, EmailField, Notice } from "./auth-card";
import { readStorage, REDIRECT_AFTER_LOGIN_KEY, REMEMBERED_EMAIL_KEY } from "~/lib/browser-storage";
import type { LoginActionData } from "./login-schema";
import { TwoFactorStep } from "./two-factor-step";

const loadLoginForm = () => import("./login-schema").then((module) => module.loginForm);

export type LoginBanner = "verified" | "reset" | "verifyLinkInvalid" | null;

/**
 * Email + password sign-in. Posts through a fetcher so a failed request (no network) can be told
 * apart from an answer; the route's clientAction turns it into the network message. Without
 * JavaScript the same form posts normally and the server redirects or answers with the message.
 */
export function LoginPage({ banner }: { banner: LoginBanner }) {
  const { t } = useTranslation(["login", "accounts", "errors", "two-factor"]);
  const login = useFetcher<LoginActionData>({ key: "login" });
  // Without JavaScript the form posts as a document request: its answer is the route's action data.
  const documentResult = useActionData() as LoginActionData | undefined;
  const emailRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const redirectRef = useRef<HTMLInputElement>(null);
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const messageId = useId();

  // Remember me keeps the email (never the password); a stored path comes from other pages.
  useEffect(() => {
    const remembered = readStorage(REMEMBERED_EMAIL_KEY);
    if (remembered && emailRef.current && rememberRef.current && !emailRef.current.value) {
      emailRef.current.value = remembered;
      rememberRef.current.checked = true;
    }
    if (redirectRef.current) redirectRef.current.value = readStorage(REDIRECT_AFTER_LOGIN_KEY) ?? "";
  }, []);
  // From here on the form posts through the fetcher.
  const formRef = useReadyMarker<HTMLFormElement>();

  const submitting = login.state !== "idle";
  const data = login.data ?? documentResult;
  const result = data?.intent === "login" ? data : undefined;
  const resendResult = !login.data && documentResult?.intent === "resend" ? documentResult : undefined;
  const twoFactor = data?.intent === "two-factor" ? data : undefined;
  const message = clientMessage ?? (submitting ? null : result?.message ?? null);

  const checked = useCheckedSubmit(loadLoginForm, {
    invalid: () => setClientMessage("login:errors.required"),
    valid: () => setClientMessage(null),
    submit: (form) => login.submit(form),
  });

  if (twoFactor) {
    return (
      <AuthCard title={t("two-factor:signIn.title")} subtitle={t("two-factor:signIn.subtitle")}>
        <TwoFactorStep result={twoFactor} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("heading")} subtitle={t("subtitle")}>
      <div className="space-y-4">
        {banner ? (
          <Notice tone={banner === "verifyLinkInvalid" ? "error" : "success"} testId="login-banner">
            {t(`banners.${banner}`)}
          </Notice>
        ) : null}
        <FormAlert id={messageId} testId="login-error" message={message ? t(message) : null} />
        {!submitting && result?.notVerified && result.email ? <ResendVerification email={result.email} /> : null}
        {resendResult ? (
          <Notice tone={resendResult.ok ? "success" : "error"} testId="resend-result">
            {t(resendResult.message)}
          </Notice>
        ) : null}
      </div>

      <login.Form ref={formRef} method="post" noValidate {...checked} data-testid="login-form" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="login" />
        {/* No value prop: React would reset what the effect filled in on its next render. */}
        <input ref={redirectRef} type="hidden" name="redirectAfterLogin" />
        {/* The message concerns both fields (which one is wrong is not said). */}
        <EmailField
          ref={emailRef}
          defaultValue={documentResult?.intent === "login" ? documentResult.email : undefined}
          describedBy={message ? messageId : undefined}
          invalid={Boolean(message)}
        />
        <TextInput
          label={t("accounts:fields.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          describedBy={message ? messageId : undefined}
          invalid={Boolean(message)}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox ref={rememberRef} name="rememberMe" label={t("rememberMe")} />
          <Link to="/forgot-password" className={`text-sm ${textLinkClassName}`}>
            {t("forgotPassword")}
          </Link>
        </div>
        <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "w-full" })}>
          {submitting ? t("submitting") : t("submit")}
        </button>
      </login.Form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {t("noAccount")}{" "}
        <Link to="/signup" className={textLinkClassName}>
          {t("signUp")}
        </Link>
      </p>
    </AuthCard>
  );
}

/** Asks for a new verification link for the email that just tried to log in (no password sent). */
function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation(["login", "errors"]);
  const resend = useFetcher<LoginActionData>({ key: "resend" });
  const sending = resend.state !== "idle";
  const result = !sending && resend.data?.intent === "resend" ? resend.data : undefined;
  return (
    <div className="space-y-3">
      <resend.Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <button type="submit" disabled={sending} className={buttonClassName({ variant: "outline", className: "w-full" })}>
          {sending ? t("resending") : t("resend")}
        </button>
      </resend.Form>
      {result ? (
        <Notice tone={result.ok ? "success" : "error"} testId="resend-result">
          {t(result.message)}
        </Notice>
      ) : null}
    </div>
  );
}
