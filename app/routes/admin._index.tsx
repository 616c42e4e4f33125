import { useTranslation } from "react-i18next";
import type { Route } from "./+types/admin._index";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  return { user };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <title>{`${t("adminTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("adminTitle")} />
    </>
  );
}
