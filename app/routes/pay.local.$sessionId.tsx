import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/pay.local.$sessionId";
import { getLocalPayment, settleLocalPayment } from "~/features/payments/local-payment.server";
import { LocalPaymentPage } from "~/features/payments/local-payment-page";
import { toLocalPaymentView } from "~/features/payments/local-payment-view.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireUser } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

// The local gateway's payment page (no Stripe key configured): only the student who owns the
// checkout may see it; anyone else gets the same 404 as for an unknown session.
const sessionIdSchema = z.string().regex(/^cs_local_[\w-]{1,100}$/);
const intentSchema = z.object({ intent: z.enum(["pay", "cancel"]) });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const sessionId = sessionIdSchema.safeParse(args.params.sessionId);
  if (!sessionId.success) throw data(null, { status: 404 });
  const payment = await getLocalPayment(getServices(args.context).db, sessionId.data, user.id);
  if (!payment) throw data(null, { status: 404 });
  if (payment.status === "paid") throw redirect(payment.successUrl);
  const locale = args.context.get(localeContext);
  return { payment: toLocalPaymentView(payment, locale), strings: pageStrings(locale, "payments") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const sessionId = sessionIdSchema.safeParse(args.params.sessionId);
  if (!sessionId.success) throw data(null, { status: 404 });
  const form = intentSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) throw data(null, { status: 400 });

  const services = getServices(args.context);
  const settled = await settleLocalPayment(services.db, {
    sessionId: sessionId.data,
    studentId: user.id,
    outcome: form.data.intent,
    webhookSecret: services.webhookSecret,
    logger: services.logger,
  });
  if (!settled) throw data(null, { status: 404 });
  if (settled.jobsQueued) services.notifyJobs();
  throw redirect(settled.redirectTo);
}

export default function LocalPayment({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("payments");
  return (
    <>
      <title>{t("local.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <LocalPaymentPage payment={loaderData.payment} />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "no-store" };
}
