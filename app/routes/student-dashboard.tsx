import { useTranslation } from "react-i18next";
import type { Route } from "./+types/student-dashboard";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  return { user };
}

export default function StudentDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <title>{`${t("studentTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("studentTitle")} />
    </>
  );
}
