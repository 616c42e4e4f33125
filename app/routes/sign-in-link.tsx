import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-in-link";
import { SignInLinkPage, type SignInLinkFailure } from "~/features/accounts/login/sign-in-link-page";
import { signInWithLink } from "~/features/accounts/sign-in-with-link.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { failureOf } from "~/lib/error-response.server";
import { homePathFor } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

// 32 random bytes in base64url.
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function loader({ request, context }: Route.LoaderArgs) {
  const parsed = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  return { token: parsed.success ? parsed.data : null, strings: pageStrings(context.get(localeContext), "login") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = z.object({ token: tokenSchema }).safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ failure: "invalid" as SignInLinkFailure }, { status: 400 });
  const services = getServices(context);
  try {
    const { setCookies, user } = await signInWithLink(services, parsed.data.token, { headers: request.headers, locale: context.get(localeContext) });
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    return redirect(homePathFor(user.role), { headers });
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "signing in with a link failed");
    return data({ failure: (code === "account_disabled" ? "disabled" : "invalid") as SignInLinkFailure }, { status });
  }
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("login");
  return (
    <>
      <title>{`${t("signInLink.title")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      <SignInLinkPage token={loaderData.token} failure={actionData?.failure ?? null} />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  // The page carries a live sign-in token: no shared or stored copies.
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}
