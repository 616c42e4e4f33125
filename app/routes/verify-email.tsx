import { MailCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { emailField } from "~/features/accounts/account-fields";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { buttonClassName } from "~/ui/button-link";

export function loader({ request, context }: Route.LoaderArgs) {
  // Only a well-formed address is echoed back; anything else shows the generic sentence.
  const parsed = emailField.safeParse(new URL(request.url).searchParams.get("email") ?? "");
  return { email: parsed.success ? parsed.data : null, strings: pageStrings(context.get(localeContext), "signup") };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("signup");
  const { email } = loaderData;
  return (
    <>
      <title>{t("verify.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg sm:p-8">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-950">{t("verify.heading")}</h1>
          <p className="mt-3 text-slate-700" data-testid="verify-sent">
            {email ? t("verify.sentTo", { email }) : t("verify.sent")}
          </p>
          <p className="mt-2 text-slate-700">{t("verify.mustVerify")}</p>
          <p className="mt-2 text-sm text-slate-500">{t("verify.validity")}</p>
          <Link to="/login" className={buttonClassName({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
            {t("verify.login")}
          </Link>
          <p className="mt-6 text-sm">
            <Link
              to="/login"
              className="rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:focus-ring"
            >
              {t("verify.resend")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
