import { useTranslation } from "react-i18next";
import type { Route } from "./+types/mentor-dashboard";
import { requireMentorProfile } from "~/features/accounts/require-mentor-profile.server";
import { AccountSummary } from "~/features/dashboard/account-summary";

export async function loader(args: Route.LoaderArgs) {
  // A mentor without a profile completes it first (/create-mentor-profile).
  const user = await requireMentorProfile(args);
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
