import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/admin._index";
import { AdminOverviewPage } from "~/features/admin/admin-overview";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const { db, clock } = getServices(args.context);
  return { overview: await getAdminOverview(db, clock.now()), strings: pageStrings(args.context.get(localeContext), "admin-office") };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation(["admin-office", "admin"]);
  return (
    <>
      <title>{`${t("overview.metaTitle")} · ${t("admin:title")} | Unibridge`}</title>
      <AdminOverviewPage overview={loaderData.overview} />
    </>
  );
}
