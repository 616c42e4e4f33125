import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/top-mentors";
import { listTopMentors, TOP_MENTORS_LIMIT } from "~/features/mentors/list-top-mentors.server";
import { contentNameMap } from "~/features/mentors/content-names.server";
import { TopMentorsPage } from "~/features/mentors/top-mentors-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, sharedReads } = getServices(context);
  const locale = context.get(localeContext);
  const mentors = await sharedReads.get("top-mentors", () => listTopMentors(db, TOP_MENTORS_LIMIT));
  return { mentors, names: contentNameMap(mentors, locale), strings: pageStrings(locale, "mentors") };
}

export default function TopMentors({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentors");
  return (
    <>
      <PageMeta title={t("leaderboard.meta.title")} description={t("leaderboard.meta.description")} path="/top-mentors" />
      <TopMentorsPage mentors={loaderData.mentors} names={loaderData.names} />
    </>
  );
}
