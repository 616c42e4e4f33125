import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import type { Route } from "./+types/admin.refunds";
import { pageFromUrl } from "~/features/admin/admin-paging";
import { AdminRefundsPage } from "~/features/admin-refunds/admin-refunds-page";
import type { RefundDecisionAnswer } from "~/features/admin-refunds/decide-refund-dialog";
import { listGuaranteeRequests, listMentorCancellations, listRefunds, MENTOR_CANCELLATION_DAYS } from "~/features/admin-refunds/list-refunds.server";
import { refundDecisionSchema } from "~/features/admin-refunds/refund-decision-request";
import { decideGuaranteeRefund } from "~/features/meeting-lifecycle/decide-guarantee-refund.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { readFormDataWithin } from "~/lib/read-body.server";

const FORM_MAX_BYTES = 8 * 1024;

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const { db, clock } = getServices(args.context);
  const [requests, refunds, cancellations] = await Promise.all([
    listGuaranteeRequests(db),
    listRefunds(db, pageFromUrl(new URL(args.request.url))),
    listMentorCancellations(db, clock.now()),
  ]);
  return { requests, refunds, cancellations, cancellationDays: MENTOR_CANCELLATION_DAYS, strings: pageStrings(args.context.get(localeContext), "admin-refunds", "admin-office") };
}

// intent approve | decline (with an optional note), refundId: an admin's answer to a guarantee
// request. Approving refunds through the gateway by the refund job, after commit.
export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const services = getServices(args.context);
  const refuse = (error: string, status: number, refundId?: string) => data<RefundDecisionAnswer>({ ok: false, error, refundId }, { status });

  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, FORM_MAX_BYTES);
  } catch {
    return refuse(errorMessageKey("bad_request"), 400);
  }
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, typeof value === "string" ? value : undefined]));
  const parsed = refundDecisionSchema.safeParse(fields);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? errorMessageKey("invalid_request"), 400, typeof fields.refundId === "string" ? fields.refundId : undefined);
  const request = parsed.data;

  try {
    await decideGuaranteeRefund(services.db, {
      refundId: request.refundId,
      approve: request.intent === "approve",
      note: request.intent === "decline" ? request.note : null,
      admin: { id: user.id, name: user.name, role: user.role },
      now: services.clock.now(),
      appUrl: services.config.appUrl,
    });
    services.notifyJobs();
    services.notifyOutbox();
    return data<RefundDecisionAnswer>({ ok: true, refundId: request.refundId, decision: request.intent });
  } catch (error) {
    if (isAppError(error)) return refuse(errorMessageKey(error.code), error.status, request.refundId);
    services.logger.error({ err: error }, "deciding a guarantee refund failed");
    return refuse(errorMessageKey("unexpected"), 500, request.refundId);
  }
}

// A decision reloads the page itself, once its answer is announced (admin-refunds-page.tsx):
// reloading at once would remove the request, and its dialog, before the answer is read.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST") return false;
  return defaultShouldRevalidate;
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation(["admin-refunds", "admin"]);
  return (
    <>
      <title>{`${t("metaTitle")} · ${t("admin:title")} | Unibridge`}</title>
      <AdminRefundsPage
        requests={loaderData.requests}
        refunds={loaderData.refunds}
        cancellations={loaderData.cancellations}
        cancellationDays={loaderData.cancellationDays}
      />
    </>
  );
}
