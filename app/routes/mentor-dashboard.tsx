import { useTranslation } from "react-i18next";
import type { Route } from "./+types/mentor-dashboard";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  return { user };
}

export default function MentorDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <title>{`${t("mentorTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("mentorTitle")} />
    </>
  );
}
