import { useTranslation } from "react-i18next";
import type { Route } from "./+types/admin.activity";
import { pageFromUrl } from "~/features/admin/admin-paging";
import { AdminActivityPage } from "~/features/admin-activity/admin-activity-page";
import { listAuditLog } from "~/features/admin-activity/list-audit-log.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const activity = await listAuditLog(getServices(args.context).db, pageFromUrl(new URL(args.request.url)));
  return { activity, timeZone: user.timeZone ?? null };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{`${t("activity.metaTitle")} · ${t("title")} | Unibridge`}</title>
      <AdminActivityPage activity={loaderData.activity} timeZone={loaderData.timeZone} />
    </>
  );
}
