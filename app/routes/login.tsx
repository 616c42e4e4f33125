import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import type { Role } from "~/db/schema/users";
import { rememberAfterLogin } from "~/features/accounts/login/browser-storage";
import { LoginPage, type LoginBanner } from "~/features/accounts/login/login-page";
import { loginForm, loginMessageFor, resendForm, resendMessageFor, twoFactorForm, type LoginActionData } from "~/features/accounts/login/login-schema";
import { verifyTwoFactorSignIn } from "~/features/accounts/two-factor.server";
import { failureOf } from "~/lib/error-response.server";
import { resendVerification } from "~/features/accounts/resend-verification.server";
import { signIn } from "~/features/accounts/sign-in.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { homePathFor, safeRedirectPath } from "~/lib/guards.server";
import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/plain-text";
import { getSessionUser } from "~/lib/session.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { sitePageText } from "~/features/seo/site-page-names.server";
import { PageMeta } from "~/ui/page-meta";
import { clientIpOf } from "~/lib/sign-in-limits.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await getSessionUser(args);
  if (user) throw redirect(homePathFor(user.role));
  const query = new URL(args.request.url).searchParams;
  // A failed verification link lands here as /login?verified=1&error=INVALID_TOKEN (or TOKEN_EXPIRED).
  const banner: LoginBanner = query.has("error")
    ? "verifyLinkInvalid"
    : query.get("verified") === "1"
      ? "verified"
      : query.get("reset") === "1"
        ? "reset"
        : null;
  const locale = args.context.get(localeContext);
  return { banner, description: sitePageText(locale, "login").description, strings: pageStrings(locale, "login", "two-factor") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case "resend":
      return resend(form, request, context);
    case "login":
      return logIn(form, request, context);
    case "two-factor":
      return verifySecondFactor(form, request, context);
    default:
      return data<LoginActionData>({ intent: "login", message: "login:errors.unexpected" }, { status: 400 });
  }
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const posted = form.get("intent");
  const intent = posted === "resend" ? "resend" : posted === "two-factor" ? "two-factor" : "login";
  try {
    return await serverAction();
  } catch (error) {
    // A redirect is the successful sign-in.
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      if (intent === "login") rememberAfterLogin(form);
      throw error;
    }
    // fetch() rejects with a TypeError when the request never got an answer. The error status
    // keeps the router from reloading the page's data over the same dead connection.
    if (error instanceof TypeError) {
      const answer: LoginActionData =
        intent === "resend" ? { intent, ok: false, message: "login:resendResult.failed" } : { intent, message: "accounts:errors.networkError" };
      return data(answer, { status: 503 });
    }
    throw error;
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("login");
  return (
    <>
      <PageMeta title={`${t("title")} | Unibridge`} description={loaderData.description} path="/login" />
      <LoginPage banner={loaderData.banner} />
    </>
  );
}

async function logIn(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const parsed = loginForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    const message = first?.includes(":") ? first : "login:errors.required";
    const typed = form.get("email");
    const email = typeof typed === "string" && typed.trim() ? typed.trim().slice(0, 320) : undefined;
    return data<LoginActionData>({ intent: "login", message, ...(email ? { email } : {}) }, { status: 400 });
  }
  const services = getServices(context);
  const { email, password, rememberMe, redirectAfterLogin } = parsed.data;
  try {
    const { setCookies, user, twoFactorRequired } = await signIn(
      services,
      { email, password, rememberMe },
      { clientIp: clientIpOf(request.headers), headers: request.headers, locale: context.get(localeContext) },
    );
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    // The password was right; the code comes next (better-auth's two-factor cookie is set).
    if (twoFactorRequired) return data<LoginActionData>({ intent: "two-factor", redirectAfterLogin }, { headers });
    const requested = new URL(request.url).searchParams.get("redirectTo");
    return redirect(loginTarget(user.role, [requested, redirectAfterLogin]), { headers });
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "sign-in failed unexpectedly");
    // The email comes back so the resend button (and a page posted without JavaScript) can use it.
    const notVerified = code === "email_not_verified";
    return data<LoginActionData>(
      { intent: "login", message: loginMessageFor(code), email: email.toLowerCase(), ...(notVerified ? { notVerified } : {}) },
      { status },
    );
  }
}

async function verifySecondFactor(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const parsed = twoFactorForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "two-factor:errors.codeRequired";
    return data<LoginActionData>({ intent: "two-factor", message: message.includes(":") ? message : "two-factor:errors.codeRequired" }, { status: 400 });
  }
  const services = getServices(context);
  const { code, kind, redirectAfterLogin } = parsed.data;
  try {
    const { setCookies, role } = await verifyTwoFactorSignIn(services, request.headers, { code, kind });
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    const requested = new URL(request.url).searchParams.get("redirectTo");
    return redirect(loginTarget(role, [requested, redirectAfterLogin]), { headers });
  } catch (error) {
    const { code: failure, status } = failureOf(error, services.logger, "two-factor sign-in failed unexpectedly");
    if (failure === "two_factor_expired") return data<LoginActionData>({ intent: "login", message: "errors:two_factor_expired" }, { status });
    const message = failure === "invalid_two_factor_code" || failure === "too_many_requests" ? `errors:${failure}` : "login:errors.unexpected";
    return data<LoginActionData>({ intent: "two-factor", message, redirectAfterLogin }, { status });
  }
}

async function resend(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const parsed = resendForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues.some((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE) ? CONTROL_CHARACTERS_MESSAGE : "login:forgot.emailRequired";
    return data<LoginActionData>({ intent: "resend", ok: false, message }, { status: 400 });
  }
  const services = getServices(context);
  try {
    await resendVerification(services, { email: parsed.data.email }, { clientIp: clientIpOf(request.headers), locale: context.get(localeContext) });
    return { intent: "resend", ok: true, message: "login:resendResult.sent" } satisfies LoginActionData;
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "resending the verification email failed");
    return data<LoginActionData>({ intent: "resend", ok: false, message: resendMessageFor(code) }, { status });
  }
}

/** The first same-site path asked for (never back to /login), else the role's home. */
function loginTarget(role: Role, candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const path = safeRedirectPath(candidate, "");
    if (path && !/^\/login(?:[/?#]|$)/.test(path)) return path;
  }
  return homePathFor(role);
}
