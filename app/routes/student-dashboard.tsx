import { useTranslation } from "react-i18next";
import type { Route } from "./+types/student-dashboard";
import { AccountSummary } from "~/features/dashboard/account-summary";
import { ApplicationTracker } from "~/features/applications/application-tracker";
import { getApplicationTracker } from "~/features/applications/get-application-tracker.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const applicationTracker = await getApplicationTracker(getServices(args.context).db, user);
  return { user, applicationTracker };
}

export default function StudentDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <title>{`${t("studentTitle")} | Unibridge`}</title>
      <AccountSummary user={loaderData.user} title={t("studentTitle")} />
      <div className="mx-auto max-w-5xl px-6 pb-12">
        <ApplicationTracker {...loaderData.applicationTracker} />
      </div>
    </>
  );
}
