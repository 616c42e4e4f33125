import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { failureOf } from "~/lib/error-response.server";
import { fieldMessages } from "~/features/accounts/login/field-messages";
import { ResetPasswordPage } from "~/features/accounts/login/reset-password-page";
import { resetMessageFor, resetPasswordForm, type ResetPasswordActionData } from "~/features/accounts/login/reset-password-schema";
import { resetPassword } from "~/features/accounts/reset-password.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { clientIpOf } from "~/lib/sign-in-limits.server";

export function loader({ request, context }: Route.LoaderArgs) {
  // better-auth's link (/api/auth/reset-password/<token>) redirects here with ?token=... when the
  // token is live, or ?error=INVALID_TOKEN when it is unknown, used or expired.
  const query = new URL(request.url).searchParams;
  const token = query.get("token");
  return { token: query.has("error") || !token ? null : token, strings: pageStrings(context.get(localeContext), "login") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetPasswordForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    if (fields.token) return data<ResetPasswordActionData>({ message: "login:reset.invalidLink", invalidToken: true }, { status: 400 });
    return data<ResetPasswordActionData>({ message: "errors:bad_request", fields }, { status: 400 });
  }
  const services = getServices(context);
  const { token, password } = parsed.data;
  try {
    await resetPassword(services, { token, password }, { clientIp: clientIpOf(request.headers) });
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "resetting a password failed");
    if (code === "password_too_weak") return data<ResetPasswordActionData>({ message: "", fields: { password: "errors:password_too_weak" } }, { status });
    return data<ResetPasswordActionData>({ message: resetMessageFor(code), invalidToken: code === "invalid_token" }, { status });
  }
  return redirect("/login?reset=1");
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // No answer at all (offline); the error status keeps the router from reloading the page's data.
    if (error instanceof TypeError) return data<ResetPasswordActionData>({ message: "accounts:errors.networkError" }, { status: 503 });
    throw error;
  }
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("login");
  return (
    <>
      <title>{`${t("reset.title")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      <ResetPasswordPage token={loaderData.token} />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  // The page carries a live reset token: no shared or stored copies.
  return { "Cache-Control": "no-store" };
}
