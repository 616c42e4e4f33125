import { useTranslation } from "react-i18next";
import type { Route } from "./+types/student-dashboard";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { RateMentorsPanel } from "~/features/ratings/rate-mentors-panel";
import { listMentorsToRate } from "~/features/ratings/rateable-meetings.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const { db, clock } = getServices(args.context);
  const mentorsToRate = await listMentorsToRate(db, user.id, clock.now());
  return { user, mentorsToRate };
}

export default function StudentDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <title>{`${t("studentTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("studentTitle")} />
      <div className="mx-auto max-w-5xl px-6 pb-12">
        <RateMentorsPanel mentors={loaderData.mentorsToRate} />
      </div>
    </>
  );
}
