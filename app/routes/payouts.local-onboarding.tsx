import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/payouts.local-onboarding";
import { PLATFORM_COMMISSION_PERCENT } from "~/features/booking/pricing";
import { LocalOnboardingPage } from "~/features/payments/local-onboarding-page";
import { connectLocalPayoutAccount, getPayoutAccount } from "~/features/payments/payout-account.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

// The local gateway's payout onboarding (no Stripe key configured): the signed-in mentor connects
// a test account for themselves. With Stripe configured the page does not exist.
const intentSchema = z.object({ intent: z.literal("connect") });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  const { db, paymentGateway } = getServices(args.context);
  if (paymentGateway.provider !== "local") throw data(null, { status: 404 });
  const account = await getPayoutAccount(db, user.id);
  // Without a profile the dashboard asks the mentor to create one first.
  if (!account) throw redirect("/mentor-dashboard");
  return { connected: account.connected, strings: pageStrings(args.context.get(localeContext), "payouts") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "mentor");
  const { db, paymentGateway } = getServices(args.context);
  if (paymentGateway.provider !== "local") throw data(null, { status: 404 });
  const form = intentSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) throw data(null, { status: 400 });
  await connectLocalPayoutAccount(db, user.id);
  throw redirect("/mentor-dashboard");
}

export default function LocalOnboarding({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("payouts");
  return (
    <>
      <title>{t("local.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <LocalOnboardingPage connected={loaderData.connected} commission={PLATFORM_COMMISSION_PERCENT} />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "no-store" };
}
