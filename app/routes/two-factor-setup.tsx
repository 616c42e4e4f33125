import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-factor-setup";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "~/features/accounts/two-factor.server";
import { TwoFactorSetupPage } from "~/features/accounts/two-factor-setup-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { failureOf } from "~/lib/error-response.server";
import { homePathFor, requireUser } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { plainText } from "~/lib/plain-text";

// Only admins need it (and are sent here by requireRole until it is on); once on, this page is done.
async function requireAdminWithoutTwoFactor(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args);
  if (user.role !== "admin" || user.twoFactorEnabled) throw redirect(homePathFor(user.role));
  return user;
}

const setupForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), password: plainText().min(1, "two-factor:errors.passwordRequired").max(1024, "errors:invalid_credentials") }),
  z.object({ intent: z.literal("confirm"), code: plainText().trim().regex(/^\d{6}$/, "errors:invalid_two_factor_code") }),
]);

export async function loader(args: Route.LoaderArgs) {
  await requireAdminWithoutTwoFactor(args);
  return { strings: pageStrings(args.context.get(localeContext), "two-factor") };
}

export async function action(args: Route.ActionArgs) {
  await requireAdminWithoutTwoFactor(args);
  const services = getServices(args.context);
  const form = Object.fromEntries(await args.request.formData());
  const parsed = setupForm.safeParse(form);
  if (!parsed.success) {
    const intent = form.intent === "confirm" ? "confirm" : "start";
    return data({ intent, message: parsed.error.issues[0]?.message ?? "two-factor:errors.passwordRequired" } as const, { status: 400 });
  }
  const { headers } = args.request;
  try {
    if (parsed.data.intent === "start") return { intent: "start" as const, setup: await startTwoFactorSetup(services, headers, parsed.data.password) };
    const setCookies = await confirmTwoFactorSetup(services, headers, parsed.data.code);
    const answer = new Headers();
    for (const cookie of setCookies) answer.append("Set-Cookie", cookie);
    return redirect("/admin", { headers: answer });
  } catch (error) {
    const { code, status } = failureOf(error, services.logger, "two-factor set-up failed unexpectedly");
    return data({ intent: parsed.data.intent, message: `errors:${code}` } as const, { status });
  }
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("two-factor");
  return (
    <>
      <title>{`${t("setup.title")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      <TwoFactorSetupPage result={actionData} />
    </>
  );
}
