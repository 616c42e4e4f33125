import { useTranslation } from "react-i18next";
import type { Route } from "./+types/admin._index";
import { AdminOverviewPage } from "~/features/admin/admin-overview";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const { db, clock } = getServices(args.context);
  return { overview: await getAdminOverview(db, clock.now()) };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{`${t("overview.metaTitle")} · ${t("title")} | Unibridge`}</title>
      <AdminOverviewPage overview={loaderData.overview} />
    </>
  );
}
