import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { AuthCard, Notice } from "./auth-card";

export type SignInLinkFailure = "invalid" | "disabled";

/**
 * Where the emailed sign-in link leads. Opening it signs nobody in: mail scanners open links
 * too, and would use the link up. The owner confirms with a button, which posts the token.
 */
export function SignInLinkPage({ token, failure }: { token: string | null; failure: SignInLinkFailure | null }) {
  const { t } = useTranslation("login");
  if (!token || failure) {
    return (
      <AuthCard title={t("signInLink.title")}>
        <Notice tone="error" testId="sign-in-link-invalid">
          {failure === "disabled" ? t("signInLink.disabled") : t("signInLink.invalid")}{" "}
          <Link to="/login" className={textLinkClassName}>
            {t("signInLink.toLogin")}
          </Link>
        </Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("signInLink.title")} subtitle={t("signInLink.intro")}>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClassName({ size: "lg", className: "w-full" })}>
          {t("signInLink.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
