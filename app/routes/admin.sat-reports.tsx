import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.sat-reports";
import { pageCountOf, pageFromUrl } from "~/features/admin/admin-paging";
import { AdminSatReportsPage } from "~/features/sat-practice/admin-sat-reports-page";
import { listOpenItemReports, REPORTS_PAGE_SIZE, resolveItemReport } from "~/features/sat-practice/item-reports.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { readFormDataWithin } from "~/lib/read-body.server";
import { US_EASTERN } from "~/lib/time-zone";
import "katex/dist/katex.min.css";
import "~/features/sat-practice/sat-practice.css";

const resolveSchema = z.object({ reportId: z.uuid() });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const page = pageFromUrl(new URL(args.request.url));
  const reports = await listOpenItemReports(getServices(args.context).db, page);
  const locale = args.context.get(localeContext);
  return { reports, page, pageCount: pageCountOf(reports.total, REPORTS_PAGE_SIZE), timeZone: user.timeZone ?? US_EASTERN, strings: pageStrings(locale, "sat-practice", "admin-office") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const { db, logger, clock } = getServices(args.context);
  let form: FormData;
  try {
    form = await readFormDataWithin(args.request, 1024);
  } catch {
    return data({ ok: false, error: errorMessageKey("bad_request") }, { status: 400 });
  }
  const parsed = resolveSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, error: errorMessageKey("invalid_request") }, { status: 400 });
  try {
    await resolveItemReport(db, { id: user.id, name: user.name }, parsed.data.reportId, clock.now());
    return data({ ok: true });
  } catch (error) {
    if (isAppError(error)) return data({ ok: false, error: errorMessageKey(error.code) }, { status: error.status });
    logger.error({ err: error }, "resolving a SAT report failed");
    return data({ ok: false, error: errorMessageKey("unexpected") }, { status: 500 });
  }
}

export default function AdminSatReports({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation(["sat-practice", "admin"]);
  return (
    <>
      <title>{`${t("admin.metaTitle")} · ${t("admin:title")} | Unibridge`}</title>
      <AdminSatReportsPage reports={loaderData.reports} page={loaderData.page} pageCount={loaderData.pageCount} timeZone={loaderData.timeZone} />
    </>
  );
}
