import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import type { Route } from "./+types/founder-consultation";
import { FounderConsultationPage } from "~/features/leads/founder-consultation-page";
import { consultationFieldErrors } from "~/features/leads/founder-consultation-fields";
import { founderConsultationSchema } from "~/features/leads/founder-consultation-schema";
import { HONEYPOT_FIELD } from "~/features/leads/honeypot";
import { requestFounderConsultation } from "~/features/leads/request-founder-consultation.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import { serverT } from "~/lib/i18n.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { clientIpOf } from "~/lib/sign-in-limits.server";
import { PageMeta } from "~/ui/page-meta";

const MAX_REQUEST_BYTES = 32 * 1024;

export function loader({ context }: Route.LoaderArgs) {
  // The form's fields and messages are the leads'.
  return { strings: pageStrings(context.get(localeContext), "founder-consultation", "leads") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const t = serverT(context.get(localeContext));
  let form: FormData;
  try {
    form = await readFormDataWithin(request, MAX_REQUEST_BYTES);
  } catch (error) {
    const code = error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request";
    return data({ sent: false as const, formError: t(errorMessageKey(code)) }, { status: 400 });
  }
  const parsed = founderConsultationSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ sent: false as const, fields: consultationFieldErrors(parsed.error) }, { status: 400 });
  try {
    const honeypot = form.get(HONEYPOT_FIELD);
    const { emailed } = await requestFounderConsultation(
      services.db,
      { ...parsed.data, honeypot: typeof honeypot === "string" ? honeypot : null },
      { clientIp: clientIpOf(request.headers), teamAddress: services.config.contactEmail, now: services.clock.now() },
    );
    if (emailed) services.notifyOutbox();
    return { sent: true as const };
  } catch (error) {
    if (isAppError(error)) return data({ sent: false as const, formError: t(errorMessageKey(error.code), error.params) }, { status: error.status });
    throw error;
  }
}

export default function FounderConsultation({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("founder-consultation");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/founder-consultation" />
      <FounderConsultationPage result={actionData} />
    </>
  );
}
