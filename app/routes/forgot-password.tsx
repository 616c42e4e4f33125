import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import type { Route } from "./+types/forgot-password";
import { failureOf } from "~/lib/error-response.server";
import { fieldMessages } from "~/features/accounts/login/field-messages";
import { ForgotPasswordPage } from "~/features/accounts/login/forgot-password-page";
import { forgotMessageFor, forgotPasswordForm, type ForgotPasswordActionData } from "~/features/accounts/login/forgot-password-schema";
import { requestPasswordReset } from "~/features/accounts/request-password-reset.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { clientIpOf } from "~/lib/sign-in-limits.server";
import { sitePageText } from "~/features/seo/site-page-names.server";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  return { description: sitePageText(locale, "forgotPassword").description, strings: pageStrings(locale, "login") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = forgotPasswordForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = fieldMessages(parsed.error).email ?? "login:forgot.emailRequired";
    return data<ForgotPasswordActionData>({ sent: false, message }, { status: 400 });
  }
  const services = getServices(context);
  try {
    await requestPasswordReset(services, parsed.data, { clientIp: clientIpOf(request.headers), locale: context.get(localeContext) });
    return { sent: true, email: parsed.data.email } satisfies ForgotPasswordActionData;
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "requesting a password reset failed");
    return data<ForgotPasswordActionData>({ sent: false, message: forgotMessageFor(code) }, { status });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // No answer at all (offline): the spec's "otherwise" message; the error status keeps the
    // router from reloading the page's data over the same dead connection.
    if (error instanceof TypeError) return data<ForgotPasswordActionData>({ sent: false, message: "login:forgot.failed" }, { status: 503 });
    throw error;
  }
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("login");
  return (
    <>
      <PageMeta title={`${t("forgot.title")} | Unibridge`} description={loaderData.description} path="/forgot-password" />
      <ForgotPasswordPage />
    </>
  );
}
