import { useTranslation } from "~/lib/i18n-react";
import { z } from "zod";
import type { Route } from "./+types/purchase-confirmation";
import { getCheckoutSummary } from "~/features/booking/get-checkout-summary.server";
import { PurchaseConfirmationPage } from "~/features/booking/purchase-confirmation-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { getSessionUser } from "~/lib/session.server";

// The amount is only what the page prints (spec: default 0.00, USD); what was charged is in the checkout.
const amount = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/)
  .transform((value) => Math.round(Number(value) * 100))
  .catch(0);
const checkout = z.uuid().optional().catch(undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const amountCents = amount.parse(params.get("amount") ?? "");
  const checkoutId = checkout.parse(params.get("checkout") ?? undefined);
  const user = await getSessionUser({ request, context });
  const summary =
    user && checkoutId ? await getCheckoutSummary(getServices(context).db, { checkoutId, studentId: user.id }) : null;
  return { amountCents, status: summary?.status ?? null, kind: summary?.kind ?? null, strings: pageStrings(context.get(localeContext), "booking") };
}

export default function PurchaseConfirmation({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("booking");
  return (
    <>
      <title>{t("confirmation.purchase.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <PurchaseConfirmationPage amountCents={loaderData.amountCents} status={loaderData.status} kind={loaderData.kind} />
    </>
  );
}
