import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import type { Route } from "./+types/admin.meetings";
import { pageFromUrl } from "~/features/admin/admin-paging";
import { AdminMeetingsPage } from "~/features/admin-meetings/admin-meetings-page";
import type { EmailSentActionData } from "~/features/admin-meetings/email-sent-dialog";
import { emailFlagRequestSchema } from "~/features/admin-meetings/email-flag-request";
import { listPaidMeetings } from "~/features/admin-meetings/list-paid-meetings.server";
import { readMeetingFilters } from "~/features/admin-meetings/meeting-filters";
import { setMeetingEmailSent } from "~/features/admin-meetings/set-meeting-email-sent.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { readFormDataWithin } from "~/lib/read-body.server";

const FORM_MAX_BYTES = 4 * 1024;

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const url = new URL(args.request.url);
  const { filters, errors } = readMeetingFilters(url);
  const meetings = await listPaidMeetings(getServices(args.context).db, filters, pageFromUrl(url));
  // The list names each meeting's session type (meetings:types).
  return { meetings, filters, errors, strings: pageStrings(args.context.get(localeContext), "admin-office", "meetings") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const { db, logger } = getServices(args.context);
  const refuse = (error: string, status: number) => data<EmailSentActionData>({ ok: false, error }, { status });

  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, FORM_MAX_BYTES);
  } catch {
    return refuse("errors:bad_request", 400);
  }
  const parsed = emailFlagRequestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse("errors:invalid_request", 400);
  if (parsed.data.emailSent !== "true") return refuse("meetings.flagFinal", 409);

  try {
    await setMeetingEmailSent(db, { id: user.id, name: user.name }, parsed.data.meetingId);
    return data<EmailSentActionData>({ ok: true, meetingId: parsed.data.meetingId });
  } catch (error) {
    if (isAppError(error)) return refuse(`errors:${error.code}`, error.status);
    logger.error({ err: error }, "setting a meeting's email-sent flag failed");
    return refuse("meetings.saveFailed", 500);
  }
}

export default function AdminMeetings({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation(["admin-office", "admin"]);
  return (
    <>
      <title>{`${t("meetings.metaTitle")} · ${t("admin:title")} | Unibridge`}</title>
      <AdminMeetingsPage meetings={loaderData.meetings} filters={loaderData.filters} errors={loaderData.errors} />
    </>
  );
}
