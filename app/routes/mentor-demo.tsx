import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/mentor-demo";
import { getDemoMentor } from "~/features/demos/get-demo-mentor.server";
import { MentorDemoPage } from "~/features/demos/mentor-demo-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Mentors only (route table). The demo reads the mentor's profile and writes nothing.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  return {
    strings: pageStrings(args.context.get(localeContext), "mentor-demo"),
    mentor: await getDemoMentor(getServices(args.context).db, user.id),
  };
}

export default function MentorDemo({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentor-demo");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/mentor-demo" noindex />
      <MentorDemoPage mentor={loaderData.mentor} />
    </>
  );
}
