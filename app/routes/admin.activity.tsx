import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/admin.activity";
import { pageFromUrl } from "~/features/admin/admin-paging";
import { AdminActivityPage } from "~/features/admin-activity/admin-activity-page";
import { listAuditLog } from "~/features/admin-activity/list-audit-log.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const activity = await listAuditLog(getServices(args.context).db, pageFromUrl(new URL(args.request.url)));
  return { activity, timeZone: user.timeZone ?? null, strings: pageStrings(args.context.get(localeContext), "admin-office") };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation(["admin-office", "admin"]);
  return (
    <>
      <title>{`${t("activity.metaTitle")} · ${t("admin:title")} | Unibridge`}</title>
      <AdminActivityPage activity={loaderData.activity} timeZone={loaderData.timeZone} />
    </>
  );
}
