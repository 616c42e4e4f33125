import { useTranslation } from "react-i18next";
import type { Route } from "./+types/mentor-dashboard";
import { requireMentorProfile } from "~/features/accounts/require-mentor-profile.server";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { AvailabilitySection } from "~/features/mentor-schedule/availability-section";
import { getMentorSchedule } from "~/features/mentor-schedule/get-mentor-schedule.server";
import { PricingSection } from "~/features/mentor-schedule/pricing-section";
import { getServices } from "~/lib/app-context.server";

export async function loader(args: Route.LoaderArgs) {
  // A mentor without a profile completes it first (/create-mentor-profile).
  const user = await requireMentorProfile(args);
  const schedule = await getMentorSchedule(getServices(args.context).db, user.id);
  return { user, schedule };
}

export default function MentorDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const { schedule } = loaderData;
  return (
    <>
      <title>{`${t("mentorTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("mentorTitle")} />
      {schedule ? (
        <div className="mx-auto max-w-5xl space-y-8 px-6 pb-12">
          <PricingSection pricing={schedule.pricing} />
          <AvailabilitySection schedule={schedule} />
        </div>
      ) : null}
    </>
  );
}
